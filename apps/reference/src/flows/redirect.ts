/**
 * Where pages go after login or sign-up (spec 01 §2: query r, default the main site address).
 * Only addresses on this site or on the main site are followed, so a crafted `r` cannot send a
 * person who just typed their password to somebody else's page.
 */
import { appBrand } from '../brand';

/** The main site address: the configured web base, else this site's home page. */
export const MAIN_SITE_ADDRESS: string = appBrand.webBaseUrl || '/';

/**
 * `raw` when it is a path on this site or an absolute address on `origin` or one of
 * `allowedOrigins`; null otherwise (absent, another site, `//host`, `javascript:`...).
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  origin: string,
  allowedOrigins: readonly string[] = [],
): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return [origin, ...allowedOrigins].includes(url.origin) ? url.href : null;
}

const mainSiteOrigins = (): string[] => {
  try {
    return [new URL(MAIN_SITE_ADDRESS, window.location.origin).origin];
  } catch {
    return [];
  }
};

/** The page's `r`, when it is safe to follow. */
export function redirectTargetOf(search: URLSearchParams): string | null {
  const target = search.get('r');
  // Without `r` nothing reads the page's address, so a page rendered at build time can ask too.
  if (target === null) return null;
  return safeRedirectTarget(target, window.location.origin, mainSiteOrigins());
}

/**
 * The query of the modal's Sign Up link: the page's own query string kept (spec 01 §2), with the
 * page as `r` when the query names no target of its own, as the header's links do.
 */
export function signupLinkSearch(page: Pick<Location, 'href' | 'search'>): string {
  const query = new URLSearchParams(page.search);
  if (!query.has('r')) query.set('r', page.href);
  return `?${query.toString()}`;
}

/** Follows a redirect with a full page load, so the new page reads the new session. */
export function followRedirect(to: string): void {
  window.location.assign(to);
}
