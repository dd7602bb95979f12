import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch/Features',
  component: Switch,
  args: { label: 'Email me about offers', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { defaultSelected: true, description: 'Seasonal discounts from pros near you.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Switch
        {...args}
        label="Let pros who are not yet verified send me quotes for this project"
        description="You can change this at any time."
      />
    </div>
  ),
};
