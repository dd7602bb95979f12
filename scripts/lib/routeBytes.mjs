// What each page of the built reference app loads: the JavaScript chunks the HTML entry loads
// (its static imports and the steps it starts with) plus the page's own lazy chunk, read from
// Vite's build manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Reads `dist/.vite/manifest.json` of a Vite build. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The chunk files (JS) a manifest entry pulls in by static imports, the entry's own included. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk '${key}' in the build manifest (renamed page module?)`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) {
    if (!files.has(manifest[imported]?.file)) staticClosure(manifest, imported, files);
  }
  return files;
}

/**
 * The JS files a page loads: the HTML entry's closure, its module's closure, and the closures of
 * the other lazy modules it always loads (`alsoLoads`: the signed-in header for a page seen
 * signed in, see apps/reference/build/pages.ts).
 */
export function pageFiles(manifest, { module, alsoLoads = [] }) {
  const files = entryClosure(manifest);
  for (const key of [module, ...alsoLoads]) staticClosure(manifest, key, files);
  return [...files].sort();
}

/**
 * The JS files a page of a built app loads: the entry's and those the build listed for the page
 * `module` in `dist/pages.json` (what the API preloads for it); with `address` (one the page is
 * prerendered at, such as 'account/settings'), those that address's document loads, the lazy parts
 * it opens at once included.
 */
export function builtPageFiles(dist, manifest, module, address) {
  const pages = JSON.parse(readFileSync(path.join(dist, 'pages.json'), 'utf8'));
  const page = pages.find((candidate) => candidate.module === module);
  if (!page) throw new Error(`dist/pages.json has no page ${module}: see src/pageRoutes.ts`);
  const files = address === undefined ? page.files : page.documentFiles?.[address];
  if (!files) throw new Error(`dist/pages.json has no prerendered address '${address}' for ${module}`);
  return [...new Set([...bootFiles(manifest), ...files])].sort();
}

/**
 * The JS files a route of apps/reference/route-budget.json loads as it opens: those of its page
 * (builtPageFiles), and the closures of `loadsAtStart`, the lazy modules it imports as soon as it
 * has rendered (the GraphQL transport, with the first operation an account page sends).
 * e2e/route-budget.e2e.ts checks in Chromium that a route loads no file beyond these.
 */
export function budgetedFiles(dist, manifest, { module, address, loadsAtStart = [] }) {
  const files = new Set(builtPageFiles(dist, manifest, module, address));
  for (const key of loadsAtStart) staticClosure(manifest, key, files);
  return [...files].sort();
}

/**
 * The JS files the HTML entry loads, in the order it runs them: its static imports, then the
 * modules it imports step by step as it starts (apps/reference/src/main.tsx), each with theirs.
 */
export function bootFiles(manifest) {
  return [...entryClosure(manifest)];
}

function entryClosure(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const files = staticClosure(manifest, entry);
  for (const step of manifest[entry].dynamicImports ?? []) staticClosure(manifest, step, files);
  return files;
}

/** Gzip (level 9) and brotli (quality 11) bytes of a list of built files. */
export function compressedBytes(dist, files) {
  let gzip = 0;
  let br = 0;
  for (const file of files) {
    const buffer = readFileSync(path.join(dist, file));
    gzip += gzipSync(buffer, { level: 9 }).length;
    br += brotli(buffer);
  }
  return { gzip, brotli: br };
}

/** The sources (from the chunks' source maps) a list of built files carries. */
export function sourcesOf(dist, files) {
  return files.flatMap((file) => {
    try {
      return JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')).sources;
    } catch {
      return [];
    }
  });
}
