import { messages } from '@hearth/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { AccountRemovalHarness, findDrawer } from './AccountRemoval.fixtures';
import { AccountRemovalDrawer, REMOVAL_SENT_MESSAGE } from './AccountRemovalDrawer';

const meta = {
  title: 'Flows/AccountRemoval/Features',
  component: documentedView(AccountRemovalDrawer),
  render: (args) => <AccountRemovalHarness {...args} />,
  args: { onReload: fn(), onCall: fn() },
  argTypes: storyFakes({
    onCall: {},
    send: {},
    viewer: {},
  }),
} satisfies Meta<typeof AccountRemovalHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const reasons = [
  "I'm a Hearth Pro and want to remove my profile",
  'I am concerned about my privacy',
  "I don't see value in the service",
  'I had a bad experience using your service',
  'Other',
];

const deleteButton = (drawer: ReturnType<typeof within>) => drawer.getByRole('button', { name: 'Delete' });

/** Opened: what removal means (45 days), the five reasons with the product's name, Delete disabled. */
export const Open: Story = {
  play: async () => {
    const drawer = await findDrawer();
    for (const line of [
      'You will be signed out.',
      'Removal of your account begins processing.',
      'You will receive a confirmation.',
      'Account removal takes up to 45 days.',
    ]) {
      await expect(drawer.getByText(line)).toBeVisible();
    }
    const radios = drawer.getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(reasons);
    await expect(deleteButton(drawer)).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(drawer.queryByLabelText('How can we improve?')).not.toBeInTheDocument();
  },
};

/** A reason other than Other is enough for Delete. */
export const ReasonChosen: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('radio', { name: 'I am concerned about my privacy' }));
    await expect(drawer.getByRole('radio', { name: 'I am concerned about my privacy' })).toBeChecked();
    await expect(deleteButton(drawer)).toBeEnabled();
  },
};

/** Other shows the feedback box; Delete waits for some text, and switching away clears it. */
export const OtherNeedsFeedback: Story = {
  play: async () => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('radio', { name: 'Other' }));
    const box = drawer.getByRole('textbox', { name: 'How can we improve?' });
    await expect(box).toHaveAttribute('placeholder', 'Provide your feedback here');
    await expect(deleteButton(drawer)).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(deleteButton(drawer)).toBeDisabled();
    await userEvent.type(box, 'Too many emails');
    await expect(deleteButton(drawer)).toBeEnabled();
    await userEvent.click(drawer.getByRole('radio', { name: "I don't see value in the service" }));
    await expect(drawer.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('radio', { name: 'Other' }));
    await expect(drawer.getByRole('textbox', { name: 'How can we improve?' })).toHaveValue('');
    await expect(deleteButton(drawer)).toBeDisabled();
  },
};

/** Keyboard only: arrows to Other, Tab to the box, type, Tab to Delete, Enter; then signed out. */
export const OtherDeletedByKeyboard: Story = {
  play: async ({ args }) => {
    const drawer = await findDrawer();
    const first = drawer.getByRole('radio', { name: reasons[0] });
    while (document.activeElement !== first) await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(drawer.getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.tab();
    await expect(drawer.getByRole('textbox', { name: 'How can we improve?' })).toHaveFocus();
    await userEvent.keyboard('Too many emails');
    await userEvent.tab();
    await expect(deleteButton(drawer)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
    await expect(args.onCall).toHaveBeenCalledWith('sendRemovalRequest', {
      email: 'hana@example.com',
      reason: 'Too many emails',
    });
    await expect(args.onCall).toHaveBeenCalledWith('logout');
    await expect(drawer.getByRole('status')).toHaveTextContent(REMOVAL_SENT_MESSAGE);
    await expect(deleteButton(drawer)).toHaveAttribute('data-pending');
  },
};

/** Sending: Delete busy (keeping its label), the reasons and Cancel disabled, no way to close. */
export const Sending: Story = {
  args: { send: 'pending' },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('radio', { name: 'I had a bad experience using your service' }));
    await userEvent.click(deleteButton(drawer));
    await waitFor(() => expect(deleteButton(drawer)).toHaveAttribute('data-pending'));
    await expect(deleteButton(drawer)).toHaveAttribute('aria-disabled', 'true');
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(drawer.getByRole('radio', { name: 'Other' })).toBeDisabled();
    await expect(drawer.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Remove account' })).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledWith('sendRemovalRequest', {
      email: 'hana@example.com',
      reason: 'I had a bad experience using your service',
    });
  },
};

/** The request failed: the message shows, the selection stays, Delete can be pressed again. */
export const Failed: Story = {
  args: { send: 'reject' },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('radio', { name: 'I am concerned about my privacy' }));
    await userEvent.click(deleteButton(drawer));
    await expect(await drawer.findByRole('alert')).toHaveTextContent(messages.profile.nameSaveFailed);
    await expect(drawer.getByRole('radio', { name: 'I am concerned about my privacy' })).toBeChecked();
    await expect(deleteButton(drawer)).toBeEnabled();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Cancel clears the choice and closes the drawer. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('radio', { name: 'Other' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** A curator viewing a customer's account: the reasons and Delete are disabled. */
export const Curator: Story = {
  args: { viewer: 'curator' },
  play: async () => {
    const drawer = await findDrawer();
    for (const radio of drawer.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(deleteButton(drawer)).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
