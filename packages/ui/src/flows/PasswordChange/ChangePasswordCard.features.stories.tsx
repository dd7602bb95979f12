import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { expectFieldError, expectPending, FROZEN_TICK_MS, fill } from '../AuthModal/AuthModal.fixtures';
import { ChangePasswordCard } from './ChangePasswordCard';
import {
  BACK_OFFICE_HREF,
  ChangePasswordHarness,
  callsNamed,
  curator,
  passwordInput,
  typePasswords,
} from './PasswordChange.fixtures';

const meta = {
  title: 'Flows/PasswordChange/Features',
  component: documentedView(ChangePasswordCard),
  render: (args) => <ChangePasswordHarness {...args} />,
  args: { onCall: fn() },
  argTypes: storyFakes({
    change: {},
    hasNoPassword: {},
    onCall: {},
    setPassword: {},
    tickMs: {},
    viewer: {},
  }),
} satisfies Meta<typeof ChangePasswordHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const labels = ['Old Password', 'New Password', 'Confirm Password'] as const;
const snackbarStatus = () =>
  within(screen.getByRole('region', { name: 'Password notifications' })).queryByRole('status');
const save = () => screen.getByRole('button', { name: 'Save' });

/** Three empty fields, each with its own show-password toggle; Save waits for valid input. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Change Password', level: 2 })).toBeVisible();
    for (const label of labels) {
      await expect(passwordInput(canvasElement, label)).toHaveValue('');
      await expect(passwordInput(canvasElement, label)).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: `Show ${label.toLowerCase()}` })).toBeEnabled();
    }
    await expect(passwordInput(canvasElement, 'Old Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(passwordInput(canvasElement, 'New Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(save()).toBeDisabled();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'SET PASSWORD' })).not.toBeInTheDocument();
  },
};

/** Each rule's message shows under its field once the field is left; Save stays disabled. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(passwordInput(canvasElement, 'Old Password'));
    await userEvent.tab();
    await fill(canvasElement, 'New Password', '123456');
    await fill(canvasElement, 'Confirm Password', '12345');
    await userEvent.tab();
    await expectFieldError(canvasElement, 'Old Password', 'Must provide current password.');
    await expectFieldError(
      canvasElement,
      'New Password',
      'Password must be at least 6 characters and contain a letter.',
    );
    await expectFieldError(canvasElement, 'Confirm Password', "Password doesn't match.");
    await expect(save()).toBeDisabled();
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab through the fields, Enter saves; the snackbar shows and the fields empty. */
export const KeyboardOnlyChange: Story = {
  play: async ({ canvasElement, args }) => {
    await typePasswords(canvasElement);
    await expect(save()).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(snackbarStatus()).toHaveTextContent(/^New password created$/));
    await expect(callsNamed(args.onCall, 'changePassword')).toEqual([
      [
        'changePassword',
        {
          userId: 42,
          oldPassword: 'old-secret',
          newPassword: 'new secret 1',
          confirmPassword: 'new secret 1',
        },
      ],
    ]);
    for (const label of labels) await expect(passwordInput(canvasElement, label)).toHaveValue('');
    // The form starts afresh: focus is back on its first field, with no rule messages.
    await expect(passwordInput(canvasElement, 'Old Password')).toHaveFocus();
    await expect(passwordInput(canvasElement, 'Old Password')).not.toHaveAttribute('aria-invalid');
    await expect(screen.getByRole('region', { name: 'Password notifications' })).toHaveAttribute(
      'data-placement',
      'bottom-left',
    );
  },
};

/** While saving, Save keeps its label and focus, is announced busy, and the fields take no edits. */
export const Saving: Story = {
  args: { change: 'hang' },
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement);
    await userEvent.tab(); // the confirm field's toggle
    await userEvent.tab();
    await expect(save()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectPending(save());
    await expect(save()).toHaveFocus();
    await expect(passwordInput(canvasElement, 'New Password')).toHaveAttribute('readonly');
  },
};

