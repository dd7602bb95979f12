import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoMobileMenuButton,
  findMenu,
  isDesktopWidth,
  isLoaded,
  otherPortraitUrl,
  panelOf,
  portraitUrl,
  shownText,
  web,
  withStoryWebBase,
} from '../stories.fixtures';
import { HomeownerHeader } from './HomeownerHeader';

const meta = {
  title: 'Shell/HomeownerHeader/Features',
  component: HomeownerHeader,
  decorators: [withStoryWebBase],
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Jane',
    photoSources: [portraitUrl],
    askAProNotifications: true,
    onLogOut: fn(),
    mobileMenuButton: demoMobileMenuButton,
  },
} satisfies Meta<typeof HomeownerHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Waits for the photo, so the screenshot never catches it half-drawn. */
const photoLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const image = canvasElement.querySelector('img');
    return expect(image && isLoaded(image)).toBe(true);
  });

/** The company preference askAProWebNotificationsEnabled is on: the bell links to /ask-a-pro. */
export const WithNotifications: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      web('/ask-a-pro'),
    );
    await photoLoaded(canvasElement);
  },
};

/** The preference is off: no bell. */
export const WithoutNotifications: Story = {
  args: { askAProNotifications: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Notifications', hidden: true })).toBeNull();
    await photoLoaded(canvasElement);
  },
};

/** No first name and no photo: 'Anonymous' and its initial. */
export const AnonymousWithoutPhoto: Story = {
  args: { firstName: undefined, photoSources: [] },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('link', { name: 'Anonymous' });
    await expect(profile).toHaveAttribute('href', web('/account/settings'));
    await expect(profile).toHaveTextContent('A');
  },
};

/** A blank first name counts as none. */
export const BlankFirstName: Story = {
  args: { firstName: '   ', photoSources: [portraitUrl] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Anonymous' })).toBeVisible();
    await photoLoaded(canvasElement);
  },
};

/** The profile picture fails to load, so the next source (a social-profile picture) is shown. */
export const PhotoFallsBack: Story = {
  args: { photoSources: ['/missing-profile-picture.jpg', otherPortraitUrl] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', otherPortraitUrl));
    await photoLoaded(canvasElement);
  },
};

/** A curator (staff) in a customer's account: the homeowner header with a staff marker. */
export const Curator: Story = {
  args: { isCurator: true, firstName: 'Sam' },
  play: async ({ canvasElement }) => {
    // One marker for wide screens and one for narrow ones; exactly one shows at any width.
    await expect(shownText(canvasElement, 'Staff: Curator')).toBeVisible();
    await photoLoaded(canvasElement);
  },
};

/** The My Checklist dropdown, opened by pressing its toggle (at desktop widths). */
export const ChecklistDropdownOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await photoLoaded(canvasElement);
    if (!isDesktopWidth()) return;
    const toggle = canvas.getByRole('button', { name: 'More My Checklist links' });
    await userEvent.click(toggle);
    await waitFor(() => expect(panelOf(toggle)).toBeVisible());
    await expect(within(panelOf(toggle)).getAllByRole('link')).toHaveLength(3);
  },
};

/** The account menu, opened by hovering its trigger (at desktop widths). */
export const AccountMenuOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await photoLoaded(canvasElement);
    if (!isDesktopWidth()) return;
    await userEvent.hover(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await findMenu('Account menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};
