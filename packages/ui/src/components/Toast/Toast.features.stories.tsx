import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ToastRegion, type ToastRegionProps } from './Toast';
import { createToastQueue, type ToastContent } from './Toast.queue';

type FeatureArgs = Omit<ToastRegionProps, 'queue'> & { toasts: ToastContent[] };

/** A region whose queue already holds the story's toasts, with no timeout, so it stays still. */
function PrefilledRegion({ toasts, ...props }: FeatureArgs) {
  const [queue] = useState(() => {
    const prefilled = createToastQueue();
    for (const toast of toasts) prefilled.add(toast);
    return prefilled;
  });
  return <ToastRegion {...props} queue={queue} />;
}

const meta = {
  title: 'Components/Toast/Features',
  component: PrefilledRegion,
  args: { placement: 'bottom-left', toasts: [{ message: 'New password created', variant: 'success' }] },
} satisfies Meta<typeof PrefilledRegion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('New password created'));
  },
};

export const Neutral: Story = {
  args: { toasts: [{ message: 'We sent a verification code to your phone.' }] },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: { toasts: [{ message: 'We could not save your changes. Try again.', variant: 'error' }] },
};

export const WithTitle: Story = {
  args: {
    toasts: [
      { title: 'Booking confirmed', message: 'Your pro will arrive on Tuesday at 9 am.', variant: 'success' },
    ],
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { message: 'Project saved', variant: 'success' },
      { message: 'Photos are still uploading' },
      { message: 'One photo was too large to upload', variant: 'error' },
    ],
  },
};

export const BottomCenter: Story = { args: { placement: 'bottom-center' } };

export const TopRight: Story = {
  args: {
    placement: 'top-right',
    toasts: [{ message: 'Project saved', variant: 'success' }, { message: 'Photos are still uploading' }],
  },
};
