import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneVerificationPrompt } from './PhoneVerificationPrompt';

/**
 * `PhoneVerificationPrompt` sits under an unverified mobile number on Profile Information: it
 * asks the API to call the number with a verification link and says what happens next.
 */
const meta = {
  title: 'Flows/PhoneVerification/Prompt',
  component: PhoneVerificationPrompt,
  args: { phoneNumber: '(512) 555-0142', onRequest: fn(() => Promise.resolve()) },
} satisfies Meta<typeof PhoneVerificationPrompt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The number as stored, and the button that asks for the call. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(512) 555-0142 is not verified yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify by phone call' })).toHaveAccessibleDescription(
      '(512) 555-0142 is not verified yet.',
    );
  },
};
