import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: {
    label: 'Email me about offers',
    description: 'Seasonal discounts from pros near you.',
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Email me about offers' });
    await expect(control).toHaveFocus();
    await expect(control).toHaveAccessibleDescription('Seasonal discounts from pros near you.');
    await expect(control.closest('label')).toHaveAttribute('data-focus-visible');
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Email me about offers'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Email me about offers' });
    await expect(control).toBeDisabled();
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Email me about offers'), { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
