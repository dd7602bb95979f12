import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { AuthModal } from './AuthModal';
import {
  AuthModalHarness,
  expectCalledOnceWith,
  FAKE_LOGIN_SESSION,
  fillSignup,
  findAuthModal,
  signupValues,
  waitForAuthModalClosed,
} from './AuthModal.fixtures';

const meta = {
  title: 'Flows/AuthModal',
  component: documentedView(AuthModal),
  render: (args) => <AuthModalHarness {...args} />,
  parameters: { machine: 'authModal' },
  args: {
    mode: 'LOGIN',
    showFindPolicy: false,
    search: '?r=%2Fmy-home',
    login: 'succeed',
    signup: 'succeed',
    requestPasswordReset: 'succeed',
    onCall: fn(),
    onNavigate: fn(),
    onClose: fn(),
  },
  argTypes: storyFakes({
    mode: {
      control: 'inline-radio',
      options: ['LOGIN', 'SIGNUP', 'FORGOT_PASSWORD', 'FORGOT_PASSWORD_SUCCESS'],
    },
    login: { control: 'inline-radio', options: ['succeed', 'refuse', 'fail', 'failOnce', 'hang'] },
    signup: {
      control: 'inline-radio',
      options: ['succeed', 'accountExists', 'serverFieldErrors', 'fail', 'hang'],
    },
    requestPasswordReset: { control: 'inline-radio', options: ['succeed', 'fail', 'failOnce', 'hang'] },
    callbacks: {},
    onCall: {},
    onClose: {},
    onNavigate: {},
    search: {},
    showFindPolicy: {},
  }),
} satisfies Meta<typeof AuthModalHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const focused = (modal: HTMLElement, label: string) =>
  waitFor(() => expect(within(modal).getByLabelText(label, { selector: 'input' })).toHaveFocus());

/** Every mode, every fake outcome: pick them in the controls. */
export const Playground: Story = {
  play: async () => {
    await expect(await findAuthModal('LOGIN')).toBeVisible();
  },
};

