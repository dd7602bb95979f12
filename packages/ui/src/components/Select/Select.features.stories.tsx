import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Components/Select/Features',
  component: Select,
  args: {
    label: 'Service',
    options: [
      { id: 'plumbing', label: 'Plumbing' },
      { id: 'electrical', label: 'Electrical' },
      { id: 'painting', label: 'Painting' },
      { id: 'roofing', label: 'Roofing' },
    ],
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Select {...args} />
    </div>
  ),
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
    options: [
      { id: 'plumbing', label: 'Plumbing' },
      { id: 'electrical', label: 'Electrical' },
      { id: 'painting', label: 'Painting' },
      { id: 'roofing', label: 'Roofing', isDisabled: true },
    ],
  },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Electrical' })).toHaveFocus());
  },
};
