import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { lastActor, PhoneVerificationToastHarness } from './PhoneVerification.fixtures';
import { PhoneVerificationToast } from './PhoneVerificationToast';

const meta = {
  title: 'Flows/PhoneVerification/Features',
  component: documentedView(PhoneVerificationToast),
  render: (args) => <PhoneVerificationToastHarness {...args} />,
  args: { state: 'SUCCESS', phoneVerified: true, onActor: fn() },
  argTypes: storyFakes({
    onActor: {},
    phoneVerified: {},
    state: {},
  }),
} satisfies Meta<typeof PhoneVerificationToastHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Phone verification notifications' });

/** phoneVerified=true and SUCCESS: 'Successfully saved', announced politely, bottom-left. */
export const Verified: Story = {
  play: async () => {
    const status = await within(region()).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Successfully saved$/));
    await expect(region().closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-left');
  },
};

/** phoneVerified=true and FAILURE: 'Failed to verify phone number.' */
export const VerificationFailed: Story = {
  args: { state: 'FAILURE' },
  play: async () => {
    const status = await within(region()).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Failed to verify phone number\.$/));
  },
};

/** Without phoneVerified=true in the query the state does not matter: no toast. */
export const NotRequested: Story = {
  args: { phoneVerified: false },
  play: async ({ args }) => {
    await waitFor(() => expect(lastActor(args.onActor).getSnapshot().value).toBe('hidden'));
    await expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** No verification state: no toast either. */
export const NoState: Story = {
  args: { state: null },
  play: async () => {
    await expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The keyboard reaches the toast's dismiss button; Enter closes it for good. */
export const DismissedByKeyboard: Story = {
  play: async ({ args }) => {
    await within(region()).findByRole('status');
    await userEvent.tab();
    const dismiss = within(region()).getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region()).queryByRole('status')).not.toBeInTheDocument());
    await expect(lastActor(args.onActor).getSnapshot().value).toBe('hidden');
  },
};
