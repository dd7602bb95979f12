import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoMobileMenuButton,
  expectDropdownRules,
  findMenu,
  menuItem,
  mobileViewport,
  shownText,
  tabsOf,
  waitForMenuClosed,
  web,
  withStoryWebBase,
} from '../stories.fixtures';
import { ProHeader } from './ProHeader';

const meta = {
  title: 'Shell/ProHeader',
  component: ProHeader,
  tags: ['autodocs'],
  decorators: [withStoryWebBase],
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: '/pro/dashboard',
    hasCompany: true,
    showSignUp: true,
    pointsBalanceCents: 123456,
    rewardBalanceCents: 2500,
    onLogOut: fn(),
    mobileMenuButton: demoMobileMenuButton,
  },
} satisfies Meta<typeof ProHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The tabs, Sign up, the bell and the balances, with their exact targets and amounts. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Hearth' })).toHaveAttribute('href', web('/'));
    await expect(tabsOf(banner, 'Pro')).toEqual([
      ['Dashboard', web('/pro/dashboard'), 'page'],
      ['Profile', web('/pro/profile'), null],
      ['Finances', web('/pro/finances'), null],
      ['Settings', web('/pro/settings'), null],
    ]);
    await expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      web('/pro/account/create/account-create'),
    );
    await expect(within(banner).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      web('/ask-a-pro'),
    );
    await expect(shownText(banner, 'Points balance').nextElementSibling).toHaveTextContent('$1,234.56');
    await expect(shownText(banner, 'Reward balance').nextElementSibling).toHaveTextContent('$25.00');
    await expect(shownText(canvasElement, '$1,234.56').closest('header')).toBe(banner);
  },
};

/** The account menu: focus opens, Space toggles, Escape closes and returns focus, hover opens. */
export const AccountMenuKeyboard: Story = {
  play: async ({ canvas }) => {
    await expectDropdownRules(
      canvas.getByRole('link', { name: 'Notifications' }),
      canvas.getByRole('button', { name: 'Account menu' }),
      'Account menu',
      'User Information',
    );
  },
};

/** With a company: User Information, Change Password, Log out; Log out calls `onLogOut`. */
export const AccountMenuTargets: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const menu = await findMenu('Account menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['User Information', web('/pro/settings/user-information')],
      ['Change Password', web('/account/password')],
      ['Log out', null],
    ]);
    await userEvent.keyboard('{End}');
    await expect(menuItem('Log out')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await waitForMenuClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A user without a company: the first account link is Account Settings at /account/settings. */
export const WithoutCompanyMenu: Story = {
  args: { hasCompany: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await findMenu('Account menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Account Settings', web('/account/settings')],
      ['Change Password', web('/account/password')],
      ['Log out', null],
    ]);
    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed();
  },
};

/** Sign up hidden and no balances known: neither shows, in the bar or under it. */
export const NothingOptional: Story = {
  args: { showSignUp: false, pointsBalanceCents: undefined, rewardBalanceCents: undefined },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.queryByRole('link', { name: 'Sign up', hidden: true })).toBeNull();
    await expect(root.queryByText('Points balance')).toBeNull();
    await expect(root.queryByText('Reward balance')).toBeNull();
  },
};

/**
 * At 375 px: the logo, Sign up, the bell and the mobile menu button in the bar; the tabs (the
 * active one marked) and the balances on a row under it.
 */
export const MobileLayout: Story = {
  ...mobileViewport,
  args: { activePath: '/pro/finances' },
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeVisible();
    // On narrow screens the tabs move to the header's second row: one visible navigation, inside the banner.
    await expect(within(banner).getAllByRole('navigation')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
    await expect(tabsOf(canvasElement, 'Pro')).toEqual([
      ['Dashboard', web('/pro/dashboard'), null],
      ['Profile', web('/pro/profile'), null],
      ['Finances', web('/pro/finances'), 'page'],
      ['Settings', web('/pro/settings'), null],
    ]);
    await expect(shownText(canvasElement, '$1,234.56').closest('header')).not.toBeNull();
    await expect(shownText(canvasElement, '$25.00')).toBeVisible();
  },
};
