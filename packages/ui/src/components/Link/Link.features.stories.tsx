import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Link } from './Link';

const meta = {
  title: 'Components/Link/Features',
  component: Link,
  args: { href: '#account', children: 'Account settings' },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Inside a sentence a link is always underlined, so it is not told apart by colour alone. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: '40rem' }}>
      You can change your email address and password in <Link {...args} />.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View all projects' } };

export const ExternalInline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: '40rem' }}>
      Read the <Link {...args} /> before you book.
    </p>
  ),
  args: { href: 'https://example.com/terms', children: 'terms of service', isExternal: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'terms of service (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ExternalStandalone: Story = {
  args: {
    href: 'https://example.com/help',
    children: 'Help centre',
    isExternal: true,
    variant: 'standalone',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The focus ring a keyboard user sees, on both variants. */
export const FocusVisible: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: tokens.space.lg, alignItems: 'flex-start' }}>
      <p style={{ margin: 0 }}>
        Go to <Link {...args} />.
      </p>
      <Link {...args} href="https://example.com/help" isExternal variant="standalone">
        Help centre
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'data-focus-visible',
    );
    await userEvent.tab();
    const external = canvas.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(external).toHaveFocus();
    await expect(external).toHaveAttribute('data-focus-visible');
  },
};
