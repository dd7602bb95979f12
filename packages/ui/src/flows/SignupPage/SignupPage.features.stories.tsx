import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { withBrand } from '../../testing/withBrand';
import { SignupPage } from './SignupPage';
import {
  callsOf,
  codeSent,
  openCodeStep,
  SignupPageHarness,
  signUpButton,
  validValues,
} from './SignupPage.fixtures';

const meta = {
  title: 'Flows/SignupPage/Features',
  component: documentedView(SignupPage),
  render: (args) => <SignupPageHarness {...args} />,
  args: { onRedirect: fn(), onCall: fn(), loginHref: '/login?r=%2Fmy-home' },
  argTypes: storyFakes({
    create: {},
    onCall: {},
    onRedirect: {},
    showInsuranceLink: {},
    values: {},
  }),
} satisfies Meta<typeof SignupPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Types the code and verifies it, from the code step's first box. */
async function enterCode(dialog: HTMLElement) {
  await codeSent(dialog);
  await userEvent.keyboard('123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

/** The empty form: five labelled fields, Sign Up disabled, the links of the page. */
export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      await expect(canvas.getByLabelText(label, { selector: 'input' })).toHaveValue('');
    }
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveAttribute('type', 'email');
    await expect(signUpButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?r=%2Fmy-home');
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/about/terms/');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/about/privacy',
    );
    await expect(canvas.queryByRole('link', { name: 'Find your policy' })).not.toBeInTheDocument();
  },
};

/**
 * Sign Up stays disabled until the form is valid, so each field says what is wrong once it is
 * left after being typed in: a person using the mouse learns why without pressing Enter.
 */
export const MessagesWhenAFieldIsLeft: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Password', { selector: 'input' }));
    await userEvent.keyboard('abc');
    await expect(canvas.queryByText('Passwords should contain at least 6 characters')).toBeNull();
    await userEvent.click(canvas.getByLabelText('Confirm password', { selector: 'input' }));
    await expect(await canvas.findByText('Passwords should contain at least 6 characters')).toBeVisible();
    await userEvent.keyboard('abd');
    await userEvent.click(canvas.getByLabelText('First name', { selector: 'input' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    // A field never typed in says nothing when left.
    await userEvent.click(canvas.getByLabelText('Last name', { selector: 'input' }));
    await expect(canvas.queryByText('Please enter your first name.')).toBeNull();
    await expect(signUpButton(canvas)).toBeDisabled();
  },
};

/** Every field filled and valid: Sign Up is enabled. */
export const FilledValidForm: Story = {
  args: { values: validValues },
  play: async ({ canvas }) => {
    await expect(signUpButton(canvas)).toBeEnabled();
    await userEvent.clear(canvas.getByLabelText('Confirm password', { selector: 'input' }));
    await expect(signUpButton(canvas)).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Confirm password', { selector: 'input' }), 'secret1');
    await expect(signUpButton(canvas)).toBeEnabled();
  },
};

/** A password under 6 characters: Sign Up stays disabled; Enter shows why, on the field. */
export const PasswordTooShort: Story = {
  args: { values: { ...validValues, password: 'abc12', confirmPassword: 'abc12' } },
  play: async ({ canvas, args }) => {
    await expect(signUpButton(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Confirm password', { selector: 'input' }));
    await userEvent.keyboard('{Enter}');
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Passwords should contain at least 6 characters'),
    );
    await expect(callsOf(args.onCall, 'sendCode')).toHaveLength(0);
  },
};

/** The confirmation differs: 'Passwords do not match' on the confirm field. */
export const PasswordsDoNotMatch: Story = {
  args: { values: { ...validValues, confirmPassword: 'secret2' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Email', { selector: 'input' }));
    await userEvent.keyboard('{Enter}');
    const confirm = canvas.getByLabelText('Confirm password', { selector: 'input' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    // Typing clears the field's message.
    await userEvent.type(confirm, '{Backspace}1');
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await expect(signUpButton(canvas)).toBeEnabled();
  },
};

/** Every field empty, then Enter: each field says what is missing. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('First name', { selector: 'input' }));
    await userEvent.keyboard('{Enter}');
    const messages = [
      ['First name', 'Please enter your first name.'],
      ['Last name', 'Please enter your last name.'],
      ['Email', 'Please enter your email address.'],
      ['Password', 'Please create a password.'],
      ['Confirm password', 'Please confirm your password.'],
    ] as const;
    for (const [label, message] of messages) {
      await expect(canvas.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    }
    await expect(canvas.getByLabelText('First name', { selector: 'input' })).toHaveFocus();
  },
};

/**
 * insuranceFlow=true: the link for people with a home insurance policy, on the main web address
 * as the page's other site links.
 */
export const InsuranceLinkShown: Story = {
  args: { showInsuranceLink: true },
  decorators: [withBrand({ webBaseUrl: 'https://www.hearth.test' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Find your policy' })).toHaveAttribute(
      'href',
      'https://www.hearth.test/insurance/onboarding/verify',
    );
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      'https://www.hearth.test/about/terms/',
    );
  },
};

/** The account exists: back on the form with the message and 'Log in here', values kept. */
export const AccountExists: Story = {
  args: { values: validValues, create: 'accountExists' },
  play: async ({ canvas, args }) => {
    await enterCode(await openCodeStep(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^An account with this email already exists\. Log in here$/);
    await expect(canvas.getByRole('link', { name: 'Log in here' })).toHaveAttribute(
      'href',
      '/login?r=%2Fmy-home',
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(signUpButton(canvas)).toHaveFocus());
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveValue('jane@example.com');
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** The server refused a field: its message shows on the field, which gets the focus. */
export const ServerFieldErrors: Story = {
  args: { values: validValues, create: 'fieldErrors' },
  play: async ({ canvas }) => {
    await enterCode(await openCodeStep(canvas));
    const email = canvas.getByLabelText('Email', { selector: 'input' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email is not allowed');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Any other failure of the sign-up call. */
export const SignupFailed: Story = {
  args: { values: validValues, create: 'fails' },
  play: async ({ canvas }) => {
    await enterCode(await openCodeStep(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Signup failed\. Please try again\.$/);
    await expect(canvas.queryByRole('link', { name: 'Log in here' })).not.toBeInTheDocument();
    await waitFor(() => expect(signUpButton(canvas)).toHaveFocus());
  },
};

/** The code was accepted and the account is being created: 'Signing Up...' and 'Verifying...'. */
export const SigningUp: Story = {
  args: { values: validValues, create: 'pending' },
  play: async ({ canvas, args }) => {
    await enterCode(await openCodeStep(canvas));
    await waitFor(() => expect(callsOf(args.onCall, 'createAccount')).toHaveLength(1));
    await expect(screen.getByRole('button', { name: /Verifying\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Signing Up\.\.\./, hidden: true })).toBeInTheDocument();
  },
};

/** The account exists now: the machine emits `redirect` to r, and the page stays 'Signing Up...'. */
export const Success: Story = {
  args: { values: validValues },
  play: async ({ canvas, args }) => {
    await enterCode(await openCodeStep(canvas));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('/my-home'));
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    await expect(callsOf(args.onCall, 'createAccount')).toEqual([['createAccount', validValues]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(signUpButton(canvas)).toHaveTextContent('Signing Up...');
    await waitFor(() => expect(signUpButton(canvas)).toHaveFocus());
  },
};
