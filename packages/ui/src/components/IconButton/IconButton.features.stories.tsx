import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Bell, Menu, X } from '../Icon/icons';
import { IconButton } from './IconButton';

const row = { display: 'flex', gap: tokens.space.md, alignItems: 'center', flexWrap: 'wrap' } as const;

const meta = {
  title: 'Components/IconButton/Features',
  component: IconButton,
  args: { icon: Bell, 'aria-label': 'Notifications', onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary' } };
export const Round: Story = { args: { variant: 'secondary', shape: 'round' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} size="sm" aria-label="Notifications, small" />
      <IconButton {...args} size="md" aria-label="Notifications, medium" />
      <IconButton {...args} size="lg" aria-label="Notifications, large" />
    </div>
  ),
  args: { variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, small' }).offsetWidth).toBe(32);
    await expect(canvas.getByRole('button', { name: 'Notifications, medium' }).offsetWidth).toBe(40);
    await expect(canvas.getByRole('button', { name: 'Notifications, large' }).offsetWidth).toBe(48);
  },
};

/** Named by visible text elsewhere on the page through `aria-labelledby`. */
export const LabelledBy: Story = {
  render: (args) => (
    <div style={row}>
      <span id="close-dialog-label">Close the dialog</span>
      <IconButton {...args} icon={X} aria-label={undefined} aria-labelledby="close-dialog-label" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close the dialog' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The focus ring shown after a keyboard user tabs to the button. */
export const FocusVisible: Story = {
  args: { icon: Menu, 'aria-label': 'Menu', variant: 'tertiary' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
  },
};
