import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { disableOption } from '../shared/story.fixtures';
import { SegmentedControl } from './SegmentedControl';
import { reminderChannels } from './SegmentedControl.fixtures';

const meta = {
  title: 'Components/SegmentedControl/Features',
  component: SegmentedControl,
  args: {
    label: 'Send reminders by',
    defaultValue: 'email',
    options: reminderChannels,
    onChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultValue: 'text' } };

export const NothingSelected: Story = { args: { defaultValue: undefined } };

export const WithDescription: Story = {
  args: { description: 'We remind you the day before a visit.' },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Invalid: Story = {
  args: {
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose how to get reminders.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSegment: Story = {
  args: {
    options: disableOption(reminderChannels, 'text'),
  },
};
