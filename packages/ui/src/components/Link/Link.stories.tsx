import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

/** Internal links go through React Aria's router; the story records navigations instead of leaving. */
const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/account', children: 'Account settings', variant: 'inline', isExternal: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    isExternal: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Account settings' });
    await expect(link).toHaveAttribute('href', '/account');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/account');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Account settings' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/account');
  },
};

/** An external link is reached with Tab like any other and says it opens a new tab. */
export const ExternalKeyboardFocus: Story = {
  args: { href: 'https://example.com/help', children: 'Help centre', isExternal: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
