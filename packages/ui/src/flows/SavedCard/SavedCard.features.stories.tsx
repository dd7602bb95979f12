import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { SavedCard } from './SavedCard';
import { SavedCardHarness, storyCards } from './SavedCard.fixtures';

const meta = {
  title: 'Flows/SavedCard/Features',
  component: documentedView(SavedCard),
  render: (args) => <SavedCardHarness {...args} />,
  args: { card: storyCards.amex },
  argTypes: storyFakes({
    remove: {},
    viewer: {},
  }),
} satisfies Meta<typeof SavedCardHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const remove = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Remove Card American Express ending in 8431' });

async function confirm(canvas: Canvas) {
  await userEvent.click(remove(canvas));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  return dialog;
}

/** At rest: brand, last four, expiry and Remove Card. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    // The first is the card's text; the second completes the Remove Card button's name, unseen.
    await expect(canvas.getAllByText('American Express ending in 8431')[0]).toBeVisible();
    await expect(canvas.getByText('Expires 11/2029')).toBeVisible();
    await expect(remove(canvas)).toBeEnabled();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Remove Card opens the Confirm Remove dialog, focus inside, with No and Yes. */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(remove(canvas));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const body = within(dialog);
    await expect(body.getByRole('button', { name: 'No' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'Yes' })).toBeEnabled();
  },
};

/** Setting the card INACTIVE: Yes is busy and keeps its label, No is disabled. */
export const Removing: Story = {
  args: { remove: 'removing' },
  play: async ({ canvas }) => {
    const dialog = within(await confirm(canvas));
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await waitFor(() => expect(yes).toHaveAttribute('data-pending', 'true'));
    await expect(dialog.getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Confirm Remove' })).toBeVisible();
  },
};

/** Reloading the cards after the removal: still busy. */
export const Reloading: Story = {
  args: { remove: 'reloading' },
  play: async ({ canvas }) => {
    const dialog = within(await confirm(canvas));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Yes' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** The removal failed: the dialog closes, 'Failed to remove card.' under the card, retry possible. */
export const RemoveFailed: Story = {
  args: { remove: 'fails' },
  play: async ({ canvas }) => {
    await confirm(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to remove card.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove(canvas)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // The dialog fades in: visible once its entering animation is over.
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The card was set INACTIVE but the list could not be reloaded: 'Error loading credit cards'. */
export const ReloadFailed: Story = {
  args: { remove: 'reloadFails' },
  play: async ({ canvas }) => {
    await confirm(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading credit cards');
  },
};

/** A curator's view: Remove Card is disabled. */
export const CuratorView: Story = {
  args: { viewer: 'curator' },
  play: async ({ canvas }) => {
    await expect(remove(canvas)).toBeDisabled();
  },
};
