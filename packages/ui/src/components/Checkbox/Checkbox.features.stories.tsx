import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Components/Checkbox/Features',
  component: Checkbox,
  args: { label: 'Email me when a pro replies', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { label: 'All emails', isIndeterminate: true } };

export const WithDescription: Story = {
  args: { defaultSelected: true, description: 'At most one email a day.' },
};

export const Required: Story = { args: { label: 'I agree to the terms', isRequired: true } };

export const Invalid: Story = {
  args: {
    label: 'I agree to the terms',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Agree to the terms to continue.',
  },
};

export const InvalidChecked: Story = {
  args: { label: 'I agree to the terms', isInvalid: true, defaultSelected: true },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true } };

export const DisabledIndeterminate: Story = {
  args: { label: 'All emails', isDisabled: true, isIndeterminate: true },
};

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Checkbox
        {...args}
        label="Send me a reminder the day before a pro is scheduled to visit my home"
        description="Reminders go to the email address on your account."
      />
    </div>
  ),
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="How should pros contact you?"
      description="Choose at least one."
      defaultValue={['email', 'call']}
    >
      <Checkbox value="email" label="Email" />
      <Checkbox value="text" label="Text message" description="Message and data rates may apply." />
      <Checkbox value="call" label="Phone call" isDisabled />
    </CheckboxGroup>
  ),
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup label="Days you are available" orientation="horizontal" defaultValue={['mon', 'wed']}>
      <Checkbox value="mon" label="Monday" />
      <Checkbox value="tue" label="Tuesday" />
      <Checkbox value="wed" label="Wednesday" />
      <Checkbox value="thu" label="Thursday" />
      <Checkbox value="fri" label="Friday" />
    </CheckboxGroup>
  ),
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="How should pros contact you?"
      isRequired
      isInvalid
      errorMessage="Choose at least one."
    >
      <Checkbox value="email" label="Email" />
      <Checkbox value="text" label="Text message" />
    </CheckboxGroup>
  ),
};
