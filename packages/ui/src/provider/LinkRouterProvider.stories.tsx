import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../components/Link';
import { LinkRouterProvider } from './LinkRouterProvider';

/** A router mounted under /app: it prefixes its own paths, and records navigations. */
const navigate = fn();
const useHref = (href: string) => `/app${href}`;

const meta = {
  title: 'Provider/LinkRouterProvider',
  component: LinkRouterProvider,
  args: { navigate, useHref, children: null },
  render: (args) => (
    <LinkRouterProvider {...args}>
      <ul>
        <li>
          <Link href="/account">Account settings</Link>
        </li>
        <li>
          <Link href="https://movers.hearth.example" isExternal>
            Movers
          </Link>
        </li>
        <li>
          <Link href="mailto:help@hearth.example">E-mail us</Link>
        </li>
      </ul>
    </LinkRouterProvider>
  ),
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LinkRouterProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Same-site links get the router's href and navigate through it; other sites' keep theirs. */
export const SameSiteAndOtherSites: Story = {
  play: async ({ canvas }) => {
    const account = canvas.getByRole('link', { name: 'Account settings' });
    await expect(account).toHaveAttribute('href', '/app/account');
    await expect(canvas.getByRole('link', { name: /^Movers/ })).toHaveAttribute(
      'href',
      'https://movers.hearth.example',
    );
    await expect(canvas.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      'mailto:help@hearth.example',
    );
    await userEvent.click(account);
    await expect(navigate).toHaveBeenCalledWith('/account', undefined);
  },
};
