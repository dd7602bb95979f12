import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoMobileMenuButton, mobileViewport, tabsOf, web, withStoryWebBase } from '../stories.fixtures';
import { InspectorHeader } from './InspectorHeader';

const meta = {
  title: 'Shell/InspectorHeader',
  component: InspectorHeader,
  tags: ['autodocs'],
  decorators: [withStoryWebBase],
  parameters: { layout: 'fullscreen' },
  args: { activePath: '/inspector/referrals', onLogOut: fn(), mobileMenuButton: demoMobileMenuButton },
} satisfies Meta<typeof InspectorHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The tabs and Settings link with their exact targets; Log out (Enter, then click) calls `onLogOut`. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Hearth' })).toHaveAttribute('href', web('/'));
    await expect(tabsOf(banner, 'Inspector')).toEqual([
      ['Referrals', web('/inspector/referrals'), 'page'],
      ['Payout', web('/inspector/payout'), null],
      ['Inspector Settings', web('/inspector/settings'), null],
    ]);
    const settings = within(banner).getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('href', web('/account/settings'));
    const logOut = within(banner).getByRole('button', { name: 'Log out' });
    settings.focus();
    await userEvent.tab();
    await expect(logOut).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onLogOut).toHaveBeenCalledTimes(2);
    await userEvent.click(logOut);
    await expect(args.onLogOut).toHaveBeenCalledTimes(3);
  },
};

/** Tab walks the tabs in order, then Settings and Log out. */
export const KeyboardOrder: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const order = [
      within(banner).getByRole('link', { name: 'Hearth' }),
      within(banner).getByRole('link', { name: 'Referrals' }),
      within(banner).getByRole('link', { name: 'Payout' }),
      within(banner).getByRole('link', { name: 'Inspector Settings' }),
      within(banner).getByRole('link', { name: 'Settings' }),
      within(banner).getByRole('button', { name: 'Log out' }),
    ];
    await userEvent.tab();
    for (const control of order) {
      await expect(control).toHaveFocus();
      await userEvent.tab();
    }
  },
};

/** At 375 px: Settings and Log out as named icons, the mobile menu button, the tabs under the bar. */
export const MobileLayout: Story = {
  ...mobileViewport,
  args: { activePath: '/inspector/payout' },
  play: async ({ canvas, canvasElement, args }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      web('/account/settings'),
    );
    await expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeVisible();
    // On narrow screens the tabs move to the header's second row: one visible navigation, inside the banner.
    await expect(within(banner).getAllByRole('navigation')).toHaveLength(1);
    await expect(tabsOf(canvasElement, 'Inspector')).toEqual([
      ['Referrals', web('/inspector/referrals'), null],
      ['Payout', web('/inspector/payout'), 'page'],
      ['Inspector Settings', web('/inspector/settings'), null],
    ]);
    await userEvent.click(within(banner).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};
