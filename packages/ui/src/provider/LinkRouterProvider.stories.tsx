import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, type within } from 'storybook/test';
import { Link } from '../components/Link';
import { LinkRouterProvider, useRoutedLinkClicks, useRouterAnchorProps } from './LinkRouterProvider';

/** A router mounted under /app: it prefixes its own paths, and records navigations. */
const navigate = fn();
const useHref = (href: string) => `/app${href}`;

/** A native link, as the footer's are. */
function PlainLink({ href, children }: { href: string; children: string }) {
  return <a {...useRouterAnchorProps(href)}>{children}</a>;
}

/** Links React did not render, as a server drew them (the reference app's footer). */
const DRAWN_LINKS =
  '<a href="/help">Help centre</a> <a href="https://pros.hearth.example">Pro site</a> <a href="/press" target="_blank">Press</a>';

function DrawnLinks() {
  const onClick = useRoutedLinkClicks();
  return (
    // biome-ignore lint/a11y: not a control: it routes its links' own clicks (Enter on a link clicks it too).
    // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup standing for a server's.
    <nav aria-label="Drawn" onClick={onClick} dangerouslySetInnerHTML={{ __html: DRAWN_LINKS }} />
  );
}

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
        <li>
          <PlainLink href="/help">Help centre</PlainLink>
        </li>
        <li>
          <PlainLink href="https://pros.hearth.example">Pro site</PlainLink>
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

/** A click on the Help centre link, then Enter on it, each go through the router, not the browser. */
async function expectRoutedByClickAndEnter(canvas: ReturnType<typeof within>, help: HTMLElement) {
  await userEvent.click(help);
  await expect(navigate).toHaveBeenCalledWith('/help');
  // The router went instead of the browser: the story's page is still here.
  await expect(canvas.getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
  help.focus();
  await userEvent.keyboard('{Enter}');
  await expect(navigate).toHaveBeenCalledTimes(2);
}

/** A native link from `useRouterAnchorProps` goes the same ways: a same-site one through the router. */
export const NativeLinks: Story = {
  play: async ({ canvas }) => {
    const help = canvas.getByRole('link', { name: 'Help centre' });
    await expect(help).toHaveAttribute('href', '/app/help');
    await expect(canvas.getByRole('link', { name: 'Pro site' })).toHaveAttribute(
      'href',
      'https://pros.hearth.example',
    );
    await expectRoutedByClickAndEnter(canvas, help);
  },
};

/**
 * Links in HTML React did not render (`useRoutedLinkClicks` on their container): a plain click or
 * Enter on a same-site one goes through the router; another site's, a new tab's and a modified
 * click are left to the browser.
 */
export const ServerDrawnLinks: Story = {
  render: (args) => (
    <LinkRouterProvider navigate={args.navigate}>
      <DrawnLinks />
    </LinkRouterProvider>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getByRole('navigation', { name: 'Drawn' });
    const help = canvas.getByRole('link', { name: 'Help centre' });
    await expectRoutedByClickAndEnter(canvas, help);
    // The browser's own ways are not taken over: the story stops them before they leave the page.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    links.ownerDocument.addEventListener('click', record);
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Pro site' }));
      await userEvent.click(canvas.getByRole('link', { name: 'Press' }));
      fireEvent.click(help, { ctrlKey: true });
    } finally {
      links.ownerDocument.removeEventListener('click', record);
    }
    await expect(leftToBrowser).toEqual([true, true, true]);
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};
