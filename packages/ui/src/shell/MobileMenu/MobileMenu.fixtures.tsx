/* Story fixtures of the mobile menu: a page bar holding the button, people, and checks. */
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { portraitUrl } from '../../components/Avatar/Avatar.fixtures';
import { BrandContext, defaultBrand } from '../../provider/brand';
import { tokens } from '../../theme/tokens';
import { MobileMenu, type MobileMenuProps, type MobileMenuUser } from './MobileMenu';
import { MobileMenuButton } from './MobileMenuButton';

/** The main web address the stories use, so every href shows it is built on `webBaseUrl`. */
export const WEB_BASE_URL = 'https://www.hearth.test';

/** Gives the story a brand whose `webBaseUrl` is `WEB_BASE_URL`. */
export const withWebBaseUrl: Decorator = (Story) => (
  <BrandContext.Provider value={{ ...defaultBrand, webBaseUrl: WEB_BASE_URL }}>
    <Story />
  </BrandContext.Provider>
);

export const jane: MobileMenuUser = {
  displayName: 'Jane D.',
  firstName: 'Jane',
  photoSources: [portraitUrl],
};
export const firstNameOnly: MobileMenuUser = { displayName: '  ', firstName: 'Marcus', photoSources: [] };
export const anonymous: MobileMenuUser = { displayName: null, firstName: null, photoSources: [] };

const bar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  padding: tokens.space.sm,
  borderBottom: `${tokens.sizes.borderWidth} solid ${tokens.colors.borderSubtle}`,
} as const;

/**
 * A page bar with the `MobileMenuButton`, wired to the `MobileMenu` as an app does: the two
 * share one open state. `isOpen` is the state the story starts in.
 */
export function MobileMenuDemo({ isOpen: initiallyOpen, onOpenChange, ...props }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <div style={bar}>
        <strong>Hearth</strong>
        <MobileMenuButton isOpen={isOpen} onOpenChange={setOpen} />
      </div>
      <MobileMenu {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** The open menu (a dialog named 'Menu'), once it has appeared and finished sliding in. */
export async function findMenu() {
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => {
    expect(menu.closest('[data-entering]')).toBeNull();
    expect(menu).toBeVisible();
  });
  return menu;
}

/** Waits until the menu has gone, exit animation included. */
export const waitForMenuClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

/**
 * The links of the menu's navigation landmark with this name, in order, as `[label, href]`
 * pairs; the label is the link's visible text without its active-project badge.
 */
export function linksOf(menu: HTMLElement, navName: string): Array<[string, string | null]> {
  const nav = within(menu).getByRole('navigation', { name: navName });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.querySelector('span')?.textContent ?? '', link.getAttribute('href')]);
}

/** Presses the Account Settings toggle and checks it reports `pressed` and what the swap announced. */
export async function toggleAccountSettings(menu: HTMLElement, pressed: boolean, announced: string) {
  const toggle = within(menu).getByRole('button', { name: 'Account Settings' });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', String(pressed));
  await expect(within(menu).getByRole('status')).toHaveTextContent(announced);
}
