import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { AuthModal } from './AuthModal';
import {
  AuthModalHarness,
  expectFieldError,
  expectPending,
  FROZEN_TICK_MS,
  fill,
  fillLogin,
  fillSignup,
  findAuthModal,
  signupValues,
} from './AuthModal.fixtures';

const meta = {
  title: 'Flows/AuthModal/Features',
  component: documentedView(AuthModal),
  render: (args) => <AuthModalHarness {...args} />,
  args: { onCall: fn(), onNavigate: fn(), onClose: fn() },
  argTypes: storyFakes({
    login: {},
    mode: {},
    onCall: {},
    onClose: {},
    onNavigate: {},
    requestPasswordReset: {},
    showFindPolicy: {},
    signup: {},
    tickMs: {},
  }),
} satisfies Meta<typeof AuthModalHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const submit = (modal: HTMLElement, name: string) =>
  userEvent.click(within(modal).getByRole('button', { name }));

/** LOGIN, empty: Email has focus; Forgot your password?, Log in and Sign Up are offered. */
export const Login: Story = {
  play: async () => {
    const modal = await findAuthModal('LOGIN');
    const email = within(modal).getByLabelText('Email', { selector: 'input' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    const password = within(modal).getByLabelText('Password', { selector: 'input' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(within(modal).getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(within(modal).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(within(modal).queryByRole('link', { name: 'Find your policy' })).not.toBeInTheDocument();
  },
};

/** With showFindPolicy (insuranceFlow=true) the form links to the find-policy page. */
export const LoginWithFindPolicy: Story = {
  args: { showFindPolicy: true },
  play: async () => {
    const modal = await findAuthModal('LOGIN');
    await expect(within(modal).getByRole('link', { name: 'Find your policy' })).toHaveAttribute(
      'href',
      '/insurance/onboarding/state-selection',
    );
  },
};

/** Log in with both fields empty: the machine's messages on each field, focus on the first. */
export const LoginFieldErrors: Story = {
  play: async ({ args }) => {
    const modal = await findAuthModal('LOGIN');
    await fill(modal, 'Password', '   ');
    await submit(modal, 'Log in');
    await expectFieldError(modal, 'Email', 'Please enter your email address.');
    await expectFieldError(modal, 'Password', 'Please enter your password.');
    await waitFor(() => expect(within(modal).getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** The server refused the credentials (401): the form-level alert, values kept. */
export const LoginCredentialsRefused: Story = {
  args: { login: 'refuse' },
  play: async ({ args }) => {
    const modal = await findAuthModal('LOGIN');
    await fillLogin(modal, 'jane@example.com', 'wrong-password');
    await submit(modal, 'Log in');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect.',
    );
    await expect(args.onCall).toHaveBeenCalledWith('login', {
      email: 'jane@example.com',
      password: 'wrong-password',
    });
    await expect(within(modal).getByLabelText('Email', { selector: 'input' })).toHaveValue(
      'jane@example.com',
    );
  },
};

/** Logging in: Log in is pending (keeps its label, cannot be pressed again). */
export const LoggingIn: Story = {
  args: { login: 'hang' },
  play: async ({ args }) => {
    const modal = await findAuthModal('LOGIN');
    await fillLogin(modal);
    await submit(modal, 'Log in');
    await expectPending(within(modal).getByRole('button', { name: 'Log in' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
    await expect(args.onCall).toHaveBeenCalledTimes(1);
  },
};

/** A server error (500): a generic message; Log in tries again. */
export const LoginUnexpectedError: Story = {
  args: { login: 'fail' },
  play: async () => {
    const modal = await findAuthModal('LOGIN');
    await fillLogin(modal);
    await submit(modal, 'Log in');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(within(modal).getByRole('button', { name: 'Log in' })).not.toHaveAttribute('data-pending');
  },
};

/** Too many attempts (429): the lock and the time left; Log in is disabled and the notice has focus. */
export const LoginRateLimited: Story = {
  args: { login: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async () => {
    const modal = await findAuthModal('LOGIN');
    await fillLogin(modal);
    await submit(modal, 'Log in');
    const notice = await within(modal).findByText('Too many attempts. Logging in is locked for 14:18.');
    await expect(within(modal).getByRole('button', { name: 'Log in' })).toBeDisabled();
    await waitFor(() => expect(notice.closest('p')).toHaveFocus());
    await expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** SIGNUP, empty: five fields, First name has focus, links to log in and to /pro. */
export const Signup: Story = {
  args: { mode: 'SIGNUP' },
  play: async () => {
    const modal = await findAuthModal('SIGNUP');
    await waitFor(() =>
      expect(within(modal).getByLabelText('First name', { selector: 'input' })).toHaveFocus(),
    );
    for (const label of ['Last name', 'Email', 'Password', 'Confirm password']) {
      await expect(within(modal).getByLabelText(label, { selector: 'input' })).toBeVisible();
    }
    await expect(within(modal).getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(within(modal).getByRole('link', { name: 'Join our pro network' })).toHaveAttribute(
      'href',
      '/pro',
    );
    await expect(within(modal).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

/** Sign Up with nothing filled: the modal's five messages, focus on First name. */
export const SignupFieldErrors: Story = {
  args: { mode: 'SIGNUP' },
  play: async ({ args }) => {
    const modal = await findAuthModal('SIGNUP');
    await submit(modal, 'Sign Up');
    await expectFieldError(modal, 'First name', 'Please enter your first name.');
    await expectFieldError(modal, 'Last name', 'Please enter your last name.');
    await expectFieldError(modal, 'Email', 'Please enter your email address.');
    await expectFieldError(modal, 'Password', 'Please create a password.');
    await expectFieldError(modal, 'Confirm password', 'Please confirm your password.');
    await waitFor(() =>
      expect(within(modal).getByLabelText('First name', { selector: 'input' })).toHaveFocus(),
    );
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** The confirmation differs: 'Passwords do not match' on it, focus moves there. */
export const SignupPasswordsDoNotMatch: Story = {
  args: { mode: 'SIGNUP' },
  play: async () => {
    const modal = await findAuthModal('SIGNUP');
    await fillSignup(modal, { ...signupValues, passwordConfirm: 'secret2' });
    await submit(modal, 'Sign Up');
    await expectFieldError(modal, 'Confirm password', 'Passwords do not match');
    await waitFor(() =>
      expect(within(modal).getByLabelText('Confirm password', { selector: 'input' })).toHaveFocus(),
    );
  },
};

/** The address has an account: the message with 'Log in here'. */
export const SignupAccountExists: Story = {
  args: { mode: 'SIGNUP', signup: 'accountExists' },
  play: async ({ args }) => {
    const modal = await findAuthModal('SIGNUP');
    await fillSignup(modal);
    await submit(modal, 'Sign Up');
    const alert = await within(modal).findByRole('alert');
    await expect(alert).toHaveTextContent('An account with this email already exists. Log in here');
    await expect(within(alert).getByRole('link', { name: 'Log in here' })).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledWith('signup', signupValues);
  },
};

/** The server's own field error lands on its field. */
export const SignupServerFieldError: Story = {
  args: { mode: 'SIGNUP', signup: 'serverFieldErrors' },
  play: async () => {
    const modal = await findAuthModal('SIGNUP');
    await fillSignup(modal);
    await submit(modal, 'Sign Up');
    await waitFor(() => expectFieldError(modal, 'Email', 'This email address cannot be used.'));
  },
};

/** Signing up: the button reads 'Signing Up...' and cannot be pressed. */
export const SigningUp: Story = {
  args: { mode: 'SIGNUP', signup: 'hang' },
  play: async () => {
    const modal = await findAuthModal('SIGNUP');
    await fillSignup(modal);
    await submit(modal, 'Sign Up');
    await expectPending(await within(modal).findByRole('button', { name: 'Signing Up...' }));
  },
};

/** Any other sign-up failure: 'Signup failed. Please try again.' */
export const SignupFailed: Story = {
  args: { mode: 'SIGNUP', signup: 'fail' },
  play: async () => {
    const modal = await findAuthModal('SIGNUP');
    await fillSignup(modal);
    await submit(modal, 'Sign Up');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Signup failed. Please try again.',
    );
  },
};

/** FORGOT_PASSWORD: one address; Email has focus. */
export const ForgotPassword: Story = {
  args: { mode: 'FORGOT_PASSWORD' },
  play: async () => {
    const modal = await findAuthModal('FORGOT_PASSWORD');
    await waitFor(() => expect(within(modal).getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    await expect(within(modal).getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expect(within(modal).getByRole('link', { name: 'Back to log in' })).toBeVisible();
  },
};

/** Sending with no address: the login form's required-address message. */
export const ForgotPasswordFieldError: Story = {
  args: { mode: 'FORGOT_PASSWORD' },
  play: async ({ args }) => {
    const modal = await findAuthModal('FORGOT_PASSWORD');
    await submit(modal, 'Send reset link');
    await expectFieldError(modal, 'Email', 'Please enter your email address.');
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** Sending the reset email: the button is pending. */
export const SendingResetLink: Story = {
  args: { mode: 'FORGOT_PASSWORD', requestPasswordReset: 'hang' },
  play: async ({ args }) => {
    const modal = await findAuthModal('FORGOT_PASSWORD');
    await fill(modal, 'Email', 'jane@example.com');
    await submit(modal, 'Send reset link');
    await expectPending(within(modal).getByRole('button', { name: 'Send reset link' }));
    await expect(args.onCall).toHaveBeenCalledWith('requestPasswordReset', { email: 'jane@example.com' });
  },
};

/** The reset request failed: a generic message; sending again retries. */
export const ForgotPasswordUnexpectedError: Story = {
  args: { mode: 'FORGOT_PASSWORD', requestPasswordReset: 'fail' },
  play: async () => {
    const modal = await findAuthModal('FORGOT_PASSWORD');
    await fill(modal, 'Email', 'jane@example.com');
    await submit(modal, 'Send reset link');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  },
};

/** Too many reset emails asked for (429): sending is locked for the server's time. */
export const ForgotPasswordRateLimited: Story = {
  args: { mode: 'FORGOT_PASSWORD', requestPasswordReset: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async () => {
    const modal = await findAuthModal('FORGOT_PASSWORD');
    await fill(modal, 'Email', 'jane@example.com');
    await submit(modal, 'Send reset link');
    await within(modal).findByText('Too many attempts. Sending a reset email is locked for 14:18.');
    await expect(within(modal).getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    await expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** FORGOT_PASSWORD_SUCCESS: 'Check your email', the address, the support phone, back to log in. */
export const ForgotPasswordSuccess: Story = {
  args: { mode: 'FORGOT_PASSWORD' },
  play: async () => {
    const form = await findAuthModal('FORGOT_PASSWORD');
    await fill(form, 'Email', 'jane@example.com');
    await submit(form, 'Send reset link');
    const modal = await findAuthModal('FORGOT_PASSWORD_SUCCESS');
    const message = within(modal).getByText(/we sent it a link to reset your password/);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(message).toHaveTextContent('jane@example.com');
    await expect(within(modal).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await expect(within(modal).getByRole('button', { name: 'Back to log in' })).toBeVisible();
  },
};