/** The server refuses the old password: the spec's message on Old Password, which takes focus. */
export const WrongOldPassword: Story = {
  args: { change: 'wrongOldPassword' },
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'not-my-password');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expectFieldError(canvasElement, 'Old Password', 'Unable to verify old password.'));
    await waitFor(() => expect(passwordInput(canvasElement, 'Old Password')).toHaveFocus());
    // The typed values stay, to be corrected.
    await expect(passwordInput(canvasElement, 'New Password')).toHaveValue('new secret 1');
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Any other failure: the general message, announced; Save can be pressed again. */
export const ChangeFailed: Story = {
  args: { change: 'fail' },
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      /^There was a problem updating your password, please try again\.$/,
    );
    await expect(save()).toBeEnabled();
    await expect(snackbarStatus()).not.toBeInTheDocument();
  },
};

/** Too many attempts (429): Save is locked for the server's time, shown in place; nothing else says so. */
export const ChangeRateLimited: Story = {
  args: { change: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement);
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Too many attempts. Changing your password is locked for 14:18.');
    await expect(save()).toBeDisabled();
    await expect(save()).toHaveAccessibleDescription(
      'Too many attempts. Changing your password is locked for 14:18.',
    );
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failed change, then a field edited: the failure goes, the field's own rule speaks. */
export const ChangeFailedThenEdited: Story = {
  args: { change: 'fail' },
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alert');
    await fill(canvasElement, 'New Password', '');
    await userEvent.tab();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A user without a password sees SET PASSWORD instead of the fields. */
export const NoPassword: Story = {
  args: { hasNoPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'SET PASSWORD' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Old Password')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** SET PASSWORD by keyboard sends the email request and says so. */
export const SetPasswordSent: Story = {
  args: { hasNoPassword: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'SET PASSWORD' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        canvas.getByText(/^Please check your email for directions on how to set your password\.$/),
      ).toBeVisible(),
    );
    await expect(callsNamed(args.onCall, 'requestPasswordEmail')).toEqual([
      ['requestPasswordEmail', { userEmail: 'hana@example.com' }],
    ]);
  },
};

/** The email request is on its way: SET PASSWORD is pending. */
export const SetPasswordSending: Story = {
  args: { hasNoPassword: true, setPassword: 'hang' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'SET PASSWORD' });
    await userEvent.click(button);
    await expectPending(button);
  },
};

/** The email request failed: the spec's message, announced. */
export const SetPasswordFailed: Story = {
  args: { hasNoPassword: true, setPassword: 'fail' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'SET PASSWORD' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Unable to reset password, please try again\.$/,
    );
    await expect(
      canvas.queryByText('Please check your email for directions on how to set your password.'),
    ).not.toBeInTheDocument();
  },
};

/** Too many reset emails asked for (429): SET PASSWORD is locked for the server's time. */
export const SetPasswordRateLimited: Story = {
  args: { hasNoPassword: true, setPassword: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'SET PASSWORD' }));
    await canvas.findByText('Too many attempts. Sending a reset email is locked for 14:18.');
    await expect(canvas.getByRole('button', { name: 'SET PASSWORD' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A curator: fields and Save disabled, and the link to reset the password in the back office. */
export const Curator: Story = {
  args: { viewer: curator },
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link', { name: "Curators: Click here to reset this user's password." });
    await expect(link).toHaveAttribute('href', BACK_OFFICE_HREF);
    for (const label of labels) await expect(passwordInput(canvasElement, label)).toBeDisabled();
    await expect(save()).toBeDisabled();
    for (const label of labels) {
      await expect(canvas.getByRole('button', { name: `Show ${label.toLowerCase()}` })).toBeDisabled();
    }
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** A curator viewing a user without a password: SET PASSWORD disabled, and the back-office link. */
export const CuratorNoPassword: Story = {
  args: { viewer: curator, hasNoPassword: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: "Curators: Click here to reset this user's password." }),
    ).toHaveAttribute('href', BACK_OFFICE_HREF);
    await expect(canvas.getByRole('button', { name: 'SET PASSWORD' })).toBeDisabled();
  },
};
