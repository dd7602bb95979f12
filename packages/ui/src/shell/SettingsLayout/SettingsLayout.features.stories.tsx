import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { accountSettingsItems, RoutedSettingsLayout } from './SettingsLayout.fixtures';

const meta = {
  title: 'Shell/SettingsLayout/Features',
  component: RoutedSettingsLayout,
  args: { items: accountSettingsItems, activeHref: '/account/settings', navLabel: 'Account settings' },
} satisfies Meta<typeof RoutedSettingsLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The layout with this sub-page active: its link is the current page and the pane is named after it. */
const activeItem = (index: number): Story => {
  const item = accountSettingsItems[index] as { label: string; href: string };
  return {
    args: { activeHref: item.href },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('region', { name: item.label })).toHaveTextContent(item.label);
      const nav = canvas.getByRole('navigation', { name: 'Account settings' });
      const marked = nav.querySelectorAll('[aria-current="page"]');
      await expect(marked).toHaveLength(1);
      await expect(marked[0]).toHaveAttribute('href', item.href);
      // Below `md` the collapsed menu button names the current sub-page instead of listing links.
      if (!window.matchMedia(`(min-width: ${breakpoints.md})`).matches) {
        await expect(within(nav).getByRole('button')).toHaveAccessibleName(`Account settings: ${item.label}`);
      }
    },
  };
};

export const Profile = activeItem(0);
export const Photo = activeItem(1);
export const ProjectCommunications = activeItem(2);
export const GeneralCommunications = activeItem(3);
export const Password = activeItem(4);
export const PaymentMethods = activeItem(5);
export const DocumentDelivery = activeItem(6);

/** Below `md` the list can start open above the pane; from `md` up the list is always shown. */
export const MenuOpen: Story = {
  args: { activeHref: '/account/password', defaultMenuOpen: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account settings' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(accountSettingsItems.length);
  },
};
