import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clickOverlay, expectTabCycle } from '../../components/shared/dialog.fixtures';
import { MobileMenu } from './MobileMenu';
import {
  findMenu,
  jane,
  linksOf,
  MobileMenuDemo,
  toggleAccountSettings,
  WEB_BASE_URL,
  waitForMenuClosed,
  withWebBaseUrl,
} from './MobileMenu.fixtures';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  decorators: [withWebBaseUrl],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    variant: 'default',
    user: jane,
    activeProjectCount: 3,
    onLogOut: fn(),
    onInstallApp: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'discover'] },
  },
  render: (args) => <MobileMenuDemo {...args} />,
} satisfies Meta<typeof MobileMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const scrollLocked = () => getComputedStyle(document.documentElement).overflow === 'hidden';

/**
 * The button opens the menu: focus moves inside and page scrolling is blocked. Escape closes it,
 * focus returns to the button and the page scrolls again.
 */
export const Playground: Story = {
  play: async ({ args }) => {
    const button = menuButton();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(scrollLocked()).toBe(false);

    await userEvent.click(button);
    const menu = await findMenu();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(scrollLocked()).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(scrollLocked()).toBe(false);
  },
};

/**
 * From the keyboard: Enter on the button opens the menu, Tab and Shift+Tab stay inside it
 * (close button, toggle, the three links), Escape closes it and focus is back on the button.
 */
export const KeyboardFocusTrap: Story = {
  play: async () => {
    await userEvent.tab();
    const button = menuButton();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await findMenu();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const inside = within(menu);
    const close = inside.getByRole('button', { name: 'Close menu' });
    await expectTabCycle([
      close,
      inside.getByRole('button', { name: 'Account Settings' }),
      inside.getByRole('link', { name: 'My Checklist' }),
      inside.getByRole('link', { name: 'My Home' }),
      inside.getByRole('link', { name: /^My Projects/ }),
    ]);
    await userEvent.tab({ shift: true });
    await expect(inside.getByRole('link', { name: /^My Projects/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Space on the button opens it too; the close button closes it and focus returns to the button. */
export const CloseButton: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const menu = await findMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitForMenuClosed();
    await waitFor(() => expect(menuButton()).toHaveFocus());
  },
};

/** A tap on the dimmed page beside the sheet closes it. */
export const ClickOutside: Story = {
  play: async ({ args }) => {
    await userEvent.click(menuButton());
    await findMenu();
    await clickOverlay();
    await waitForMenuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(scrollLocked()).toBe(false);
  },
};

/**
 * The Account Settings toggle (a button with `aria-pressed`) swaps the navigation links for the
 * account links and back, and announces each swap. Space toggles it from the keyboard.
 */
export const AccountSettingsToggle: Story = {
  play: async () => {
    await userEvent.click(menuButton());
    const menu = await findMenu();
    const toggle = within(menu).getByRole('button', { name: 'Account Settings' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(within(menu).getByRole('status').textContent).toBe('');
    await expect(linksOf(menu, 'Main').map(([name]) => name)).toEqual([
      'My Checklist',
      'My Home',
      'My Projects',
    ]);

    await toggleAccountSettings(menu, true, 'Account links shown');
    await expect(within(menu).queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(linksOf(menu, 'Account')).toEqual([
      ['Labs', `${WEB_BASE_URL}/my-home/labs`],
      ['Account Information', `${WEB_BASE_URL}/account/settings`],
      ['Change Password', `${WEB_BASE_URL}/account/password`],
      ['Notification Settings', `${WEB_BASE_URL}/account/notification-settings`],
    ]);
    await expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();

    await toggleAccountSettings(menu, false, 'Navigation links shown');
    await expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();

    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await expect(within(menu).getByRole('navigation', { name: 'Account' })).toBeVisible();
  },
};

/** Log out calls `onLogOut`, by pointer and by keyboard. */
export const LogOut: Story = {
  args: { defaultShowAccountLinks: true },
  play: async ({ args }) => {
    await userEvent.click(menuButton());
    const menu = await findMenu();
    const logOut = within(menu).getByRole('button', { name: 'Log out' });
    await userEvent.click(logOut);
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    logOut.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(2);
  },
};

/** Install app (discover variant) calls `onInstallApp`. */
export const InstallApp: Story = {
  args: { variant: 'discover' },
  play: async ({ args }) => {
    await userEvent.click(menuButton());
    const menu = await findMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Install app' }));
    await expect(args.onInstallApp).toHaveBeenCalledTimes(1);
    await expect(args.onLogOut).not.toHaveBeenCalled();
  },
};

/** Each opening starts on the navigation links, even after the account links were shown. */
export const ReopensOnNavigationLinks: Story = {
  play: async () => {
    await userEvent.click(menuButton());
    await toggleAccountSettings(await findMenu(), true, 'Account links shown');
    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed();
    await userEvent.click(menuButton());
    const menu = await findMenu();
    await expect(within(menu).getByRole('button', { name: 'Account Settings' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(menu).getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
