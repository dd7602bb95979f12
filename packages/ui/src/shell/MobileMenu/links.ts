/**
 * The link sets of the mobile slide-out menu, as paths on the main web address. The component
 * prefixes each with `useBrand().webBaseUrl`.
 */

/** A link of a header, menu or footer: its visible text and its target. */
export type ShellLink = { name: string; href: string };

/** Logged in, the navigation links (the Account Settings toggle off). */
export const NAVIGATION_LINKS = {
  checklist: { name: 'My Checklist', href: '/move-in/dashboard' },
  home: { name: 'My Home', href: '/my-home' },
  projects: { name: 'My Projects', href: '/booking/my-projects' },
} as const satisfies Record<string, ShellLink>;

/** Logged in, the account links (the Account Settings toggle on); Log out follows them. */
export const ACCOUNT_LINKS: readonly ShellLink[] = [
  { name: 'Labs', href: '/my-home/labs' },
  { name: 'Account Information', href: '/account/settings' },
  { name: 'Change Password', href: '/account/password' },
  { name: 'Notification Settings', href: '/account/notification-settings' },
];

/** Logged out. */
export const LOGGED_OUT_LINKS: readonly ShellLink[] = [
  { name: 'Home', href: '/' },
  { name: 'Repair & Improve', href: '/home-projects' },
  { name: 'Cost Guides', href: '/project-cost' },
  { name: 'Resources', href: '/advice' },
  { name: 'Join Our Pro Network', href: '/pro' },
];

/**
 * The `discover` variant. The spec fixes Professionals and How It Works; Projects, Cost Guides
 * and Planning lead to the site's existing sections for them: the service-type directory
 * (`/home-projects`, as Repair & Improve), the cost guides (`/project-cost`) and the advice
 * articles (`/advice`, as Resources). An Install app button follows them.
 */
export const DISCOVER_LINKS: readonly ShellLink[] = [
  { name: 'Professionals', href: '/pros#pros' },
  { name: 'Projects', href: '/home-projects' },
  { name: 'Cost Guides', href: '/project-cost' },
  { name: 'Planning', href: '/advice' },
  { name: 'How It Works', href: '/how-it-works' },
];

/** The text of the active-project badge for screen readers: '1 active project', '3 active projects'. */
export function activeProjectsLabel(count: number): string {
  return `${count} active ${count === 1 ? 'project' : 'projects'}`;
}

/** The visible badge text: the count, capped at '99+'. */
export function activeProjectsBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
