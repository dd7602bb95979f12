import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { isLoaded } from '../../components/Avatar/Avatar.fixtures';
import { MobileMenu } from './MobileMenu';
import {
  anonymous,
  findMenu,
  firstNameOnly,
  jane,
  linksOf,
  MobileMenuDemo,
  WEB_BASE_URL,
  withWebBaseUrl,
} from './MobileMenu.fixtures';

const meta = {
  title: 'Shell/MobileMenu/Features',
  component: MobileMenu,
  decorators: [withWebBaseUrl],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    user: jane,
    activeProjectCount: 3,
    onLogOut: fn(),
    onInstallApp: fn(),
  },
  render: (args) => <MobileMenuDemo {...args} />,
} satisfies Meta<typeof MobileMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const navigationLinks = [
  ['My Checklist', `${WEB_BASE_URL}/move-in/dashboard`],
  ['My Home', `${WEB_BASE_URL}/my-home`],
  ['My Projects', `${WEB_BASE_URL}/booking/my-projects`],
];

/** Logged in: photo, name, the Account Settings toggle off and the navigation links. */
export const LoggedIn: Story = {
  play: async () => {
    const menu = await findMenu();
    const inside = within(menu);
    await expect(inside.getByText('Jane D.')).toBeVisible();
    const photo = menu.querySelector('img');
    await expect(photo).toHaveAttribute('alt', '');
    if (photo) await waitFor(() => expect(isLoaded(photo)).toBe(true));
    await expect(inside.getByRole('button', { name: 'Account Settings' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(linksOf(menu, 'Main')).toEqual(navigationLinks);
    await expect(inside.getByRole('link', { name: 'My Projects, 3 active projects' })).toBeVisible();
  },
};

/** Logged in with the toggle on: the account links and Log out. */
export const LoggedInAccountLinks: Story = {
  args: { defaultShowAccountLinks: true },
  play: async () => {
    const menu = await findMenu();
    const inside = within(menu);
    const photo = menu.querySelector('img');
    if (photo) await waitFor(() => expect(isLoaded(photo)).toBe(true));
    await expect(inside.getByRole('button', { name: 'Account Settings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(linksOf(menu, 'Account')).toEqual([
      ['Labs', `${WEB_BASE_URL}/my-home/labs`],
      ['Account Information', `${WEB_BASE_URL}/account/settings`],
      ['Change Password', `${WEB_BASE_URL}/account/password`],
      ['Notification Settings', `${WEB_BASE_URL}/account/notification-settings`],
    ]);
    await expect(inside.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** A visitor: Home, Repair & Improve, Cost Guides, Resources, Join Our Pro Network. */
export const LoggedOut: Story = {
  args: { user: null },
  play: async () => {
    const menu = await findMenu();
    await expect(within(menu).queryByRole('button', { name: 'Account Settings' })).toBeNull();
    await expect(linksOf(menu, 'Main')).toEqual([
      ['Home', `${WEB_BASE_URL}/`],
      ['Repair & Improve', `${WEB_BASE_URL}/home-projects`],
      ['Cost Guides', `${WEB_BASE_URL}/project-cost`],
      ['Resources', `${WEB_BASE_URL}/advice`],
      ['Join Our Pro Network', `${WEB_BASE_URL}/pro`],
    ]);
  },
};

/** The second variant: Professionals, Projects, Cost Guides, Planning, How It Works, Install app. */
export const Discover: Story = {
  args: { variant: 'discover', user: null },
  play: async () => {
    const menu = await findMenu();
    await expect(linksOf(menu, 'Discover')).toEqual([
      ['Professionals', `${WEB_BASE_URL}/pros#pros`],
      ['Projects', `${WEB_BASE_URL}/home-projects`],
      ['Cost Guides', `${WEB_BASE_URL}/project-cost`],
      ['Planning', `${WEB_BASE_URL}/advice`],
      ['How It Works', `${WEB_BASE_URL}/how-it-works`],
    ]);
    await expect(within(menu).getByRole('button', { name: 'Install app' })).toBeVisible();
  },
};

/** No photo and no name: a generic icon and 'Anonymous'. */
export const NoPhotoAnonymous: Story = {
  args: { user: anonymous },
  play: async () => {
    const menu = await findMenu();
    await expect(within(menu).getByText('Anonymous')).toBeVisible();
    await expect(menu.querySelector('img')).toBeNull();
    await expect(menu.querySelector('[data-content="icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A blank display name falls back to the first name; without a photo the initials are shown. */
export const FirstNameFallback: Story = {
  args: { user: firstNameOnly },
  play: async () => {
    const menu = await findMenu();
    await expect(within(menu).getByText('Marcus')).toBeVisible();
    await expect(menu.querySelector('[data-content="initials"]')).toHaveTextContent('M');
  },
};

/** No active project: My Projects has no badge. */
export const ZeroActiveProjects: Story = {
  args: { activeProjectCount: 0 },
  play: async () => {
    const menu = await findMenu();
    await expect(within(menu).getByRole('link', { name: 'My Projects' })).toHaveAttribute(
      'href',
      `${WEB_BASE_URL}/booking/my-projects`,
    );
  },
};

/** One active project is named in the singular. */
export const OneActiveProject: Story = {
  args: { activeProjectCount: 1 },
  play: async () => {
    const menu = await findMenu();
    await expect(within(menu).getByRole('link', { name: 'My Projects, 1 active project' })).toBeVisible();
  },
};

/** Many active projects: the badge shows 99+, screen readers hear the full count. */
export const ManyActiveProjects: Story = {
  args: { activeProjectCount: 120 },
  play: async () => {
    const menu = await findMenu();
    const link = within(menu).getByRole('link', { name: 'My Projects, 120 active projects' });
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};
