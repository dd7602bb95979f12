import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoMobileMenuButton,
  findMenu,
  isDesktopWidth,
  isTextShown,
  shownText,
  tabsOf,
  web,
  withStoryWebBase,
} from '../stories.fixtures';
import { ProHeader } from './ProHeader';

const meta = {
  title: 'Shell/ProHeader/Features',
  component: ProHeader,
  decorators: [withStoryWebBase],
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: '/pro/dashboard',
    pointsBalanceCents: 123456,
    rewardBalanceCents: 2500,
    onLogOut: fn(),
    mobileMenuButton: demoMobileMenuButton,
  },
} satisfies Meta<typeof ProHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The tab marked current, by name. */
const currentTab = (root: HTMLElement) =>
  tabsOf(root, 'Pro')
    .filter(([, , current]) => current === 'page')
    .map(([name]) => name);

/** Both balances, as dollars with two decimals and thousands commas. */
export const WithBalances: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement, '$1,234.56')).toBeVisible();
    await expect(shownText(canvasElement, '$25.00')).toBeVisible();
    await expect(currentTab(canvasElement)).toEqual(['Dashboard']);
  },
};

/** Large balances keep their commas. */
export const LargeBalances: Story = {
  args: { pointsBalanceCents: 123456789, rewardBalanceCents: 100000 },
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement, '$1,234,567.89')).toBeVisible();
    await expect(shownText(canvasElement, '$1,000.00')).toBeVisible();
  },
};

/** The balance calls timed out or failed: no balances, nothing in their place. */
export const WithoutBalances: Story = {
  args: { pointsBalanceCents: undefined, rewardBalanceCents: undefined },
  play: async ({ canvasElement }) => {
    await expect(isTextShown(canvasElement, 'Points balance')).toBe(false);
    await expect(isTextShown(canvasElement, 'Reward balance')).toBe(false);
  },
};

/** Only the points balance came back (the reward call failed and is ignored). */
export const PointsBalanceOnly: Story = {
  args: { rewardBalanceCents: undefined, pointsBalanceCents: 0 },
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement, '$0.00')).toBeVisible();
    await expect(isTextShown(canvasElement, 'Reward balance')).toBe(false);
  },
};

/** The Sign up button shown. */
export const SignUpShown: Story = {
  args: { showSignUp: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      web('/pro/account/create/account-create'),
    );
  },
};

/** The Sign up button hidden. */
export const SignUpHidden: Story = {
  args: { showSignUp: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign up', hidden: true })).toBeNull();
  },
};

export const ProfileActive: Story = {
  args: { activePath: '/pro/profile' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual(['Profile']);
  },
};

export const FinancesActive: Story = {
  args: { activePath: '/pro/finances' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual(['Finances']);
  },
};

/** A page under Settings marks the Settings tab. */
export const SettingsActive: Story = {
  args: { activePath: '/pro/settings/user-information' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual(['Settings']);
  },
};

/** The account menu of a pro with a company, open (at desktop widths). */
export const AccountMenuOpen: Story = {
  play: async ({ canvas }) => {
    if (!isDesktopWidth()) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await findMenu('Account menu');
    // The popover fades in: visible once its entering animation is over.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'User Information' })).toBeVisible(),
    );
  },
};

/** A user without a company: the account menu's first link is Account Settings (at desktop widths). */
export const WithoutCompany: Story = {
  args: { hasCompany: false },
  play: async ({ canvas }) => {
    if (!isDesktopWidth()) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await findMenu('Account menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      web('/account/settings'),
    );
  },
};
