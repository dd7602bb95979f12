import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { disableOption, withMaxWidth } from '../shared/story.fixtures';
import { Select } from './Select';
import { services } from './Select.fixtures';

const meta = {
  title: 'Components/Select/Features',
  component: Select,
  args: {
    label: 'Service',
    options: services,
    onChange: fn(),
  },
  decorators: [withMaxWidth('20rem')],
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const CustomPlaceholder: Story = { args: { placeholder: 'Choose a service' } };

export const Selected: Story = { args: { defaultValue: 'painting' } };

export const WithDescription: Story = {
  args: { defaultValue: 'painting', description: 'What kind of pro do you need?' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'What kind of pro do you need?',
    errorMessage: 'Choose a service.',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'plumbing' } };

/** The open list, with a disabled option. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    defaultValue: 'electrical',
    options: disableOption(services, 'roofing'),
  },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Electrical' })).toHaveFocus());
  },
};
