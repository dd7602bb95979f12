import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { SignupPage } from './SignupPage';
import {
  actorOf,
  boxValues,
  callsOf,
  codeSent,
  digitBox,
  openCodeStep,
  SignupPageHarness,
  signUpButton,
  validValues,
} from './SignupPage.fixtures';

/** A countdown step long enough that nothing ticks while a story runs: stable screenshots. */
const FROZEN_TICK_MS = 60 * 60 * 1000;

const meta = {
  title: 'Flows/SignupPage/CodeStep/Features',
  component: documentedView(SignupPage),
  render: (args) => <SignupPageHarness {...args} />,
  args: { values: validValues, onRedirect: fn(), onCall: fn(), onActor: fn() },
  argTypes: storyFakes({
    onActor: {},
    onCall: {},
    onRedirect: {},
    send: {},
    tickMs: {},
    values: {},
    verify: {},
  }),
} satisfies Meta<typeof SignupPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const button = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('button', { name });

/**
 * Sign Up sends the code with the form still in view: the button reads 'Signing Up...' until the
 * send is answered, and the code step opens then.
 */
export const Sending: Story = {
  args: { send: 'pending' },
  play: async ({ canvas, args }) => {
    await userEvent.click(signUpButton(canvas));
    await waitFor(() => expect(signUpButton(canvas)).toHaveTextContent('Signing Up...'));
    await expect(signUpButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(callsOf(args.onCall, 'sendCode')).toEqual([['sendCode', { email: 'jane@example.com' }]]);
  },
};

/** 'Send again' keeps the step open while the new code is sent; nothing can be verified or resent meanwhile. */
export const Resending: Story = {
  args: { send: 'resendPending' },
  play: async ({ canvas, args }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.click(button(dialog, 'Send again'));
    await expect(await within(dialog).findByText('Sending a code to jane@example.com...')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(button(dialog, 'Verify')).toBeDisabled();
    await expect(button(dialog, 'Send again')).toBeDisabled();
    await expect(callsOf(args.onCall, 'sendCode')).toHaveLength(2);
  },
};

/** The code was sent: the title names the address; Verify waits for six digits. */
export const CodeEntry: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Verification code' })).toBeVisible(),
    );
    await expect(digitBox(dialog, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(button(dialog, 'Verify')).toBeDisabled();
    await expect(button(dialog, 'Send again')).toBeEnabled();
  },
};

/** Typing fills a box and moves on; six digits enable Verify. */
export const TypingMovesBoxes: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('12345');
    await expect(boxValues(dialog)).toBe('1,2,3,4,5,');
    await expect(digitBox(dialog, 6)).toHaveFocus();
    await expect(button(dialog, 'Verify')).toBeDisabled();
    await userEvent.keyboard('6');
    await expect(button(dialog, 'Verify')).toBeEnabled();
  },
};

/** Backspace clears and moves back, Delete clears in place, the arrows move; Verify follows. */
export const EditingKeys: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('123456');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}');
    await expect(boxValues(dialog)).toBe('1,2,3,,5,6');
    await expect(digitBox(dialog, 3)).toHaveFocus();
    await expect(button(dialog, 'Verify')).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}{Delete}');
    await expect(boxValues(dialog)).toBe('1,,3,,5,6');
    await expect(digitBox(dialog, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}4');
    await expect(boxValues(dialog)).toBe('1,,3,4,5,6');
    await expect(digitBox(dialog, 5)).toHaveFocus();
  },
};

/** Pasting '123-456' keeps its digits and fills the six boxes. */
export const PasteFillsCode: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.paste('123-456');
    await expect(boxValues(dialog)).toBe('1,2,3,4,5,6');
    await expect(digitBox(dialog, 6)).toHaveFocus();
    await expect(button(dialog, 'Verify')).toBeEnabled();
  },
};

/** A paste without digits changes nothing. */
export const NonDigitPasteIgnored: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('7');
    await userEvent.paste('abc-def');
    await expect(boxValues(dialog)).toBe('7,,,,,');
    await expect(digitBox(dialog, 2)).toHaveFocus();
  },
};

