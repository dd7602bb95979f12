import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'Email me when a pro replies',
    description: 'At most one email a day.',
    onChange: fn(),
  },
  argTypes: { errorMessage: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me when a pro replies' });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveAccessibleDescription('At most one email a day.');
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Email me when a pro replies'));
    await expect(checkbox).toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true, label: 'I agree to the terms', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms' })).toBeRequired();
  },
};

export const ErrorMessage: Story = {
  args: { isInvalid: true, label: 'I agree to the terms', errorMessage: 'Agree to the terms to continue.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(/Agree to the terms to continue\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me when a pro replies' });
    await expect(checkbox).toBeDisabled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Email me when a pro replies'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const topics = [
  { id: 'updates', label: 'Project updates' },
  { id: 'tips', label: 'Tips and offers' },
  { id: 'news', label: 'Monthly newsletter' },
];

function SubscriptionTree({ onChange }: { onChange: (selected: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(['updates']);
  const update = (next: string[]) => {
    setSelected(next);
    onChange(next);
  };
  const all = selected.length === topics.length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      <Checkbox
        label="All emails"
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(isSelected) => update(isSelected ? topics.map((topic) => topic.id) : [])}
      />
      <div style={{ paddingLeft: '1.75rem' }}>
        <CheckboxGroup label="Email topics" value={selected} onChange={update}>
          {topics.map((topic) => (
            <Checkbox key={topic.id} value={topic.id} label={topic.label} />
          ))}
        </CheckboxGroup>
      </div>
    </div>
  );
}

/** A tri-state parent over a group of subscriptions. */
export const Indeterminate: Story = {
  render: (args) => <SubscriptionTree onChange={args.onChange ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    const parent = canvas.getByRole('checkbox', { name: 'All emails' });
    await expect(parent).toBePartiallyChecked();

    // Space on an indeterminate parent selects everything.
    await userEvent.tab();
    await expect(parent).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(parent).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['updates', 'tips', 'news']);
    for (const topic of topics)
      await expect(canvas.getByRole('checkbox', { name: topic.label })).toBeChecked();

    // Clearing one child makes the parent mixed again.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Project updates' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(parent).toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['tips', 'news']);

    // Back on the parent, Space twice: all, then none.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(parent).not.toBeChecked();
    await expect(parent).not.toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      label="How should pros contact you?"
      description="Choose at least one."
      defaultValue={['email']}
      onChange={(value) => args.onChange?.(value.length > 0)}
    >
      <Checkbox value="email" label="Email" />
      <Checkbox value="text" label="Text message" />
      <Checkbox value="call" label="Phone call" isDisabled />
    </CheckboxGroup>
  ),
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'How should pros contact you?' });
    await expect(group).toHaveAccessibleDescription('Choose at least one.');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    const text = canvas.getByRole('checkbox', { name: 'Text message' });
    await expect(text).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(text).toBeChecked();
    // The disabled checkbox is skipped.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Phone call' })).not.toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="How should pros contact you?" isInvalid errorMessage="Choose at least one.">
      <Checkbox value="email" label="Email" />
      <Checkbox value="text" label="Text message" />
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'How should pros contact you?' });
    await expect(group).toHaveAccessibleDescription(/Choose at least one\./);
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};
