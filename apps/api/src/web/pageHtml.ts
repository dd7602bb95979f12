/**
 * The reference app's HTML for a page address: its index.html with a modulepreload link for each
 * chunk that page loads beyond the entry, so the browser fetches them beside the entry instead of
 * after it ran; or, for a page prerendered at build time asked for at its bare address, that
 * page's own document, which shows it before its JavaScript ran. Both come from dist/pages.json,
 * written by the app's build (apps/reference/build/pages.ts), read once at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface BuiltPage {
  /** A React Router path below `/`: `:name` is one segment, `:name?` an optional last one. */
  path: string;
  files: string[];
  /** The whole document of a page prerendered at build time, for its bare address. */
  document?: string;
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

/**
 * Returns the HTML for a page address (path and query); every address gets index.html, a known
 * page its preloads. A prerendered page's markup is sent only for its bare address: with a query
 * (`?r=`, `?insuranceFlow=`) its first render differs, and the browser renders it itself.
 */
export function pageHtmlFrom(staticDir: string): (address: string) => string {
  const index = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const listing = path.join(staticDir, 'pages.json');
  const pages: BuiltPage[] = existsSync(listing) ? JSON.parse(readFileSync(listing, 'utf8')) : [];
  const html = pages.map((page) => {
    const preloads = page.files.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n`);
    return {
      path: page.path,
      html: index.replace('</head>', `${preloads.join('')}</head>`),
      document: page.document,
    };
  });
  return (address) => {
    const [pathname = '', query] = address.split('?');
    const page = html.find((candidate) => matchesPagePath(candidate.path, pathname));
    if (!page) return index;
    const bare = query === undefined && !pathname.endsWith('/') && page.path === pathname.slice(1);
    return (bare && page.document) || page.html;
  };
}

export type EncodedHtml = { body: Buffer; encoding: 'br' | 'gzip' | 'identity' };

/**
 * The page HTML in the best encoding the browser takes (brotli, then gzip), each document
 * compressed once: a prerendered page carries its markup and styles (about 45 KB, 8 KB in gzip).
 */
export function htmlEncoder(): (html: string, acceptEncoding: string | undefined) => EncodedHtml {
  const cache = new Map<string, Buffer>();
  const encoded = (html: string, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${html}`;
    let body = cache.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html, { level: 9 });
      cache.set(key, body);
    }
    return body;
  };
  return (html, acceptEncoding) => {
    const taken = acceptedEncodings(acceptEncoding ?? '');
    for (const encoding of ['br', 'gzip'] as const) {
      if (taken.has(encoding)) return { body: encoded(html, encoding), encoding };
    }
    return { body: Buffer.from(html), encoding: 'identity' };
  };
}

/** The codings an Accept-Encoding header takes (those not given q=0). */
function acceptedEncodings(header: string): Set<string> {
  const taken = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) taken.add(name.trim());
  }
  return taken;
}
