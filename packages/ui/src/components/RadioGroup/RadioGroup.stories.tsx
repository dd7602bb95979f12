import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { jobSizes, startTimes } from './RadioGroup.fixtures';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'When should the work start?',
    description: 'Pros plan their week around this.',
    options: startTimes,
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'When should the work start?' });
    await expect(group).toHaveAccessibleDescription('Pros plan their week around this.');
    const asap = canvas.getByRole('radio', { name: 'As soon as possible' });
    const week = canvas.getByRole('radio', { name: 'Within a week' });
    const flexible = canvas.getByRole('radio', { name: 'I am flexible' });

    // With nothing chosen, Tab lands on the first option; Space chooses it.
    await userEvent.tab();
    await expect(asap).toHaveFocus();
    await expect(asap.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(asap).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('asap');

    // Arrows move and choose.
    await userEvent.keyboard('{ArrowDown}');
    await expect(week).toHaveFocus();
    await expect(week).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('week');
    await userEvent.keyboard('{ArrowDown}');
    await expect(flexible).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(week).toBeChecked();

    // The group is one tab stop: Tab leaves it, Shift+Tab comes back to the chosen option.
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(week).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Size of the job',
    description: undefined,
    orientation: 'horizontal',
    defaultValue: 'medium',
    options: jobSizes,
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Small' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('small');
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'asap',
    options: startTimes.map((option) => (option.value === 'week' ? { ...option, isDisabled: true } : option)),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled option is skipped.
    await expect(canvas.getByRole('radio', { name: 'I am flexible' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Within a week' })).toBeDisabled();
  },
};

export const ErrorMessage: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose when the work should start.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'When should the work start?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Choose when the work should start\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'week' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
