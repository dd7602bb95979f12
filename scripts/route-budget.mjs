// Checks the JavaScript each page of the built reference app loads (gzipped) against
// apps/reference/route-budget.json, that no page loads another page's chunk, and that card and
// map code stay out of pages that do not use them. A page loads the entry's chunks and those the
// build lists for it in dist/pages.json (what the API preloads for it). Run after the app is
// built (`npm test` builds it first). Exits 1 when a budget is broken.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/bootstrap.mjs';
import {
  budgetedFiles,
  builtPageFiles,
  compressedBytes,
  readManifest,
  sourcesOf,
} from './lib/routeBytes.mjs';

const app = path.join(ROOT, 'apps/reference');
const dist = path.join(app, 'dist');
if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
  console.error('apps/reference/dist has no build manifest: build the app first.');
  process.exit(1);
}
const budget = JSON.parse(readFileSync(path.join(app, 'route-budget.json'), 'utf8'));
const manifest = readManifest(dist);

// Every lazily loaded page of the app, and part of one (an account panel): a page loads none but
// its own (a panel's code comes when the panel opens).
const pageChunks = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/pages/'),
);

let failed = 0;
for (const [route, page] of Object.entries(budget.routes)) {
  const { module, budgetBytes, forbidden = [] } = page;
  // What the page's address loads: with `address`, the lazy parts it opens at once too (the panel
  // an account address shows), which are its own, and with `loadsAtStart` the lazy modules it
  // imports as it starts; the page itself loads no other page's chunk.
  const files = budgetedFiles(dist, manifest, page);
  const pageFiles = builtPageFiles(dist, manifest, module);
  const otherPages = pageChunks.filter(([key, chunk]) => key !== module && pageFiles.includes(chunk.file));
  const { gzip, brotli } = compressedBytes(dist, files);
  const over = gzip > budgetBytes;
  const sources = sourcesOf(dist, files);
  const leaks = forbidden.filter((pattern) => sources.some((source) => source.includes(pattern)));
  if (over || leaks.length || otherPages.length) failed += 1;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${route.padEnd(20)} ${String(gzip).padStart(7)} B gzip, ${String(brotli).padStart(7)} B brotli (budget ${budgetBytes} B gzip, target ${budget.targets[route] ?? '-'} B) in ${files.length} files`,
  );
  for (const leak of leaks) console.log(`LEAK  ${route}: loads ${leak}, which only other pages use`);
  for (const [key] of otherPages) console.log(`LEAK  ${route}: loads the lazy chunk of ${key}`);
}
if (failed) {
  console.error(`\n${failed} route budget(s) broken: see apps/reference/route-budget.json`);
  process.exit(1);
}
