/**
 * The reference app's HTML for a page address: its index.html with a modulepreload link for each
 * chunk that page loads beyond the entry (dist/page-preloads.json, written by the app's build), so
 * the browser fetches them beside the entry instead of after it ran. Read once, at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PagePreloads {
  /** A React Router path below `/`: `:name` is one segment, `:name?` an optional last one. */
  path: string;
  files: string[];
}

/** Whether `pathname` is an address of `pattern` (React Router's `:param` and `:param?`). */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (given.length < required || given.length > wanted.length) return false;
  return given.every((segment, index) => {
    const part = wanted[index] as string;
    return part.startsWith(':') || part === segment || part === decoded(segment);
  });
}

/** A path segment with its %-escapes decoded; a malformed escape matches no page. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Returns the HTML for a page address; every address gets index.html, a known page its preloads. */
export function pageHtmlFrom(staticDir: string): (pathname: string) => string {
  const index = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const listing = path.join(staticDir, 'page-preloads.json');
  const pages: PagePreloads[] = existsSync(listing) ? JSON.parse(readFileSync(listing, 'utf8')) : [];
  const html = pages.map((page) => ({
    path: page.path,
    html: index.replace(
      '</head>',
      `${page.files.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`).join('')}</head>`,
    ),
  }));
  return (pathname) => html.find((page) => matchesPagePath(page.path, pathname))?.html ?? index;
}
