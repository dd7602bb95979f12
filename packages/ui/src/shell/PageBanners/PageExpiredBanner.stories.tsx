import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PageExpiredBanner } from './PageExpiredBanner';

const meta = {
  title: 'Shell/PageExpiredBanner',
  component: PageExpiredBanner,
  tags: ['autodocs'],
  args: { onRefresh: fn(), isDismissible: false, onDismiss: fn() },
} satisfies Meta<typeof PageExpiredBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An alert with the spec's sentence; Tab reaches the refresh link and Enter runs `onRefresh`. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^This page has expired\. Click here to refresh the page\.$/);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Click here to refresh the page.' });
    await expect(link).toHaveFocus();
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(link);
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** With a close button: Tab moves from the link to it and Space closes the banner. */
export const DismissWithKeyboard: Story = {
  args: { isDismissible: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss page expired message' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
