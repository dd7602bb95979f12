import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import {
  expectCalledOnceWith,
  expectFieldError,
  expectPending,
  FROZEN_TICK_MS,
  fill,
  fillLogin,
} from '../AuthModal/AuthModal.fixtures';
import { LoginPage } from './LoginPage';
import { LoginPageHarness } from './LoginPage.fixtures';

const meta = {
  title: 'Flows/LoginPage/Features',
  component: documentedView(LoginPage),
  render: (args) => <LoginPageHarness {...args} />,
  args: {
    redirectTo: '/my-home',
    search: '?r=%2Fmy-home',
    onCall: fn(),
    onRedirect: fn(),
    onForgotPassword: fn(),
  },
  argTypes: storyFakes({
    isLoggedIn: {},
    loadSession: {},
    login: {},
    onCall: {},
    onRedirect: {},
    redirectTo: {},
    showFindPolicy: {},
    notice: {},
    tickMs: {},
  }),
} satisfies Meta<typeof LoginPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const logIn = async (canvas: Canvas, canvasElement: HTMLElement) => {
  await fillLogin(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
};

/** Not logged in: 'Log in' with the form; Sign Up links to /signup with the page's query string. */
export const Form: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?r=%2Fmy-home',
    );
    await expect(canvas.queryByRole('link', { name: 'Find your policy' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** insuranceFlow=true: the find-policy link. */
export const FormWithFindPolicy: Story = {
  args: { showFindPolicy: true, search: '?r=%2Fmy-home&insuranceFlow=true' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Find your policy' })).toHaveAttribute(
      'href',
      '/insurance/onboarding/state-selection',
    );
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?r=%2Fmy-home&insuranceFlow=true',
    );
  },
};

/** Log in with blank fields: the machine's messages, focus on Email. */
export const FieldErrors: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fill(canvasElement, 'Email', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectFieldError(canvasElement, 'Email', 'Please enter your email address.');
    await expectFieldError(canvasElement, 'Password', 'Please enter your password.');
    await waitFor(() => expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** Refused credentials (401). */
export const CredentialsRefused: Story = {
  args: { login: 'refuse' },
  play: async ({ canvas, canvasElement, args }) => {
    await logIn(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect.',
    );
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/**
 * Too many attempts (429, retryAfter 858 s): the lock and the time left, as the code step says it;
 * Log in is disabled and described by it, the focus is on it, and its start is announced in words.
 */
export const RateLimited: Story = {
  args: { login: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvas, canvasElement);
    const notice = await canvas.findByText('Too many attempts. Logging in is locked for 14:18.');
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Too many attempts. Logging in is locked for 14:18.');
    await waitFor(() => expect(notice.closest('p')).toHaveFocus());
    await expect(
      canvas.getByText('Too many attempts. Logging in is locked for 14 minutes 18 seconds.'),
    ).toHaveAttribute('role', 'status');
    // Not the generic line: what happened is said once.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A stale page (403 CSRF): the form says nothing of its own and keeps what was typed. */
export const PageExpired: Story = {
  args: { login: 'pageExpired' },
  play: async ({ canvas, canvasElement, args }) => {
    await logIn(canvas, canvasElement);
    await waitFor(() => expect(args.onCall).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveValue('jane@example.com');
  },
};

/** Refused, then sent blank: the new field messages replace the refusal, which goes. */
export const RefusedThenBlank: Story = {
  args: { login: 'refuse' },
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvas, canvasElement);
    await canvas.findByRole('alert');
    await fill(canvasElement, 'Email', '');
    await fill(canvasElement, 'Password', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectFieldError(canvasElement, 'Email', 'Please enter your email address.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Logging in: Log in is pending. */
export const LoggingIn: Story = {
  args: { login: 'hang' },
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvas, canvasElement);
    await expectPending(canvas.getByRole('button', { name: 'Log in' }));
  },
};

/** Logged in, loading the session: still pending. */
export const LoadingSession: Story = {
  args: { loadSession: 'hang' },
  play: async ({ canvas, canvasElement, args }) => {
    await logIn(canvas, canvasElement);
    await waitFor(() => expect(args.onCall).toHaveBeenCalledWith('loadSession', undefined));
    await expectPending(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** A server error on login: a generic message; Log in tries again. */
export const UnexpectedError: Story = {
  args: { login: 'fail' },
  play: async ({ canvas, canvasElement }) => {
    await logIn(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  },
};

/** The session failed to load after login: the same generic message, no redirect. */
export const SessionLoadFailed: Story = {
  args: { loadSession: 'fail' },
  play: async ({ canvas, canvasElement, args }) => {
    await logIn(canvas, canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** Already logged in: no form, a polite 'Redirecting…'; the actor emitted `redirect` to r at once. */
export const RedirectingWhenLoggedIn: Story = {
  args: { isLoggedIn: true, redirectTo: '/my-projects' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting…');
    await expect(canvas.queryByLabelText('Email')).not.toBeInTheDocument();
    await expectCalledOnceWith(args.onRedirect, { type: 'redirect', to: '/my-projects' });
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** After a password reset the page says the password changed, above the form, until logging in. */
export const AfterPasswordReset: Story = {
  args: { notice: 'Your password has been changed. Log in with your new password.' },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('Your password has been changed. Log in with your new password.');
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};
