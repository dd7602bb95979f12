import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField/Features',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <PasswordField {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'hunter22' } };

export const Revealed: Story = { args: { defaultValue: 'hunter22', defaultRevealed: true } };

export const NewPassword: Story = {
  args: {
    label: 'Create a password',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'At least 8 characters, with a number.',
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    isInvalid: true,
    description: 'At least 8 characters, with a number.',
    errorMessage: 'Use at least 8 characters.',
  },
};

export const Disabled: Story = { args: { defaultValue: 'hunter22', isDisabled: true } };
