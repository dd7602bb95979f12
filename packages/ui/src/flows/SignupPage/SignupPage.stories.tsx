import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { SignupPage } from './SignupPage';
import {
  callsOf,
  codeSent,
  digitBox,
  openCodeStep,
  SignupPageHarness,
  signUpButton,
  validValues,
} from './SignupPage.fixtures';

/**
 * `SignupPage` renders a `signupPageMachine` actor: the 'Create an account' form, then the email
 * code in a modal, then the account. These stories run the real machine with fake calls; pick what
 * each call does in the controls.
 */
const meta = {
  title: 'Flows/SignupPage',
  component: documentedView(SignupPage),
  render: (args) => <SignupPageHarness {...args} />,
  parameters: { machine: 'signupPage' },
  args: {
    showInsuranceLink: false,
    send: 'sent',
    verify: 'accepts',
    create: 'created',
    loginHref: '/login',
    onRedirect: fn(),
    onCall: fn(),
  },
  argTypes: storyFakes({
    send: { control: 'inline-radio', options: ['sent', 'cooldown', 'fails', 'pending'] },
    verify: { control: 'inline-radio', options: ['accepts', 'rejects', 'fails', 'locks', 'pending'] },
    create: {
      control: 'inline-radio',
      options: ['created', 'accountExists', 'fieldErrors', 'fails', 'pending'],
    },
    cooldownSeconds: { control: 'number' },
    lockoutSeconds: { control: 'number' },
    onCall: {},
    onRedirect: {},
    showInsuranceLink: {},
    tickMs: { control: 'number' },
    values: { control: 'object' },
  }),
} satisfies Meta<typeof SignupPageHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing fills the form; Sign Up is enabled once every field is valid. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(signUpButton(canvas)).toBeDisabled();
    for (const [label, value] of [
      ['First name', 'Jane'],
      ['Last name', 'Doe'],
      ['Email', 'jane@example.com'],
      ['Password', 'secret1'],
      ['Confirm password', 'secret1'],
    ] as const) {
      await userEvent.type(canvas.getByLabelText(label, { selector: 'input' }), value);
    }
    await expect(signUpButton(canvas)).toBeEnabled();
  },
};

/** The whole flow with the keyboard alone: Tab through the form, Enter, the code, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const typeInto = async (label: string, value: string) => {
      await expect(canvas.getByLabelText(label, { selector: 'input' })).toHaveFocus();
      await userEvent.keyboard(value);
    };
    await userEvent.tab();
    await typeInto('First name', 'Jane');
    await userEvent.tab();
    await typeInto('Last name', 'Doe');
    await userEvent.tab();
    await typeInto('Email', 'jane@example.com');
    await userEvent.tab();
    await typeInto('Password', 'secret1');
    // Past the password's show/hide button.
    await userEvent.tab();
    await userEvent.tab();
    await typeInto('Confirm password', 'secret1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(signUpButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(digitBox(dialog, 1)).toHaveFocus());
    await codeSent(dialog);
    await userEvent.keyboard('246810{Enter}');
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('/my-home'));
    await expect(callsOf(args.onCall, 'verifyCode')).toEqual([
      ['verifyCode', { email: 'jane@example.com', code: '246810' }],
    ]);
    await expect(callsOf(args.onCall, 'createAccount')).toEqual([['createAccount', validValues]]);
  },
};

/** Records each new value `read` gives as the page changes, from now on. */
function recordChanges(read: () => string | undefined) {
  const seen: string[] = [];
  const note = () => {
    const value = read();
    if (value !== undefined && seen.at(-1) !== value) seen.push(value);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, characterData: true, subtree: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

const inDialog = (selector: string) => [...document.querySelectorAll(`[role="dialog"] ${selector}`)];

/**
 * The cooldown counts down every tick (150 ms here, 1 s in the app): the button shows each second,
 * while the live region speaks only at the start and at the end.
 */
export const CooldownCountsDown: Story = {
  args: { values: validValues, send: 'cooldown', cooldownSeconds: 3, tickMs: 150 },
  play: async ({ canvas }) => {
    const labels = recordChanges(
      () =>
        inDialog('button').find((button) => button.textContent?.startsWith('Send again'))?.textContent ??
        undefined,
    );
    const announcements = recordChanges(
      () =>
        inDialog('[role="status"]').find((region) => region.textContent?.includes('new code'))?.textContent ??
        undefined,
    );
    const dialog = await openCodeStep(canvas);
    await waitFor(() => expect(labels.seen).toHaveLength(4), { timeout: 3000 });
    labels.stop();
    announcements.stop();
    // The code step opens once the send is answered, so the countdown is its first label.
    await expect(labels.seen).toEqual([
      'Send again in 0:03',
      'Send again in 0:02',
      'Send again in 0:01',
      'Send again',
    ]);
    await expect(within(dialog).getByRole('button', { name: 'Send again' })).toBeEnabled();
    await expect(announcements.seen).toEqual([
      'You can send a new code in 3 seconds.',
      'You can send a new code now.',
    ]);
  },
};

/** The lock ends by itself: Verify comes back and the end is announced. */
export const LockoutEnds: Story = {
  args: { values: validValues, verify: 'locks', lockoutSeconds: 3, tickMs: 400 },
  play: async ({ canvas }) => {
    const dialog = await openCodeStep(canvas);
    await codeSent(dialog);
    await userEvent.keyboard('123456{Enter}');
    await within(dialog).findByText(/^Too many attempts\. Verifying is locked for 0:0[1-3]\.$/);
    await expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled(), {
      timeout: 3000,
    });
    await expect(within(dialog).queryByText(/Verifying is locked/)).not.toBeInTheDocument();
    await expect(within(dialog).getByText('Verifying is unlocked. You can try again.')).toHaveAttribute(
      'role',
      'status',
    );
  },
};