/** Enter in a box verifies: Verify reads 'Verifying...' while the code is checked. */
export const EnterVerifies: Story = {
  args: { verify: 'pending' },
  play: async ({ canvas, args }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('654321{Enter}');
    await waitFor(() =>
      expect(callsOf(args.onCall, 'verifyCode')).toEqual([
        ['verifyCode', { email: 'jane@example.com', code: '654321' }],
      ]),
    );
    await expect(button(dialog, /Verifying\.\.\./)).toHaveAttribute('aria-disabled', 'true');
    // The boxes keep the focus but no longer change while the code is checked.
    await expect(digitBox(dialog, 6)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxValues(dialog)).toBe('6,5,4,3,2,1');
  },
};

/** A rejected code: 'Invalid OTP code', announced and tied to the boxes; the focus is on box 1. */
export const InvalidCode: Story = {
  args: { verify: 'rejects' },
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('111111');
    await userEvent.click(button(dialog, 'Verify'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Invalid OTP code$/));
    await waitFor(() => expect(digitBox(dialog, 1)).toHaveFocus());
    await expect(digitBox(dialog, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(digitBox(dialog, 1)).toHaveAccessibleDescription('Invalid OTP code');
    await expect(
      within(dialog).getByRole('group', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Invalid OTP code');
  },
};

/** The verify call failed. */
export const VerifyFailed: Story = {
  args: { verify: 'fails' },
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('123456');
    await userEvent.click(button(dialog, 'Verify'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /^Failed to verify OTP code\. Please try again\.$/,
      ),
    );
    // Verify can be tried again, and keeps the focus.
    await expect(button(dialog, 'Verify')).toBeEnabled();
    await expect(button(dialog, 'Verify')).toHaveFocus();
  },
};

/** Sending the code failed: the message, and 'Send again' to retry. */
export const SendFailed: Story = {
  args: { send: 'fails' },
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /^Failed to send OTP email\. Please try again\.$/,
      ),
    );
    await expect(dialog).toHaveAccessibleName('Enter the code from your email');
    await expect(button(dialog, 'Send again')).toBeEnabled();
  },
};

/** The server asked to wait 30 s before another code: 'Send again in 0:30', disabled; announced once. */
export const Cooldown: Story = {
  args: { send: 'cooldown', tickMs: FROZEN_TICK_MS },
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await expect(button(dialog, 'Send again in 0:30')).toBeDisabled();
    await waitFor(() =>
      expect(within(dialog).getByText('You can send a new code in 30 seconds.')).toHaveAttribute(
        'role',
        'status',
      ),
    );
  },
};

/** Too many attempts: the lock is shown in place, Verify is disabled, the focus goes to box 1. */
export const Lockout: Story = {
  args: { verify: 'locks', tickMs: FROZEN_TICK_MS },
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('123456');
    await userEvent.click(button(dialog, 'Verify'));
    const notice = await within(dialog).findByText('Too many attempts. Verifying is locked for 5:00.');
    await expect(notice).toBeVisible();
    await expect(button(dialog, 'Verify')).toBeDisabled();
    await expect(button(dialog, 'Verify')).toHaveAccessibleDescription(
      'Too many attempts. Verifying is locked for 5:00.',
    );
    await waitFor(() => expect(digitBox(dialog, 1)).toHaveFocus());
    await expect(
      within(dialog).getByText('Too many attempts. Verifying is locked for 5 minutes.'),
    ).toHaveAttribute('role', 'status');
  },
};

/** 'Send again' clears the boxes, sends a new code and puts the focus on the first box. */
export const SendAgain: Story = {
  args: { send: 'sent' },
  play: async ({ canvas, args }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('123');
    await userEvent.click(button(dialog, 'Send again'));
    await expect(boxValues(dialog)).toBe(',,,,,');
    await expect(digitBox(dialog, 1)).toHaveFocus();
    await waitFor(() => expect(callsOf(args.onCall, 'sendCode')).toHaveLength(2));
    await expect(actorOf(args.onActor).getSnapshot().context.code).toBe('');
  },
};

/** Escape closes the step (`user.cancel`): back on the form, the focus on Sign Up. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(signUpButton(canvas)).toHaveFocus());
    await expect(
      actorOf(args.onActor)
        .getSnapshot()
        .matches({ active: { flow: 'form' } }),
    ).toBe(true);
  },
};
