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
      // React Aria's off-screen live announcer keeps an announcement of a pending button for 7 s,
      // pointing at the button by id; when the button is gone by then (a form replaced by its
      // result) the dangling reference trips `role-img-alt` (adobe/react-spectrum#10579). The
      // announcer is not page content; everything else is checked.
      context: { exclude: ['[data-live-announcer]'] },
    },
    options: {
      storySort: { order: ['Welcome', 'Foundations', 'Components', 'Flows', 'Pages'] },
    },
  },
  tags: ['autodocs'],
};
export default preview;
