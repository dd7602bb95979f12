import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PageExpiredBanner } from './PageExpiredBanner';

const meta = {
  title: 'Shell/PageExpiredBanner/Features',
  component: PageExpiredBanner,
  args: { onRefresh: fn(), onDismiss: fn() },
} satisfies Meta<typeof PageExpiredBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Shown on a CSRF error: announced at once as an alert. */
export const Shown: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This page has expired. Click here to refresh the page.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Click here to refresh the page.' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const WithCloseButton: Story = {
  args: { isDismissible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dismiss page expired message' })).toBeVisible();
  },
};

/** After its close button is pressed the banner is gone. */
export const Dismissed: Story = {
  args: { isDismissible: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss page expired message' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
