import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { expectFieldError, expectPending, FROZEN_TICK_MS, fill } from '../AuthModal/AuthModal.fixtures';
import { fillPasswords, PASSWORDLESS_STORY_TITLE, PasswordlessHarness } from './Passwordless.fixtures';
import { PasswordlessForm } from './PasswordlessForm';

const meta = {
  title: 'Flows/Passwordless/Features',
  component: documentedView(PasswordlessForm),
  render: (args) => <PasswordlessHarness {...args} />,
  args: { onCall: fn() },
  argTypes: storyFakes({
    inDialog: {},
    loginAfterFailures: {},
    loginFailures: {},
    onCall: {},
    setPassword: {},
    tickMs: {},
  }),
} satisfies Meta<typeof PasswordlessHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const credentials = { email: 'jane@example.com', password: 'secret1' };
const input = (canvas: Canvas, label: string) => canvas.getByLabelText(label, { selector: 'input' });
const setPassword = async (canvas: Canvas, canvasElement: HTMLElement) => {
  await fillPasswords(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
};
const loginCalls = (onCall: unknown) =>
  (onCall as { mock: { calls: unknown[][] } }).mock.calls.filter(([name]) => name === 'login').length;

/** The address is prefilled; a new password and its confirmation are asked for. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(input(canvas, 'Email')).toHaveValue('jane@example.com');
    await expect(input(canvas, 'Email')).toHaveAttribute('autocomplete', 'username');
    await expect(input(canvas, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(input(canvas, 'Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();
    for (const status of canvas.getAllByRole('status')) await expect(status).toBeEmptyDOMElement();
  },
};

/** An invalid address, a password without a letter, no confirmation: the spec's messages. */
export const FieldErrors: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fill(canvasElement, 'Email', 'jane@');
    await fill(canvasElement, 'Password', '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expectFieldError(canvasElement, 'Email', 'Please enter a valid email address.');
    await expectFieldError(
      canvasElement,
      'Password',
      'Password must be at least 6 characters and contain a letter.',
    );
    await expectFieldError(canvasElement, 'Confirm password', 'Please confirm your password.');
    await waitFor(() => expect(input(canvas, 'Email')).toHaveFocus());
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** The confirmation differs from the password. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillPasswords(canvasElement, 'secret1', 'secret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expectFieldError(canvasElement, 'Confirm password', 'Passwords do not match');
    await waitFor(() => expect(input(canvas, 'Confirm password')).toHaveFocus());
  },
};

/** Setting the password: the button is pending, the fields read-only. */
export const SettingPassword: Story = {
  args: { setPassword: 'hang' },
  play: async ({ canvas, canvasElement, args }) => {
    await setPassword(canvas, canvasElement);
    await expectPending(canvas.getByRole('button', { name: 'Set password' }));
    await expect(input(canvas, 'Password')).toHaveAttribute('readonly');
    await expect(args.onCall).toHaveBeenCalledWith('setPassword', credentials);
    for (const status of canvas.getAllByRole('status')) await expect(status).toBeEmptyDOMElement();
  },
};

/** The password is set; logging in: 'Logging you in…', still pending. */
export const LoggingIn: Story = {
  args: { loginAfterFailures: 'hang' },
  play: async ({ canvas, canvasElement, args }) => {
    await setPassword(canvas, canvasElement);
    await expect((await canvas.findByText('Logging you in…')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(args.onCall).toHaveBeenCalledWith('login', credentials));
    await expectPending(canvas.getByRole('button', { name: 'Set password' }));
  },
};

/** The first login failed: 500 ms later it is tried again, still 'Logging you in…', no error shown. */
export const RetryingLogin: Story = {
  args: { loginFailures: 1, loginAfterFailures: 'hang' },
  play: async ({ canvas, canvasElement, args }) => {
    await setPassword(canvas, canvasElement);
    await waitFor(() => expect(loginCalls(args.onCall)).toBe(2));
    await expect(canvas.getByText('Logging you in…').closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expectPending(canvas.getByRole('button', { name: 'Set password' }));
  },
};

/** Setting the password failed: the message, the values kept, Set password tries again. */
export const SetPasswordFailed: Story = {
  args: { setPassword: 'fail' },
  play: async ({ canvas, canvasElement }) => {
    await setPassword(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There was a problem updating your password, please try again.',
    );
    await expect(input(canvas, 'Password')).toHaveValue('secret1');
    await expect(input(canvas, 'Password')).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Set password' })).not.toHaveAttribute('data-pending');
  },
};

/** The first login and its 3 retries failed: the message, and Retry (focused) to log in again. */
export const LoginFailed: Story = {
  args: { loginFailures: 4 },
  play: async ({ canvas, canvasElement, args }) => {
    await setPassword(canvas, canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Signup failed. Please try again.');
    await expect(loginCalls(args.onCall)).toBe(4);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
    await expect(input(canvas, 'Password')).toHaveAttribute('readonly');
  },
};

/** Logged in: the actor is done and says so; the app moves on with its output. */
export const LoggedIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await setPassword(canvas, canvasElement);
    const done = await canvas.findByText('Your password is set and you are logged in.');
    await expect(done.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  },
};

/** The account has a password already (409): say so, and what to do instead of trying again. */
export const PasswordAlreadySet: Story = {
  args: { setPassword: 'conflict' },
  play: async ({ canvas, canvasElement }) => {
    await setPassword(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This account already has a password. Log in with it, or use Forgot your password? to choose a new one.',
    );
  },
};

/** Too many attempts (429): setting the password is locked for the server's time, shown in place. */
export const RateLimited: Story = {
  args: { setPassword: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async ({ canvas, canvasElement }) => {
    await setPassword(canvas, canvasElement);
    await canvas.findByText('Too many attempts. Setting your password is locked for 14:18.');
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The same form inside a dialog, as the auth modal shows it: Email has focus. */
export const InDialog: Story = {
  args: { inDialog: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PASSWORDLESS_STORY_TITLE });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Set password' })).toBeVisible();
  },
};
