'use client';

import { useMemo } from 'react';
import { type SitePage, useSitePaths } from '../../../provider/sitePaths';

/** A tab of a pro or inspector header: its visible name and its site path. */
export type HeaderTab = { name: string; path: string };

/** A tab as a header declares it: its visible name and the site's page it opens. */
export type SiteTab = { name: string; page: SitePage };

/** The tabs with their pages' paths from `HearthProvider`'s `paths`. */
export function useSiteTabs(tabs: readonly SiteTab[]): readonly HeaderTab[] {
  const paths = useSitePaths();
  return useMemo(() => tabs.map((tab) => ({ name: tab.name, path: paths[tab.page] })), [tabs, paths]);
}

/** `activePath` without its query string, hash and trailing slashes. */
function normalise(activePath: string): string {
  return activePath.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

/**
 * The tab for the current page: the one whose path is `activePath` or a parent of it
 * (`/pro/settings/user-information` is under the `/pro/settings` tab), the longest such path
 * when several match. Query strings, hashes and a trailing slash are ignored.
 */
export function activeTab<T extends HeaderTab>(
  tabs: readonly T[],
  activePath: string | undefined,
): T | undefined {
  if (!activePath) return undefined;
  const path = normalise(activePath);
  let best: T | undefined;
  for (const tab of tabs) {
    const matches = path === tab.path || path.startsWith(`${tab.path}/`);
    if (matches && (!best || tab.path.length > best.path.length)) best = tab;
  }
  return best;
}
