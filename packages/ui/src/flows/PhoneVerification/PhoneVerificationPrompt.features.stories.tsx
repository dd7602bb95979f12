import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountViewProvider } from '../shared';
import { PhoneVerificationPrompt } from './PhoneVerificationPrompt';

const meta = {
  title: 'Flows/PhoneVerification/Prompt/Features',
  component: PhoneVerificationPrompt,
  args: { phoneNumber: '(512) 555-0142', onRequest: fn(() => Promise.resolve()) },
} satisfies Meta<typeof PhoneVerificationPrompt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The call was placed: the button is done and the status says where the link comes from. */
export const CallPlaced: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify by phone call' }));
    await expect(args.onRequest).toHaveBeenCalledOnce();
    const placed = await canvas.findByText(
      'We are calling (512) 555-0142. Open the link we give you within 30 minutes to verify it.',
    );
    await expect(placed.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toBeDisabled();
  },
};

/** The call could not be placed: the spec's failure line, and the button can be pressed again. */
export const CallFailed: Story = {
  args: { onRequest: fn(() => Promise.reject(new Error('429'))) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const failed = await canvas.findByText('Failed to verify phone number.');
    await expect(failed.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toBeEnabled();
  },
};

/**
 * Too many calls asked for (429, retryAfter 125 s): the call is locked for the time left, shown
 * under the prompt; not the failure line, since trying again now cannot help.
 */
export const CallRateLimited: Story = {
  args: {
    lockoutTickMs: 60 * 60 * 1000,
    onRequest: fn(() =>
      Promise.reject(Object.assign(new Error('429'), { status: 429, code: 'RATE_LIMITED', retryAfter: 125 })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify by phone call' }));
    await canvas.findByText('Too many attempts. Phone verification is locked for 2:05.');
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toBeDisabled();
    await expect(canvas.queryByText('Failed to verify phone number.')).not.toBeInTheDocument();
  },
};

/** A curator viewing a customer cannot ask for the call. */
export const CuratorView: Story = {
  decorators: [
    (Story) => (
      <AccountViewProvider viewer={{ kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' }}>
        <Story />
      </AccountViewProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toBeDisabled();
  },
};
