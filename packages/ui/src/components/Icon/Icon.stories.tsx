import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { Bell, Camera, Check, CircleAlert, Info, type LucideIcon, Search, Settings, User } from './icons';

const iconOptions: Record<string, LucideIcon> = {
  Bell,
  Camera,
  Check,
  CircleAlert,
  Info,
  Search,
  Settings,
  User,
};

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { as: Bell, label: 'Notifications', size: 'md' },
  argTypes: {
    as: { control: 'select', options: Object.keys(iconOptions), mapping: iconOptions },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Notifications' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};
