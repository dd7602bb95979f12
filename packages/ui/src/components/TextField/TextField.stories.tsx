import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email',
    type: 'email',
    description: 'We send your receipts here.',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel'] },
    mask: { control: 'text' },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We send your receipts here.');
    await userEvent.keyboard('ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}org');
    await expect(input).toHaveValue('ana@example.org');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const PhoneMask: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    mask: '(999) 999-9999',
    description: undefined,
    placeholder: '(555) 123-4567',
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveFocus();

    // Typing formats as you go.
    await userEvent.keyboard('555');
    await expect(input).toHaveValue('(555');
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('(555) 1');
    await userEvent.keyboard('234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567');

    // Letters and digits past the end are ignored.
    await userEvent.keyboard('x9');
    await expect(input).toHaveValue('(555) 123-4567');

    // Backspace works naturally, separators included.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(555) 123-456');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(555) 123');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(555');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555');
  },
};

export const PhoneMaskEditing: Story = {
  name: 'Phone mask: editing in the middle',
  args: { ...PhoneMask.args, defaultValue: '5551234567' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await expect(input).toHaveValue('(555) 123-4567');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(input.selectionStart).toBe(10);

    // Backspace just after '-' removes the digit before it, and the caret stays put.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(555) 124-567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 124-567');
    await userEvent.keyboard('3');
    await expect(input).toHaveValue('(555) 123-4567');
  },
};

export const PhoneMaskPaste: Story = {
  name: 'Phone mask: pasting',
  args: PhoneMask.args,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.tab();
    await userEvent.paste('555.123.4567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('+1 555 765 4321');
    await expect(input).toHaveValue('(155) 576-5432');
  },
};

export const ErrorMessage: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a valid email address.', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a valid email address\./);
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Multiline: Story = {
  render: (args) => (
    <TextArea
      label="Feedback"
      description="Tell us what worked and what did not."
      placeholder="Provide your feedback here"
      onChange={args.onChange}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(box).toHaveFocus();
    await expect(box.tagName).toBe('TEXTAREA');
    await userEvent.keyboard('Great service.{Enter}Would book again.');
    await expect(box).toHaveValue('Great service.\nWould book again.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Great service.\nWould book again.');
  },
};
