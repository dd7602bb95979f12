import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { expectCalledOnceWith, fillLogin } from '../AuthModal/AuthModal.fixtures';
import { LoginPage } from './LoginPage';
import { DEFAULT_REDIRECT, LoginPageHarness } from './LoginPage.fixtures';

const meta = {
  title: 'Flows/LoginPage',
  component: documentedView(LoginPage),
  render: (args) => <LoginPageHarness {...args} />,
  parameters: { machine: 'loginPage' },
  args: {
    isLoggedIn: false,
    redirectTo: '/my-home',
    showFindPolicy: false,
    search: '?r=%2Fmy-home',
    login: 'succeed',
    loadSession: 'succeed',
    onCall: fn(),
    onRedirect: fn(),
    onForgotPassword: fn(),
  },
  argTypes: storyFakes({
    login: { control: 'inline-radio', options: ['succeed', 'refuse', 'fail', 'failOnce', 'hang'] },
    loadSession: { control: 'inline-radio', options: ['succeed', 'fail', 'hang'] },
    isLoggedIn: {},
    onCall: {},
    onRedirect: {},
    redirectTo: {},
    showFindPolicy: {},
  }),
} satisfies Meta<typeof LoginPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Pick the fake outcomes in the controls. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

/** Keyboard only: Tab into the form, type, Enter; after login and the session, `redirect` to r. */
export const KeyboardOnlyLogin: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('jane@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret1{Enter}');
    await waitFor(() => expectCalledOnceWith(args.onRedirect, { type: 'redirect', to: '/my-home' }));
    await expect(args.onCall).toHaveBeenNthCalledWith(1, 'login', {
      email: 'jane@example.com',
      password: 'secret1',
    });
    await expect(args.onCall).toHaveBeenNthCalledWith(2, 'loadSession', undefined);
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting…');
  },
};

/** Without r the redirect goes to the main site address. */
export const RedirectsToTheMainSiteWithoutR: Story = {
  args: { redirectTo: undefined, search: '' },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await fillLogin(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onRedirect).toHaveBeenCalledWith({ type: 'redirect', to: DEFAULT_REDIRECT }),
    );
  },
};

/** After an unexpected error Log in tries again, and this time the page redirects. */
export const RetryAfterUnexpectedError: Story = {
  args: { login: 'failOnce' },
  play: async ({ canvasElement, canvas, args }) => {
    await fillLogin(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await canvas.findByText('Something went wrong on our side. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1));
  },
};
