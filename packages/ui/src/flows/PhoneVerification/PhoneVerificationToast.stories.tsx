import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { lastActor, PhoneVerificationToastHarness } from './PhoneVerification.fixtures';
import { PhoneVerificationToast } from './PhoneVerificationToast';

/**
 * `PhoneVerificationToast` renders a `phoneVerificationMachine` actor: the toast after phone
 * verification, shown only when the query says phoneVerified=true, hidden after 6 s.
 */
const meta = {
  title: 'Flows/PhoneVerification',
  component: documentedView(PhoneVerificationToast),
  render: (args) => <PhoneVerificationToastHarness {...args} />,
  parameters: { machine: 'phoneVerification' },
  args: { state: 'SUCCESS', phoneVerified: true, onActor: fn() },
  argTypes: storyFakes({
    state: { control: 'inline-radio', options: ['SUCCESS', 'FAILURE', null] },
    autoHideMs: { control: 'number' },
    onActor: {},
    phoneVerified: {},
  }),
} satisfies Meta<typeof PhoneVerificationToastHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const statusIn = () =>
  within(screen.getByRole('region', { name: 'Phone verification notifications' })).queryByRole('status');

/** Pick the state in the controls. */
export const Playground: Story = {
  play: async () => {
    await waitFor(() => expect(statusIn()).toHaveTextContent('Successfully saved'));
  },
};

/** With the spec's 6 s delay the toast is still there a second later. */
export const StaysForSixSeconds: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(statusIn()).toHaveTextContent('Successfully saved'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(statusIn()).toBeVisible();
    await expect(lastActor(args.onActor).getSnapshot().hasTag('visible')).toBe(true);
  },
};

/** The machine's auto-hide (6000 ms in the app, 400 ms here) removes the toast by itself. */
export const AutoHide: Story = {
  args: { state: 'FAILURE', autoHideMs: 400 },
  play: async ({ args }) => {
    await waitFor(() => expect(statusIn()).toHaveTextContent('Failed to verify phone number.'));
    await waitFor(() => expect(statusIn()).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(lastActor(args.onActor).getSnapshot().value).toBe('hidden');
  },
};
