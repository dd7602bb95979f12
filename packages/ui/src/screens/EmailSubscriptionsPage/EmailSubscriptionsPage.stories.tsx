import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { box, expectSavedNotice, loadedTree, saveButton } from '../../flows/SubscriptionTree/play.fixtures';
import { subscriptionTrees } from '../../flows/SubscriptionTree/SubscriptionTree.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { EmailSubscriptionsPage } from './EmailSubscriptionsPage';
import { EmailSubscriptionsPageHarness } from './EmailSubscriptionsPage.fixtures';

/**
 * `EmailSubscriptionsPage` composes the page: the title, the address, the result of an
 * unsubscribe link when the app passes its actor, then the `SubscriptionTree`. The stories run
 * both real machines with fake calls.
 */
const meta = {
  title: 'Flows/EmailSubscriptionsPage',
  component: documentedView(EmailSubscriptionsPage),
  render: (args) => <EmailSubscriptionsPageHarness {...args} />,
  tags: ['autodocs'],
  args: { tree: 'mixed', link: 'moveIn', onSave: fn(), onRedirect: fn() },
  argTypes: storyFakes({
    tree: { control: 'select', options: Object.keys(subscriptionTrees) },
    link: {
      control: 'select',
      options: [undefined, 'newsletter', 'moveIn', 'failure', 'unknownCode', 'working', 'noEmail'],
    },
    onRedirect: {},
    onSave: {},
  }),
} satisfies Meta<typeof EmailSubscriptionsPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole page at work: turn Move-In Experience off as the link did, and save. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText('You will no longer receive Move-In Experience messages.');
    await loadedTree(canvas);
    await userEvent.click(box(canvas, 'Move-In Experience'));
    await userEvent.click(saveButton(canvas));
    await expectSavedNotice(canvas);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
