import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { PasswordResetHarness } from './PasswordReset.fixtures';
import { PasswordResetPage } from './PasswordResetPage';

/**
 * `PasswordResetPage` renders a `passwordResetMachine` actor. These stories run the real machine
 * with a fake `resetPassword` actor: choose the token and what the call answers.
 */
const meta = {
  title: 'Flows/PasswordReset',
  component: documentedView(PasswordResetPage),
  render: (args) => <PasswordResetHarness {...args} />,
  parameters: { machine: 'passwordReset' },
  args: { outcome: 'success', onRedirect: fn(), onResetPassword: fn() },
  argTypes: storyFakes({
    outcome: {
      control: 'inline-radio',
      options: ['success', 'invalidPassword', 'expired', 'unknown', 'pending'],
    },
    token: { control: 'text' },
    onResetPassword: {},
  }),
} satisfies Meta<typeof PasswordResetHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Type a new password twice and save: the page hands the redirect to `onRedirect`. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText('Verify password', { selector: 'input' }), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('/login'));
  },
};
