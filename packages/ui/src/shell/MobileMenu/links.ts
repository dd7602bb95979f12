/**
 * The link sets of the mobile slide-out menu, as the site's pages they open. The component takes
 * their paths from `HearthProvider`'s `paths` and prefixes each with `useBrand().webBaseUrl`.
 */
import type { PageLink } from '../shared/href';

/** Logged in, the navigation links (the Account Settings toggle off). */
export const NAVIGATION_LINKS = {
  checklist: { name: 'My Checklist', page: 'movingDashboard' },
  home: { name: 'My Home', page: 'myHome' },
  projects: { name: 'My Projects', page: 'bookedProjects' },
} as const satisfies Record<string, PageLink>;

/** Logged in, the account links (the Account Settings toggle on); Log out follows them. */
export const ACCOUNT_LINKS: readonly PageLink[] = [
  { name: 'Labs', page: 'labs' },
  { name: 'Account Information', page: 'accountSettings' },
  { name: 'Change Password', page: 'changePassword' },
  { name: 'Notification Settings', page: 'notificationSettings' },
];

/** Logged out. */
export const LOGGED_OUT_LINKS: readonly PageLink[] = [
  { name: 'Home', page: 'home' },
  { name: 'Repair & Improve', page: 'repairAndImprove' },
  { name: 'Cost Guides', page: 'costGuides' },
  { name: 'Resources', page: 'advice' },
  { name: 'Join Our Pro Network', page: 'pro' },
];

/**
 * The `discover` variant. The spec fixes Professionals and How It Works; Projects, Cost Guides
 * and Planning lead to the site's existing sections for them: the service-type directory
 * (as Repair & Improve), the cost guides and the advice articles (as Resources). An Install app
 * button follows them.
 */
export const DISCOVER_LINKS: readonly PageLink[] = [
  { name: 'Professionals', page: 'professionals' },
  { name: 'Projects', page: 'repairAndImprove' },
  { name: 'Cost Guides', page: 'costGuides' },
  { name: 'Planning', page: 'advice' },
  { name: 'How It Works', page: 'howItWorks' },
];

/** The text of the active-project badge for screen readers: '1 active project', '3 active projects'. */
export function activeProjectsLabel(count: number): string {
  return `${count} active ${count === 1 ? 'project' : 'projects'}`;
}

/** The visible badge text: the count, capped at '99+'. */
export function activeProjectsBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
