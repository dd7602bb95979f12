'use client';

import { useCallback } from 'react';
import { useBrand } from '../../provider/brand';
import { type SitePage, useSitePaths } from '../../provider/sitePaths';

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): it leaves the web base. */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Joins the brand's web base address and a site path: `webHref('https://x.example/', 'advice')`
 * gives `https://x.example/advice`. An absolute URL is returned as it is, so data that already
 * carries the base address is not prefixed twice; so is a `#fragment` on the current page.
 */
export function webHref(webBaseUrl: string, path: string): string {
  if (ABSOLUTE.test(path) || path.startsWith('#')) return path;
  const base = webBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** `webHref` bound to `useBrand().webBaseUrl`. */
export function useWebHref(): (path: string) => string {
  const { webBaseUrl } = useBrand();
  return useCallback((path: string) => webHref(webBaseUrl, path), [webBaseUrl]);
}

/** A link of the shell as declared: its visible text and the site's page it opens. */
export type PageLink = { name: string; page: SitePage };

/** A page of the site, by name, on the brand's web base address: `siteHref('accountSettings')`. */
export function useSiteHref(): (page: SitePage) => string {
  const webHrefOf = useWebHref();
  const paths = useSitePaths();
  return useCallback((page: SitePage) => webHrefOf(paths[page]), [webHrefOf, paths]);
}

/** The path of a page that sends the user back to `currentUrl` afterwards: `/login?r=...`. */
export function withReturnTo(path: string, currentUrl: string): string {
  return `${path}?r=${encodeURIComponent(currentUrl)}`;
}
