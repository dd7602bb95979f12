import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountViewProvider } from '../shared';
import { PhoneVerificationPrompt } from './PhoneVerificationPrompt';

const meta = {
  title: 'Flows/PhoneVerificationPrompt/Features',
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
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'We are calling (512) 555-0142. Open the link we give you within 30 minutes to verify it.',
      ),
    );
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
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Failed to verify phone number.'),
    );
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toBeEnabled();
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
