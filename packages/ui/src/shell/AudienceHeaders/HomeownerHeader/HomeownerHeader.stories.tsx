import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoMobileMenuButton,
  expectDisclosureRules,
  expectDropdownRules,
  findMenu,
  menuItem,
  mobileViewport,
  panelOf,
  portraitUrl,
  waitForMenuClosed,
  web,
  withStoryWebBase,
} from '../stories.fixtures';
import { HomeownerHeader } from './HomeownerHeader';

const meta = {
  title: 'Shell/HomeownerHeader',
  component: HomeownerHeader,
  tags: ['autodocs'],
  decorators: [withStoryWebBase],
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Jane',
    photoSources: [portraitUrl],
    askAProNotifications: true,
    isCurator: false,
    onLogOut: fn(),
    mobileMenuButton: demoMobileMenuButton,
  },
} satisfies Meta<typeof HomeownerHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every link the header shows goes to its exact spec target on the web base address. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Hearth' })).toHaveAttribute('href', web('/'));
    const main = within(banner).getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'My Home' })).toHaveAttribute(
      'href',
      web('/my-home'),
    );
    await expect(within(main).getByRole('link', { name: 'My Checklist' })).toHaveAttribute(
      'href',
      web('/move-in/dashboard'),
    );
    const toggle = within(main).getByRole('button', { name: 'More My Checklist links' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A closed panel has rendered no links yet.
    await expect(within(panelOf(toggle)).queryAllByRole('link', { hidden: true })).toEqual([]);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(panelOf(toggle)).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Moving', web('/move-in/dashboard')],
      ['Projects', web('/my-projects')],
      ['Start a new project', web('/my-projects')],
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(banner).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      web('/ask-a-pro'),
    );
    const profile = within(banner).getByRole('link', { name: 'Jane' });
    await expect(profile).toHaveAttribute('href', web('/account/settings'));
    await expect(profile).toHaveTextContent('Jane');
    await expect(within(banner).getByRole('button', { name: 'Account menu' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
    // The mobile menu button is for small screens only.
    await expect(canvas.getByRole('button', { name: 'Open menu', hidden: true })).not.toBeVisible();
  },
};

/** My Checklist: focus opens, Space toggles, Escape closes and returns focus, Tab away and hover. */
export const ChecklistDropdownKeyboard: Story = {
  play: async ({ canvas }) => {
    await expectDisclosureRules(
      canvas.getByRole('link', { name: 'My Checklist' }),
      canvas.getByRole('button', { name: 'More My Checklist links' }),
      'Moving',
    );
  },
};

/** The account menu: focus opens, Space toggles, Escape closes and returns focus, hover opens. */
export const AccountMenuKeyboard: Story = {
  play: async ({ canvas }) => {
    await expectDropdownRules(
      canvas.getByRole('link', { name: 'Jane' }),
      canvas.getByRole('button', { name: 'Account menu' }),
      'Account menu',
      'Labs',
    );
  },
};

/** Labs and Account link to their pages; Log out (by keyboard, then by pointer) calls `onLogOut`. */
export const AccountMenuLogOut: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    canvas.getByRole('link', { name: 'Jane' }).focus();
    await userEvent.tab();
    const menu = await findMenu('Account menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Labs', 'Account', 'Log out']);
    await expect(menuItem('Labs')).toHaveAttribute('href', web('/my-home/labs'));
    await expect(menuItem('Account')).toHaveAttribute('href', web('/account/settings'));
    await expect(menuItem('Log out')).not.toHaveAttribute('href');
    await expect(args.onLogOut).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menuItem('Labs')).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await waitForMenuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await findMenu('Account menu');
    await userEvent.click(menuItem('Log out'));
    await expect(args.onLogOut).toHaveBeenCalledTimes(2);
  },
};

/** Shown by hover, then clicked open and left with Escape: focus still returns to the trigger. */
export const AccountMenuHoverThenEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await findMenu('Account menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(menuItem('Labs')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * At 375 px: the logo, the bell, the photo (named by the first name) and the mobile menu button;
 * My Home, My Checklist and the account menu are left to the mobile menu.
 */
export const MobileLayout: Story = {
  ...mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hearth' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
    const profile = canvas.getByRole('link', { name: 'Jane' });
    await expect(profile).toBeVisible();
    await expect(profile).toHaveAttribute('href', web('/account/settings'));
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main', hidden: true })).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
  },
};

/** At 375 px without a mobile menu, the account menu stays in the bar. */
export const MobileWithoutMobileMenu: Story = {
  ...mobileViewport,
  args: { mobileMenuButton: undefined },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toBeVisible();
    await userEvent.click(trigger);
    await findMenu('Account menu');
    await userEvent.click(menuItem('Log out'));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};
