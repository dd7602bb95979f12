import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    description: 'At least 8 characters.',
    autoComplete: 'new-password',
    onChange: fn(),
  },
  argTypes: {
    autoComplete: {
      control: 'inline-radio',
      options: ['current-password', 'new-password', 'one-time-code', 'off'],
    },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.keyboard('hunter22');
    await expect(input).toHaveValue('hunter22');
    await expect(args.onChange).toHaveBeenLastCalledWith('hunter22');

    // Tab reaches the toggle; Space shows the password, Enter hides it again.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await expect(input).toHaveValue('hunter22');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();

    // Shift+Tab goes back to the input, the value untouched.
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('hunter22');
  },
};

export const CurrentPassword: Story = {
  args: { autoComplete: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const ClickToReveal: Story = {
  args: { defaultValue: 'hunter22' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const ErrorMessage: Story = {
  args: { isInvalid: true, errorMessage: 'Use at least 8 characters.', defaultValue: 'abc' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Use at least 8 characters\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'hunter22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
