import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme/fonts.css';
import { HearthProvider } from '../packages/ui/src/provider/HearthProvider';

const preview: Preview = {
  decorators: [
    (Story) => (
      <HearthProvider>
        <Story />
      </HearthProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
    },
    options: {
      storySort: { order: ['Welcome', 'Foundations', 'Components', 'Flows', 'Pages'] },
    },
  },
  tags: ['autodocs'],
};
export default preview;