/** The links switch modes inside the same dialog, and focus moves to each new form's first field. */
export const SwitchesModesAndMovesFocus: Story = {
  play: async ({ args }) => {
    const login = await findAuthModal('LOGIN');
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await findAuthModal('FORGOT_PASSWORD');
    await focused(forgot, 'Email');
    await userEvent.click(within(forgot).getByRole('link', { name: 'Back to log in' }));
    await focused(await findAuthModal('LOGIN'), 'Email');
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The sign-up form's 'Log in' goes to the login form. */
export const SignupToLogin: Story = {
  args: { mode: 'SIGNUP' },
  play: async () => {
    const signup = await findAuthModal('SIGNUP');
    await userEvent.click(within(signup).getByRole('link', { name: 'Log in' }));
    await focused(await findAuthModal('LOGIN'), 'Email');
  },
};

/** 'Log in here' under the account-exists message goes to the login form. */
export const AccountExistsLogInHere: Story = {
  args: { mode: 'SIGNUP', signup: 'accountExists' },
  play: async () => {
    const signup = await findAuthModal('SIGNUP');
    await fillSignup(signup);
    await userEvent.click(within(signup).getByRole('button', { name: 'Sign Up' }));
    await userEvent.click(await within(signup).findByRole('link', { name: 'Log in here' }));
    await focused(await findAuthModal('LOGIN'), 'Email');
  },
};

/** The login form's Sign Up emits `navigate` to /signup with the query string kept. */
export const SignUpNavigatesWithQuery: Story = {
  args: { search: '?r=%2Fmy-home&insuranceFlow=true' },
  play: async ({ args }) => {
    const login = await findAuthModal('LOGIN');
    await userEvent.click(within(login).getByRole('link', { name: 'Sign Up' }));
    await expectCalledOnceWith(args.onNavigate, {
      type: 'navigate',
      to: '/signup?r=%2Fmy-home&insuranceFlow=true',
    });
    await expect(await findAuthModal('LOGIN')).toBeVisible();
  },
};

/** Escape closes the modal: the actor emits `close`. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await findAuthModal('LOGIN');
    await userEvent.keyboard('{Escape}');
    await waitForAuthModalClosed();
    await expectCalledOnceWith(args.onClose, { type: 'close' });
  },
};

/** The close button closes the modal too. */
export const CloseButtonCloses: Story = {
  args: { mode: 'SIGNUP' },
  play: async ({ args }) => {
    const modal = await findAuthModal('SIGNUP');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitForAuthModalClosed();
    await expectCalledOnceWith(args.onClose, { type: 'close' });
  },
};

/** So does a click outside the dialog. */
export const OutsideClickCloses: Story = {
  play: async ({ args }) => {
    await findAuthModal('LOGIN');
    await userEvent.click(document.body.querySelector('.react-aria-ModalOverlay') as HTMLElement);
    await waitForAuthModalClosed();
    await expectCalledOnceWith(args.onClose, { type: 'close' });
  },
};

/** After an unexpected error, Log in again tries again; success hands over to the LOGIN callback. */
export const RetryAfterUnexpectedError: Story = {
  args: { login: 'failOnce', callbacks: { LOGIN: fn() } },
  play: async ({ args }) => {
    const modal = await findAuthModal('LOGIN');
    await userEvent.type(within(modal).getByLabelText('Email', { selector: 'input' }), 'jane@example.com');
    await userEvent.type(within(modal).getByLabelText('Password', { selector: 'input' }), 'secret1');
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
    await within(modal).findByText('Something went wrong on our side. Please try again.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expectCalledOnceWith(args.callbacks?.LOGIN, FAKE_LOGIN_SESSION));
    await waitForAuthModalClosed();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Keyboard only: type, Tab through the form to Log in, press Enter. */
export const KeyboardOnlyLogin: Story = {
  args: { callbacks: { LOGIN: fn() } },
  play: async ({ args }) => {
    const modal = await findAuthModal('LOGIN');
    await focused(modal, 'Email');
    await userEvent.keyboard('jane@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expectCalledOnceWith(args.callbacks?.LOGIN, FAKE_LOGIN_SESSION));
    await expect(args.onCall).toHaveBeenCalledWith('login', {
      email: 'jane@example.com',
      password: 'secret1',
    });
    await waitForAuthModalClosed();
  },
};

/** Keyboard only: fill the five fields with Tab between them, Enter in the last one signs up. */
export const KeyboardOnlySignup: Story = {
  args: { mode: 'SIGNUP', callbacks: { SIGNUP: fn() } },
  play: async ({ args }) => {
    const modal = await findAuthModal('SIGNUP');
    await focused(modal, 'First name');
    await userEvent.keyboard('Jane');
    await userEvent.tab();
    await userEvent.keyboard('Doe');
    await userEvent.tab();
    await userEvent.keyboard('jane@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(modal).getByLabelText('Confirm password', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('secret1{Enter}');
    await waitFor(() => expectCalledOnceWith(args.callbacks?.SIGNUP, { userId: 42 }));
    await expect(args.onCall).toHaveBeenCalledWith('signup', signupValues);
    await waitForAuthModalClosed();
  },
};

/** Keyboard only: from the login form to the reset link, the success panel, and back to log in. */
export const KeyboardOnlyForgotPassword: Story = {
  play: async ({ args }) => {
    const login = await findAuthModal('LOGIN');
    await focused(login, 'Email');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(login).getByRole('button', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const forgot = await findAuthModal('FORGOT_PASSWORD');
    await focused(forgot, 'Email');
    await userEvent.keyboard('jane@example.com{Enter}');
    const success = await findAuthModal('FORGOT_PASSWORD_SUCCESS');
    await expect(args.onCall).toHaveBeenCalledWith('requestPasswordReset', { email: 'jane@example.com' });
    await waitFor(() => expect(within(success).getByText(/we sent it a link/)).toHaveFocus());
    await userEvent.tab();
    await expect(within(success).getByRole('link', { name: '1-800-555-0199' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(success).getByRole('button', { name: 'Back to log in' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await focused(await findAuthModal('LOGIN'), 'Email');
  },
};
