/**
 * The reference app's HTML for an address. The app's build (apps/reference/build/pages.ts) writes
 * every document, each drawn before its JavaScript ran: for each page in dist/pages.json, the
 * loading shell that asks for that page's chunks and the page itself for the bare addresses it
 * was prerendered for; dist/index.html, the shell with the entry alone, for any other address. Read
 * once, at start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface BuiltPage {
  /** The page's route path below `/`: `:name` is one segment, `:name?` an optional last one. */
  path: string;
  /** The document for any address of the page. */
  shell: string;
  /** The page itself, drawn, for each of its prerendered bare addresses (without the `/`). */
  documents?: Record<string, string>;
}

/** Whether `pathname` is an address of `pattern` (route paths' `:param` and `:param?`). */
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

/** A document as sent, with the CSP sources (`'sha256-...'`) of the inline scripts it carries. */
export type PageDocument = { html: string; scriptHashes: string[] };

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/**
 * The hash sources of the document's inline scripts (the one that holds early clicks, the one that
 * loads the app once painted): the browser hashes the text between the tags, as written.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // A data block (the run-time settings' JSON) is never run: it needs no hash.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

const documentOf = (html: string): PageDocument => ({ html, scriptHashes: inlineScriptHashes(html) });

/**
 * Returns the document for an address (path and query). A prerendered page is sent only for the
 * bare addresses it was drawn for: with a query (`?r=`, `?insuranceFlow=`) its first render
 * differs, and the browser renders it itself, from the shell. The documents and their script
 * hashes are the build's, read and computed once.
 */
export function pageHtmlFrom(staticDir: string, head = ''): (address: string) => PageDocument {
  // What the server adds to every document's head (its runtime settings), once, at start.
  const withHead = (html: string) => (head ? html.replace('</head>', `${head}</head>`) : html);
  const index = documentOf(withHead(readFileSync(path.join(staticDir, 'index.html'), 'utf8')));
  const listing = path.join(staticDir, 'pages.json');
  const listed: BuiltPage[] = existsSync(listing) ? JSON.parse(readFileSync(listing, 'utf8')) : [];
  const pages = listed.map((page) => ({
    path: page.path,
    shell: documentOf(withHead(page.shell)),
    documents: new Map(
      Object.entries(page.documents ?? {}).map(([address, html]) => [address, documentOf(withHead(html))]),
    ),
  }));
  return (address) => {
    const [pathname = '', query] = address.split('?');
    const page = pages.find((candidate) => matchesPagePath(candidate.path, pathname));
    if (!page) return index;
    const drawn = query === undefined ? page.documents.get(pathname.slice(1)) : undefined;
    return drawn ?? page.shell;
  };
}

export type EncodedHtml = { body: Buffer; encoding: 'br' | 'gzip' | 'identity' };

/**
 * The page HTML in the best encoding the browser takes (brotli, then gzip), each document
 * compressed once: a prerendered page carries its markup and styles (about 45 KB, 8 KB in gzip).
 */
export function htmlEncoder(): (html: string, acceptEncoding: string | undefined) => EncodedHtml {
  // Keyed by the documents themselves: the few strings read at start, whose hashes V8 keeps.
  const caches = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  const encoded = (html: string, encoding: 'br' | 'gzip') => {
    let body = caches[encoding].get(html);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html, { level: 9 });
      caches[encoding].set(html, body);
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
