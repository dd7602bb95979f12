import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { AccountRemovalHarness, findDrawer } from './AccountRemoval.fixtures';
import { AccountRemovalDrawer } from './AccountRemovalDrawer';

/**
 * `AccountRemovalDrawer` renders an `accountRemovalMachine` actor. The app opens it with
 * `user.open` (the 'Delete my account' link of the profile form) and reloads the page on the
 * machine's `reload`. These stories run the real machine with fake calls.
 */
const meta = {
  title: 'Flows/AccountRemoval',
  component: documentedView(AccountRemovalDrawer),
  render: (args) => <AccountRemovalHarness {...args} />,
  parameters: { machine: 'accountRemoval' },
  args: { onReload: fn(), onCall: fn(), send: 'resolve', logout: 'resolve', viewer: 'owner' },
  argTypes: storyFakes({
    send: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    logout: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
    onCall: {},
  }),
} satisfies Meta<typeof AccountRemovalHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Focus stays inside the drawer: Tab from the last control comes back to the first. */
export const Playground: Story = {
  play: async () => {
    const drawer = await findDrawer();
    const dialog = drawer.getByText('Account removal takes up to 45 days.').closest('[role="dialog"]');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog?.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(drawer.getByRole('radio', { name: 'Other' }));
    await waitFor(() => expect(drawer.getByRole('textbox', { name: 'How can we improve?' })).toBeVisible());
  },
};
