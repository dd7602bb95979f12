import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { FROZEN_TICK_MS, PasswordResetHarness, VALID_TOKEN } from './PasswordReset.fixtures';
import { PasswordResetPage } from './PasswordResetPage';

const meta = {
  title: 'Flows/PasswordReset/Features',
  component: documentedView(PasswordResetPage),
  render: (args) => <PasswordResetHarness {...args} />,
  args: { onRedirect: fn(), onResetPassword: fn() },
  argTypes: storyFakes({
    onResetPassword: {},
    outcome: {},
    tickMs: {},
    token: {},
  }),
} satisfies Meta<typeof PasswordResetHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const TOO_SHORT = 'Password must be at least 6 characters long.';
const EXPIRED = 'Your password reset link has expired.';
const UNKNOWN = 'An error occurred while setting your new password.';

/** Matches the whole text and nothing more. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// The exact name: 'Show new password' is a button, not this field.
const newPassword = (canvas: Canvas) => canvas.getByLabelText('New password', { selector: 'input' });
const verifyPassword = (canvas: Canvas) => canvas.getByLabelText('Verify password', { selector: 'input' });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save' });

async function fill(canvas: Canvas, password: string, verify = password) {
  await userEvent.type(newPassword(canvas), password);
  await userEvent.type(verifyPassword(canvas), verify);
}

/** Shows the link's message with a way to a new link, and no form. */
async function expectUnusableLink(canvas: Canvas) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(exactly(EXPIRED));
  await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(canvas.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
}

/** A fresh link: the title, both fields for a new password, Save disabled. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Account \/ Reset Password$/);
    for (const field of [newPassword(canvas), verifyPassword(canvas)]) {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(save(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

/** Each rule shows under the field once typed in, tied to it; Save stays disabled. */
export const TypingErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(newPassword(canvas), 'abc');
    await expect(newPassword(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(newPassword(canvas)).toHaveAccessibleDescription(TOO_SHORT);
    await expect(verifyPassword(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(verifyPassword(canvas), 'abd');
    await expect(verifyPassword(canvas)).toHaveAccessibleDescription('Passwords do not match');
    await expect(save(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Both rules met: no message, Save enabled. */
export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'secret1');
    await expect(newPassword(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(verifyPassword(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(save(canvas)).toBeEnabled();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

/** While saving, Save keeps its label and focus but cannot be pressed. */
export const Saving: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvas, args }) => {
    await fill(canvas, 'secret1');
    await userEvent.click(save(canvas));
    await waitFor(() => expect(save(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await expect(save(canvas)).toHaveFocus();
    await expect(newPassword(canvas)).toHaveAttribute('readonly');
    await userEvent.click(save(canvas));
    await expect(args.onResetPassword).toHaveBeenCalledTimes(1);
    await expect(args.onResetPassword).toHaveBeenCalledWith({ token: VALID_TOKEN, password: 'secret1' });
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** The server refused the password: its message, the values kept, focus back in the first field. */
export const InvalidPasswordRefused: Story = {
  args: { outcome: 'invalidPassword' },
  play: async ({ canvas }) => {
    await fill(canvas, 'secret1');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(exactly(TOO_SHORT));
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await expect(newPassword(canvas)).toHaveValue('secret1');
    await expect(verifyPassword(canvas)).toHaveValue('secret1');
    await expect(save(canvas)).toBeDisabled();
  },
};

/** Any other failure: the general message; changing the password clears it and enables Save. */
export const UnknownError: Story = {
  args: { outcome: 'unknown' },
  play: async ({ canvas }) => {
    await fill(canvas, 'secret1');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(exactly(UNKNOWN));
    await expect(save(canvas)).toBeDisabled();
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await userEvent.type(newPassword(canvas), '2');
    await userEvent.type(verifyPassword(canvas), '2');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(save(canvas)).toBeEnabled();
  },
};

/**
 * Too many attempts (429, retryAfter 858 s): Save is locked for the time left, which shows in place
 * and counts down; what was typed stays; no error of another kind is shown.
 */
export const RateLimited: Story = {
  args: { outcome: 'rateLimited', tickMs: FROZEN_TICK_MS },
  play: async ({ canvas }) => {
    await fill(canvas, 'secret1');
    await userEvent.click(save(canvas));
    await canvas.findByText('Too many attempts. Setting a new password is locked for 14:18.');
    await expect(save(canvas)).toBeDisabled();
    await expect(save(canvas)).toHaveAccessibleDescription(
      'Too many attempts. Setting a new password is locked for 14:18.',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(newPassword(canvas)).toHaveValue('secret1');
  },
};

/** The reset answered empty: the link expired, so the form gives way to the message and a new link. */
export const ExpiredOnSave: Story = {
  args: { outcome: 'expired' },
  play: async ({ canvas, args }) => {
    await fill(canvas, 'secret1');
    await userEvent.click(save(canvas));
    await expectUnusableLink(canvas);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** A token that is not a uuid: the same message at once, and no form. */
export const InvalidToken: Story = {
  args: { token: 'not-a-uuid' },
  play: async ({ canvas, args }) => {
    await expectUnusableLink(canvas);
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

/** Saved: the machine emits `redirect` to /login and the page hands it to `onRedirect`. */
export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'secret1');
    await userEvent.click(save(canvas));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('/login'));
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Your new password is saved. Taking you to the log-in page…');
    await waitFor(() => expect(status.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Go to the log-in page' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The whole reset with the keyboard: Tab through both fields (and their Show buttons) to Save, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(newPassword(canvas)).toHaveFocus();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show new password' })).toHaveFocus();
    await userEvent.tab();
    await expect(verifyPassword(canvas)).toHaveFocus();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(save(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('/login'));
    await expect(args.onResetPassword).toHaveBeenCalledWith({ token: VALID_TOKEN, password: 'secret1' });
  },
};
