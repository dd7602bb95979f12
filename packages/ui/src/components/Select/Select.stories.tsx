import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { disableOption, withMaxWidth } from '../shared/story.fixtures';
import { Select } from './Select';
import { services } from './Select.fixtures';

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Service',
    description: 'What kind of pro do you need?',
    options: services,
    onChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    placeholder: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [withMaxWidth('20rem')],
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The popover renders in a portal on document.body. */
const page = () => within(document.body);

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await expect(trigger).toHaveAccessibleDescription('What kind of pro do you need?');

    // Enter opens the list with focus inside it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    const listbox = await page().findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Plumbing' })).toHaveFocus());

    // Arrows move, Enter chooses, the list closes and focus goes back to the button.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Painting' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Electrical' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('electrical');
    await expect(trigger).toHaveTextContent('Electrical');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Space reopens on the chosen option; Escape closes without changing it.
    await userEvent.keyboard(' ');
    const reopened = await page().findByRole('listbox');
    const electrical = within(reopened).getByRole('option', { name: 'Electrical' });
    await expect(electrical).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(electrical).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Electrical');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ArrowDownOpens: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Plumbing' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Roofing' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('roofing');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MouseSelection: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await userEvent.click(trigger);
    const listbox = await page().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Painting' }));
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('painting');
    await expect(trigger).toHaveTextContent('Painting');
  },
};

export const DisabledOption: Story = {
  args: {
    options: disableOption(services, 'electrical'),
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await page().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Plumbing' })).toHaveFocus());
    await expect(within(listbox).getByRole('option', { name: 'Electrical' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Painting' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const ErrorMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a service.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await expect(trigger).toHaveAccessibleDescription(/Choose a service\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'plumbing' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page().queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Opened by default; Escape closes it and keeps the selection. */
export const OpenThenEscape: Story = {
  args: {
    defaultOpen: true,
    defaultValue: 'electrical',
    options: disableOption(services, 'roofing'),
  },
  play: async ({ canvas }) => {
    const listbox = await page().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Electrical' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Service/ })).toHaveTextContent('Electrical');
  },
};
