import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { lastActor } from '../PhoneVerification/PhoneVerification.fixtures';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ChangePasswordHarness, passwordInput, typePasswords } from './PasswordChange.fixtures';

/**
 * `ChangePasswordCard` renders a `passwordChangeMachine` actor. These stories run the real machine
 * with fake calls; the curator view comes from `AccountViewProvider`.
 */
const meta = {
  title: 'Flows/PasswordChange',
  component: documentedView(ChangePasswordCard),
  render: (args) => <ChangePasswordHarness {...args} />,
  parameters: { machine: 'passwordChange' },
  args: { hasNoPassword: false, change: 'succeed', setPassword: 'succeed', onCall: fn(), onActor: fn() },
  argTypes: storyFakes({
    change: { control: 'inline-radio', options: ['succeed', 'wrongOldPassword', 'fail', 'hang'] },
    setPassword: { control: 'inline-radio', options: ['succeed', 'fail', 'hang'] },
    hasNoPassword: {},
    onActor: {},
    onCall: {},
    snackbarMs: { control: 'number' },
  }),
} satisfies Meta<typeof ChangePasswordHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const snackbarStatus = () =>
  within(screen.getByRole('region', { name: 'Password notifications' })).queryByRole('status');

/** Pick the fake outcomes in the controls. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement, 'Old Password')).toBeEnabled();
  },
};

/** With the spec's 10 s the snackbar is still there a second later. */
export const SnackbarStaysTenSeconds: Story = {
  play: async ({ canvasElement, args }) => {
    await typePasswords(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(snackbarStatus()).toHaveTextContent('New password created'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(snackbarStatus()).toBeVisible();
    await expect(lastActor(args.onActor).getSnapshot().hasTag('snackbar')).toBe(true);
  },
};

/** The machine's auto-hide (10000 ms in the app, 400 ms here) removes the snackbar by itself. */
export const SnackbarAutoHides: Story = {
  args: { snackbarMs: 400 },
  play: async ({ canvasElement, args }) => {
    await typePasswords(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(snackbarStatus()).toHaveTextContent('New password created'));
    await waitFor(() => expect(snackbarStatus()).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(lastActor(args.onActor).getSnapshot().hasTag('snackbar')).toBe(false);
  },
};

/** The snackbar's Dismiss button closes it and tells the machine. */
export const SnackbarDismissed: Story = {
  play: async ({ canvasElement, args }) => {
    await typePasswords(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(snackbarStatus()).toHaveTextContent('New password created'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(snackbarStatus()).not.toBeInTheDocument());
    await expect(lastActor(args.onActor).getSnapshot().hasTag('snackbar')).toBe(false);
  },
};
