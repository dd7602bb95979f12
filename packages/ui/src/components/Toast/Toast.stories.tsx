import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, ModalTrigger } from '../Modal';
import { ToastRegion, type ToastRegionProps } from './Toast';
import { createToastQueue, type ToastContent, type ToastOptions } from './Toast.queue';

type PlaygroundArgs = Omit<ToastRegionProps, 'queue'> &
  ToastContent &
  ToastOptions & { message: string; title?: string };

/** A button that adds a toast built from the story's args, and the region that shows it. */
function ToastPlayground({
  placement,
  dismissLabel,
  message,
  title,
  variant,
  timeout,
  onClose,
}: PlaygroundArgs) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <Button onPress={() => queue.add({ message, title, variant }, { timeout, onClose })}>Show toast</Button>
      <ToastRegion queue={queue} placement={placement} dismissLabel={dismissLabel} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastPlayground,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Render one `ToastRegion` with a queue from `createToastQueue()`, then call `queue.add({ message, variant }, { timeout })` (or `useToasts(queue).add`). Toasts are announced politely (`role="status"`) inside the "Notifications" landmark; countdowns pause on hover and focus.',
      },
    },
  },
  args: {
    message: 'New password created',
    variant: 'success',
    placement: 'bottom-left',
    timeout: 10000,
    onClose: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'success', 'error'] },
    placement: {
      control: 'select',
      options: ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'],
    },
    timeout: { control: 'number' },
  },
} satisfies Meta<typeof ToastPlayground>;
export default meta;

type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Notifications' }));

/** Pressing the button shows a toast in the 'Notifications' region; Dismiss closes it. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const status = await region(canvasElement).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('New password created'));
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(region(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(region(canvasElement).queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** With a short `timeout` the toast hides by itself. */
export const AutoHide: Story = {
  args: { timeout: 300, message: 'We sent a code to your phone', variant: 'neutral' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await waitFor(() =>
      expect(region(canvasElement).getByRole('status')).toHaveTextContent('We sent a code to your phone'),
    );
    await waitFor(() => expect(region(canvasElement).queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * The countdown pauses while the pointer is over a toast and resumes when it leaves. The 1 s
 * timeout leaves a slow machine time to move the pointer there before it runs out.
 */
export const PauseOnHover: Story = {
  args: { timeout: 1000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const status = await region(canvasElement).findByRole('status');
    await userEvent.hover(status);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(status).toBeInTheDocument();
    await userEvent.unhover(status);
    await waitFor(() => expect(status).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** From the keyboard: Enter shows a toast, Tab reaches its dismiss button, Enter dismisses and focus returns. */
export const KeyboardDismiss: Story = {
  args: { timeout: undefined, variant: 'error', message: 'We could not save your changes' },
  play: async ({ canvas, canvasElement, args }) => {
    const show = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.tab();
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region(canvasElement).getAllByRole('status')).toHaveLength(2));
    const [first, second] = region(canvasElement).getAllByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region(canvasElement).getAllByRole('status')).toHaveLength(1));
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(region(canvasElement).queryByRole('status')).not.toBeInTheDocument());
    await expect(show).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

function ToastFromModal(props: PlaygroundArgs) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <ModalTrigger>
        <Button>Change password</Button>
        <Modal title="Change password">
          <Button onPress={() => queue.add({ message: props.message, variant: props.variant })}>Save</Button>
        </Modal>
      </ModalTrigger>
      <ToastRegion queue={queue} placement={props.placement} />
    </>
  );
}

/** A toast shown while a modal is open stays reachable: dismissing it leaves the modal open. */
export const AboveModal: Story = {
  render: (args) => <ToastFromModal {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const modal = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(region(canvasElement).getByRole('status')).toHaveTextContent('New password created'),
    );
    await userEvent.click(region(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(region(canvasElement).queryByRole('status')).not.toBeInTheDocument());
    await expect(modal).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal).not.toBeInTheDocument());
  },
};
