import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { disableOption } from '../shared/story.fixtures';
import { SegmentedControl } from './SegmentedControl';
import { reminderChannels } from './SegmentedControl.fixtures';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: {
    label: 'Send reminders by',
    defaultValue: 'email',
    options: reminderChannels,
    onChange: fn(),
  },
  argTypes: { errorMessage: { control: 'text' } },
} satisfies Meta<typeof SegmentedControl>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Send reminders by' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const emails = canvas.getByRole('radio', { name: 'Emails' });
    const text = canvas.getByRole('radio', { name: 'Text' });
    const both = canvas.getByRole('radio', { name: 'Both' });

    await userEvent.tab();
    await expect(emails).toHaveFocus();
    await expect(emails.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowRight}');
    await expect(text).toBeChecked();
    await expect(text).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('text');
    await userEvent.keyboard('{ArrowRight}');
    await expect(both).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(emails).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('email');

    // One tab stop for the whole control.
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(canvas.getByText('Both'));
    await expect(both).toBeChecked();
  },
};

export const DisabledSegment: Story = {
  args: {
    options: disableOption(reminderChannels, 'text'),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Text' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const ErrorMessage: Story = {
  args: {
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose how to get reminders.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Send reminders by' });
    await expect(group).toHaveAccessibleDescription(/Choose how to get reminders\./);
  },
};
