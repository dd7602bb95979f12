import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withMaxWidth } from '../../components/shared/story.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { tokens } from '../../theme/tokens';
import { box, expectSavedNotice, loadedTree, SAVED, saveButton } from './play.fixtures';
import { SubscriptionGroups } from './SubscriptionGroups';
import { SubscriptionTree } from './SubscriptionTree';
import { SubscriptionTreeHarness, subscriptionTrees } from './SubscriptionTree.fixtures';

const calls = ['resolve', 'reject', 'rejectOnce', 'pending'];

/**
 * `SubscriptionTree` renders a `subscriptionTreeMachine` actor: the email subscription groups
 * with 'Unsubscribe from all' and Save, and no page chrome (it is also the General Communications
 * panel of account settings). These stories run the real machine with a fake server: pick the tree
 * it loads and whether loading and saving answer, fail, fail once, or never answer.
 */
const meta = {
  title: 'Flows/SubscriptionTree',
  component: documentedView(SubscriptionTree),
  render: (args) => <SubscriptionTreeHarness {...args} />,
  parameters: { machine: 'subscriptionTree' },
  subcomponents: { SubscriptionGroups },
  tags: ['autodocs'],
  decorators: [withMaxWidth(tokens.sizes.formWidth)],
  args: { tree: 'mixed', load: 'resolve', save: 'resolve', viewer: 'owner', onSave: fn() },
  argTypes: storyFakes({
    tree: { control: 'select', options: Object.keys(subscriptionTrees) },
    load: { control: 'inline-radio', options: calls },
    save: { control: 'inline-radio', options: calls },
    viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
    onSave: {},
  }),
} satisfies Meta<typeof SubscriptionTreeHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A partly subscribed tree: switching the partly subscribed parent off unsubscribes its whole branch. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await loadedTree(canvas);
    const deals = box(canvas, 'Deals and offers');
    await expect(deals).toBePartiallyChecked();
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(deals);
    await expect(deals).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Local deals' })).not.toBeInTheDocument();
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/** The saved confirmation stays until the next change, and the status region stays for the next save. */
export const SavedNoticeClearsOnChange: Story = {
  args: { tree: 'allSubscribed' },
  play: async ({ canvas }) => {
    await loadedTree(canvas);
    await userEvent.click(box(canvas, 'Product updates'));
    await userEvent.click(saveButton(canvas));
    await expectSavedNotice(canvas);
    const status = canvas.getByText(SAVED).closest('[role="status"]');
    await userEvent.click(box(canvas, 'Product updates'));
    await waitFor(() => expect(canvas.queryByText(SAVED)).not.toBeInTheDocument());
    await expect(status).toBeInTheDocument();
    await expect(saveButton(canvas)).toBeEnabled();
  },
};
