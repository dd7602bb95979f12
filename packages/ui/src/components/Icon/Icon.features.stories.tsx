import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Icon } from './Icon';
import * as icons from './icons';
import { Bell, CircleAlert, CircleCheck, Info, type LucideIcon, Phone } from './icons';

/** Every icon `icons.ts` exports, by name. */
const curated = Object.entries(icons) as Array<[string, LucideIcon]>;

const row = { display: 'flex', gap: tokens.space.lg, alignItems: 'center', flexWrap: 'wrap' } as const;

const meta = {
  title: 'Components/Icon/Features',
  component: Icon,
  args: { as: Bell },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

/** With a `label` the icon is an image with that name. */
export const Labelled: Story = {
  args: { label: 'Notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Notifications' })).toBeVisible();
  },
};

/** Without a `label` the icon is hidden from screen readers; the text beside it carries the meaning. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ ...row, gap: tokens.space.sm, margin: 0 }}>
      <Icon {...args} as={Phone} />
      <span>Call us</span>
    </p>
  ),
  play: async ({ canvasElement, canvas }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Icon {...args} size="sm" label="Small" />
      <Icon {...args} size="md" label="Medium" />
      <Icon {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Small' }).getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByRole('img', { name: 'Medium' }).getBoundingClientRect().width).toBe(20);
    await expect(canvas.getByRole('img', { name: 'Large' }).getBoundingClientRect().width).toBe(24);
  },
};

/** Icons draw in `currentColor`, so they follow the text colour around them. */
export const FollowsTextColour: Story = {
  render: (args) => (
    <div style={row}>
      <span style={{ color: tokens.colors.danger }}>
        <Icon {...args} as={CircleAlert} label="Error" />
      </span>
      <span style={{ color: tokens.colors.successText }}>
        <Icon {...args} as={CircleCheck} label="Success" />
      </span>
      <span style={{ color: tokens.colors.primary }}>
        <Icon {...args} as={Info} label="Information" />
      </span>
    </div>
  ),
};

/** Every icon in `icons.ts`, the set Hearth uses. */
export const CuratedSet: Story = {
  render: (args) => (
    <ul style={{ ...row, listStyle: 'none', padding: 0, margin: 0 }}>
      {curated.map(([name, icon]) => (
        <li key={name}>
          <Icon {...args} as={icon} label={name} size="lg" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(curated.length);
  },
};
