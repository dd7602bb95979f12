/**
 * Repair & Improve header links.
 *
 * Href rule chosen from "Each entry links to /near-me/{slug} or to a service-specific path ending
 * in cs (service type) or cp (company type)":
 * 1. a non-empty `seoUrlPart` is the near-me slug: `{webBaseUrl}/near-me/{seoUrlPart}`;
 * 2. otherwise a non-empty `urlPath` is the service-specific path, suffixed with the
 *    serviceTypeKey and `cs` (SERVICE_TYPE) or `cp` (COMPANY_TYPE):
 *    `{webBaseUrl}/{urlPath}/{serviceTypeKey}cs` — a `urlPath` that already ends in that
 *    `{serviceTypeKey}cs|cp` segment is used as is;
 * 3. otherwise a non-empty `href` is used (absolute as is, relative joined to webBaseUrl);
 * 4. otherwise the near-me slug is made from the name: `{webBaseUrl}/near-me/{slug(name)}`.
 */

export type ProType = 'COMPANY_TYPE' | 'SERVICE_TYPE';

export interface HeaderLink {
  name: string;
  href?: string | null;
  proType: ProType;
  seoUrlPart?: string | null;
  serviceTypeKey: number;
  urlPath?: string | null;
}

export const PRO_TYPE_SUFFIX = { SERVICE_TYPE: 'cs', COMPANY_TYPE: 'cp' } as const satisfies Record<
  ProType,
  string
>;

export const DEFAULT_DROPDOWN_COLUMNS = 4;

function trimSlashes(value: string): string {
  return value.trim().replace(/^\/+|\/+$/g, '');
}

function join(webBaseUrl: string, path: string): string {
  return `${webBaseUrl.replace(/\/+$/, '')}/${trimSlashes(path)}`;
}

/** Lower-case, ASCII letters and digits separated by single hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function headerLinkHref(link: HeaderLink, webBaseUrl: string): string {
  const seo = link.seoUrlPart ? trimSlashes(link.seoUrlPart) : '';
  if (seo) return join(webBaseUrl, `near-me/${seo}`);
  const urlPath = link.urlPath ? trimSlashes(link.urlPath) : '';
  if (urlPath) {
    const last = `${link.serviceTypeKey}${PRO_TYPE_SUFFIX[link.proType]}`;
    return join(
      webBaseUrl,
      urlPath.endsWith(`/${last}`) || urlPath === last ? urlPath : `${urlPath}/${last}`,
    );
  }
  const href = link.href?.trim() ?? '';
  if (href) return /^[a-z][a-z0-9+.-]*:\/\//i.test(href) ? href : join(webBaseUrl, href);
  return join(webBaseUrl, `near-me/${slugify(link.name)}`);
}

export interface HeaderLinkQuery {
  serviceTypeKey?: number | null;
  /** A service id (number or numeric string), compared with the links' serviceTypeKey. */
  serviceId?: number | string | null;
}

/**
 * The link whose serviceTypeKey equals `serviceTypeKey`, else (when none matches or it is not
 * given) the link whose serviceTypeKey equals the numeric `serviceId`. First match wins.
 */
export function matchHeaderLink<L extends HeaderLink>(
  links: readonly L[],
  { serviceTypeKey, serviceId }: HeaderLinkQuery,
): L | undefined {
  if (serviceTypeKey != null) {
    const byKey = links.find((link) => link.serviceTypeKey === serviceTypeKey);
    if (byKey) return byKey;
  }
  if (serviceId == null || (typeof serviceId === 'string' && serviceId.trim() === '')) return undefined;
  const id = Number(serviceId);
  if (!Number.isFinite(id)) return undefined;
  return links.find((link) => link.serviceTypeKey === id);
}

/** Dropdown column count for a group: 1 for a group with a single link, else 4. */
export function dropdownColumns(links: readonly unknown[]): number {
  return links.length === 1 ? 1 : DEFAULT_DROPDOWN_COLUMNS;
}
