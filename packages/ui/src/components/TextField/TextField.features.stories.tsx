import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea, TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = { args: { placeholder: 'name@example.com' } };

export const WithValue: Story = { args: { defaultValue: 'ana@example.com' } };

export const WithDescription: Story = {
  args: { description: 'We send your receipts here.' },
};

export const Required: Story = {
  args: { isRequired: true, description: 'We send your receipts here.' },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'ana@example',
    description: 'We send your receipts here.',
    errorMessage: 'Enter a valid email address.',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com', description: 'Contact support to change it.' },
};

/** A controlled field, as the flow views use them: the limit note follows the value. */
function LimitedField(props: TextFieldProps) {
  const [value, setValue] = useState(String(props.defaultValue ?? ''));
  return <TextField {...props} defaultValue={undefined} value={value} onChange={setValue} />;
}

/**
 * At the API's limit (`maxLength`): the browser takes nothing more, and the field says why with its
 * `limitMessage`, tied to the input and announced politely as it appears.
 */
export const AtLimit: Story = {
  args: {
    label: 'First name',
    type: 'text',
    maxLength: 12,
    limitMessage: 'First name can be at most 12 characters.',
    defaultValue: 'Bartholomew',
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <LimitedField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).not.toHaveAccessibleDescription(/at most/);
    await userEvent.type(input, 'ssss');
    await expect(input).toHaveValue('Bartholomews');
    await expect(input).toHaveAccessibleDescription('First name can be at most 12 characters.');
    await expect(canvas.getByRole('status')).toHaveTextContent('First name can be at most 12 characters.');
  },
};

export const Phone: Story = {
  args: { label: 'Phone number', type: 'tel', mask: '(999) 999-9999', defaultValue: '5551234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(555) 123-4567');
  },
};

export const PhonePartial: Story = {
  args: { label: 'Phone number', type: 'tel', mask: '(999) 999-9999', defaultValue: '5551' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(555) 1');
  },
};

export const Multiline: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <TextArea label="Feedback" placeholder="Provide your feedback here" />
    </div>
  ),
};

export const MultilineWithValue: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <TextArea
        label="Feedback"
        description="Optional, but it helps us improve."
        defaultValue={'The pro arrived on time.\nGreat work on the kitchen tiles.'}
        rows={3}
      />
    </div>
  ),
};

export const MultilineInvalid: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <TextArea
        label="Feedback"
        isRequired
        isInvalid
        placeholder="Provide your feedback here"
        errorMessage="Tell us a little about your experience."
      />
    </div>
  ),
};

export const MultilineDisabled: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <TextArea label="Feedback" isDisabled defaultValue="Submitted on your last visit." />
    </div>
  ),
};
