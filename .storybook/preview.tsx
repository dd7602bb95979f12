import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/theme/fonts.css';
import { sitePaths } from '../packages/data/src/site/sitePaths';
import { HearthProvider } from '../packages/ui/src/provider/HearthProvider';
import { actorArgTypes } from './docs/actorArgTypes';
import { FlowDocsPage } from './docs/pages';

// waitFor and findBy* give up after 5 s instead of testing-library's 1 s. They return as soon as
// the check holds, so this only matters on a starved CPU: with two CPU hogs beside the two story
// pages, a modal took more than 1 s to close on Escape (GenericModal, Not Dismissable On Outside
// Click).
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [
    (Story) => (
      <HearthProvider paths={sitePaths}>
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
    // A flow view's docs page also draws the statechart its story file names (`parameters.machine`).
    docs: { page: FlowDocsPage },
    options: {
      storySort: { order: ['Welcome', 'Foundations', 'Provider', 'Components', 'Shell', 'Flows'] },
    },
  },
  argTypesEnhancers: [actorArgTypes],
  tags: ['autodocs'],
};
export default preview;
