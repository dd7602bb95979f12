import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { disableOption } from '../shared/story.fixtures';
import { RadioGroup } from './RadioGroup';
import { jobSizes, startTimes } from './RadioGroup.fixtures';

const meta = {
  title: 'Components/RadioGroup/Features',
  component: RadioGroup,
  args: {
    label: 'When should the work start?',
    options: startTimes,
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'week' } };

export const WithDescription: Story = {
  args: { defaultValue: 'asap', description: 'Pros plan their week around this.' },
};

export const OptionDescriptions: Story = {
  args: {
    label: 'Payment',
    defaultValue: 'card',
    options: [
      { value: 'card', label: 'Card on file', description: 'Charged when the job is done.' },
      { value: 'invoice', label: 'Invoice', description: 'Pay within 14 days.' },
    ],
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Size of the job',
    orientation: 'horizontal',
    defaultValue: 'medium',
    options: jobSizes,
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose when the work should start.' },
};

export const InvalidSelected: Story = {
  args: { isInvalid: true, defaultValue: 'asap', errorMessage: 'This pro cannot start that soon.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'week' } };

export const DisabledOption: Story = {
  args: {
    defaultValue: 'asap',
    options: disableOption(startTimes, 'week'),
  },
};
