import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../.storybook/preview';

// With the a11y annotations each story's run ends with axe (`a11y.test: 'error'` in the preview),
// so the visual suite also checks the Features stories that the storybook project leaves to it.
setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);
