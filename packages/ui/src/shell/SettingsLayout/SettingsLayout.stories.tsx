import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SettingsLayout } from './SettingsLayout';
import { accountSettingsItems, RoutedSettingsLayout } from './SettingsLayout.fixtures';

const meta = {
  title: 'Shell/SettingsLayout',
  component: RoutedSettingsLayout,
  subcomponents: { SettingsLayout },
  tags: ['autodocs'],
  args: { items: accountSettingsItems, activeHref: '/account/settings', navLabel: 'Account settings' },
  argTypes: {
    activeHref: { control: 'select', options: accountSettingsItems.map((item) => item.href) },
    paneAs: { control: 'inline-radio', options: ['section', 'main', 'div'] },
  },
  parameters: {
    viewport: { options: { mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '800px' } } } },
  },
} satisfies Meta<typeof RoutedSettingsLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');

/**
 * Desktop: a named navigation beside a region named after the current sub-page. Tab and the arrow
 * keys move through the links; Enter follows one and `aria-current` moves to it.
 */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account settings' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      accountSettingsItems.map((item) => item.label),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      accountSettingsItems.map((item) => item.href),
    );
    await expect(current(nav)).toEqual([links[0]]);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Profile' })).toBeVisible());
    // The mobile toggle is not displayed at this width.
    await expect(within(nav).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(links[4]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links[6]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(links[4]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(current(nav)).toEqual([links[4]]));
    await expect(canvas.getByRole('region', { name: 'Password' })).toHaveTextContent('Change your password');
  },
};

/**
 * Mobile (375 px): the list collapses behind a button naming the current sub-page. Space opens
 * it, Escape closes it and returns focus to the button, and following a link closes it.
 */
export const MobileDisclosure: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const nav = canvas.getByRole('navigation', { name: 'Account settings' });
    const toggle = within(nav).getByRole('button', { name: 'Account settings: Profile' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(list?.tagName).toBe('UL');

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(accountSettingsItems.length);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(within(nav).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Account settings: Photo'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Photo' })).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(current(nav).map((link) => link.textContent)).toEqual(['Photo']);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** When the layout holds the page's main content, the pane is the `main` landmark. */
export const PaneAsMain: Story = {
  args: { paneAs: 'main', activeHref: '/account/payment-methods' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('main', { name: 'Payment Methods' })).toBeVisible());
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
