/* Story helpers shared by the audience header stories. */
import type { Decorator } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { BrandContext, defaultBrand } from '../../provider/brand';
import { tokens } from '../../theme/tokens';

export { isLoaded, otherPortraitUrl, portraitUrl } from '../../components/Avatar/Avatar.fixtures';

/** The web base address the stories use, so every href assertion checks the prefix too. */
export const storyWebBaseUrl = 'https://www.hearth.example';

/** A stand-in for the mobile menu's own button (built in `shell/MobileMenu`), to fill the slot. */
export const demoMobileMenuButton = <IconButton icon={Menu} aria-label="Open menu" />;

/**
 * Story parameters and globals that run a story at 375 px wide, in Storybook and in its
 * Vitest browser test (the addon resizes the page from the `viewport` global).
 */
export const mobileViewport = {
  parameters: {
    viewport: {
      options: {
        mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '800px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} as const;

/** Whether the page is at least as wide as the `lg` breakpoint, where the full headers show. */
export const isDesktopWidth = () => window.matchMedia(`(min-width: ${tokens.breakpoints.lg})`).matches;

export const findMenu = (name: string) => screen.findByRole('menu', { name });
export const menuItem = (name: string) => screen.getByRole('menuitem', { name });
export const waitForMenuClosed = () =>
  waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

/**
 * The dropdown keyboard and pointer rules, proved on one menu trigger reached with Tab from
 * `before`, the control just ahead of it: keyboard focus opens it with focus left on the trigger; Space closes it
 * and Space opens it again with focus on the first item; Escape closes it and returns focus to
 * the trigger; hovering the trigger opens it and moving away closes it.
 */
export async function expectDropdownRules(
  before: HTMLElement,
  trigger: HTMLElement,
  menuName: string,
  firstItem: string,
) {
  before.focus();
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await findMenu(menuName);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveFocus();

  await userEvent.keyboard(' ');
  await waitForMenuClosed();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toHaveFocus();

  await userEvent.keyboard(' ');
  await findMenu(menuName);
  await waitFor(() => expect(menuItem(firstItem)).toHaveFocus());

  await userEvent.keyboard('{Escape}');
  await waitForMenuClosed();
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Move the pointer in from elsewhere (clicking away also ends keyboard focus on the trigger).
  await userEvent.click(document.body);
  await userEvent.hover(trigger);
  await findMenu(menuName);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await userEvent.unhover(trigger);
  await waitForMenuClosed();
}

/** The panel a disclosure trigger controls, found through `aria-controls`. */
export function panelOf(trigger: HTMLElement): HTMLElement {
  const id = trigger.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel)
    throw new Error(`No panel controlled by ${trigger.getAttribute('aria-label') ?? trigger.textContent}`);
  return panel;
}

const expectExpanded = async (toggle: HTMLElement, expanded: boolean) => {
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', String(expanded)));
  if (expanded) await waitFor(() => expect(panelOf(toggle)).toBeVisible());
  else await expect(panelOf(toggle)).not.toBeVisible();
};

/**
 * The dropdown rules on a disclosure (a top link, then the toggle button of a panel of links):
 * keyboard focus on the link or the toggle opens it; Space on the toggle closes it and opens it
 * again; Tab then walks into its links; Escape closes it and returns focus to the toggle; Tab
 * away closes it; hovering opens it and moving away closes it.
 */
export async function expectDisclosureRules(link: HTMLElement, toggle: HTMLElement, firstLink: string) {
  link.focus();
  await userEvent.tab({ shift: true });
  await userEvent.tab();
  await expect(link).toHaveFocus();
  await expectExpanded(toggle, true);

  await userEvent.tab();
  await expect(toggle).toHaveFocus();
  await expectExpanded(toggle, true);
  await userEvent.keyboard(' ');
  await expectExpanded(toggle, false);
  await expect(toggle).toHaveFocus();
  await userEvent.keyboard(' ');
  await expectExpanded(toggle, true);

  await userEvent.tab();
  const first = within(panelOf(toggle)).getByRole('link', { name: firstLink });
  await expect(first).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expectExpanded(toggle, false);
  await expect(toggle).toHaveFocus();

  // ArrowDown opens it on the first link; Tab out of its last link closes it.
  await userEvent.keyboard('{ArrowDown}');
  await expectExpanded(toggle, true);
  await expect(first).toHaveFocus();
  const links = within(panelOf(toggle)).getAllByRole('link');
  links.at(-1)?.focus();
  await userEvent.tab();
  await expectExpanded(toggle, false);

  await userEvent.click(document.body);
  await userEvent.hover(toggle);
  await expectExpanded(toggle, true);
  await userEvent.unhover(toggle);
  await expectExpanded(toggle, false);
}

/** Builds links on `storyWebBaseUrl`, as the app does with its configured web address. */
export const withStoryWebBase: Decorator = (Story) => (
  <BrandContext.Provider value={{ ...defaultBrand, webBaseUrl: storyWebBaseUrl }}>
    <Story />
  </BrandContext.Provider>
);

/** The full address of a site path in the stories. */
export const web = (path: string) => `${storyWebBaseUrl}${path}`;

/**
 * The one element showing `text`: headers render some things twice (in the bar on wide screens,
 * under it on narrow ones) and exactly one copy may show at any width.
 */
export function shownText(root: HTMLElement, text: string): HTMLElement {
  const shown = within(root)
    .queryAllByText(text)
    .filter((element) => element.checkVisibility());
  if (shown.length !== 1) throw new Error(`Expected one visible "${text}", found ${shown.length}`);
  return shown[0] as HTMLElement;
}

/** Whether any copy of `text` shows. */
export const isTextShown = (root: HTMLElement, text: string) =>
  within(root)
    .queryAllByText(text)
    .some((element) => element.checkVisibility());

/** The names and hrefs of the links in the navigation landmark named `name`. */
export function tabsOf(root: HTMLElement, name: string) {
  const nav = within(root).getByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
}
