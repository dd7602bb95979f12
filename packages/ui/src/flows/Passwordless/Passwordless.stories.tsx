import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { fillPasswords, PASSWORDLESS_STORY_TITLE, PasswordlessHarness } from './Passwordless.fixtures';
import { PasswordlessForm } from './PasswordlessForm';

const meta = {
  title: 'Flows/Passwordless',
  component: documentedView(PasswordlessForm),
  render: (args) => <PasswordlessHarness {...args} />,
  parameters: { machine: 'passwordless' },
  args: {
    email: 'jane@example.com',
    setPassword: 'succeed',
    loginFailures: 0,
    loginAfterFailures: 'succeed',
    inDialog: false,
    onCall: fn(),
  },
  argTypes: storyFakes({
    setPassword: { control: 'inline-radio', options: ['succeed', 'fail', 'failOnce', 'hang'] },
    loginAfterFailures: { control: 'inline-radio', options: ['succeed', 'hang'] },
    loginFailures: { control: { type: 'number', min: 0, max: 8 } },
    email: {},
    inDialog: {},
    onCall: {},
  }),
} satisfies Meta<typeof PasswordlessHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const calls = (onCall: unknown, name: string) =>
  (onCall as { mock: { calls: unknown[][] } }).mock.calls.filter(([called]) => called === name).length;

/** Pick the fake outcomes in the controls. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveValue('jane@example.com');
  },
};

/** Every login attempt failed; Retry logs in without setting the password again. */
export const LoginFailedThenRetry: Story = {
  args: { loginFailures: 4 },
  play: async ({ canvas, canvasElement, args }) => {
    await fillPasswords(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    const retry = await canvas.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const done = await canvas.findByText('Your password is set and you are logged in.');
    await expect(done.closest('[role="status"]')).not.toBeNull();
    await expect(calls(args.onCall, 'setPassword')).toBe(1);
    await expect(calls(args.onCall, 'login')).toBe(5);
  },
};

/** A failed password set, then Set password again succeeds. */
export const SetPasswordFailedThenRetry: Story = {
  args: { setPassword: 'failOnce' },
  play: async ({ canvas, canvasElement, args }) => {
    await fillPasswords(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await canvas.findByText('There was a problem updating your password, please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect((await canvas.findByText(/you are logged in/)).closest('[role="status"]')).not.toBeNull();
    await expect(calls(args.onCall, 'setPassword')).toBe(2);
  },
};

/** Keyboard only on a page: Tab to the password fields, type, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email', { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Confirm password', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('secret1{Enter}');
    await expect((await canvas.findByText(/you are logged in/)).closest('[role="status"]')).not.toBeNull();
    await expect(args.onCall).toHaveBeenCalledWith('setPassword', {
      email: 'jane@example.com',
      password: 'secret1',
    });
  },
};

/** Keyboard only in a dialog: focus starts in Email, Tab through, Enter. */
export const KeyboardOnlyInDialog: Story = {
  args: { inDialog: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: PASSWORDLESS_STORY_TITLE });
    await waitFor(() => expect(within(dialog).getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Set password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      (await within(dialog).findByText(/you are logged in/)).closest('[role="status"]'),
    ).not.toBeNull();
    await expect(args.onCall).toHaveBeenCalledWith('login', {
      email: 'jane@example.com',
      password: 'secret1',
    });
  },
};
