import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { budgetedFiles, builtPageFiles, type Manifest } from './lib/routeBytes.mjs';

// A build with an entry, a page and the panel one of the page's addresses opens at once.
const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_framework'] },
  _framework: { file: 'assets/framework.js' },
  'src/pages/account/AccountRoute.tsx': { file: 'assets/AccountRoute.js', isDynamicEntry: true },
  'src/pages/account/panels/ProfilePanel.tsx': { file: 'assets/ProfilePanel.js', isDynamicEntry: true },
  'src/transport.ts': { file: 'assets/transport.js', isDynamicEntry: true, imports: ['_parser'] },
  _parser: { file: 'assets/parser.js' },
};
const pages = [
  {
    path: 'account/:page',
    module: 'src/pages/account/AccountRoute.tsx',
    files: ['assets/AccountRoute.js'],
    documentFiles: { 'account/settings': ['assets/AccountRoute.js', 'assets/ProfilePanel.js'] },
  },
];

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));
const built = () => {
  dist = mkdtempSync(path.join(tmpdir(), 'route-bytes-'));
  writeFileSync(path.join(dist, 'pages.json'), JSON.stringify(pages));
  return dist;
};

describe('builtPageFiles', () => {
  test("a page's files are the entry's and the page's own", () => {
    expect(builtPageFiles(built(), manifest, 'src/pages/account/AccountRoute.tsx')).toEqual([
      'assets/AccountRoute.js',
      'assets/entry.js',
      'assets/framework.js',
    ]);
  });

  test('an address counts the lazy parts it opens at once (the panel its document preloads)', () => {
    expect(
      builtPageFiles(built(), manifest, 'src/pages/account/AccountRoute.tsx', 'account/settings'),
    ).toEqual(['assets/AccountRoute.js', 'assets/ProfilePanel.js', 'assets/entry.js', 'assets/framework.js']);
  });

  test('an address the page is not prerendered at is an error, not the page alone', () => {
    expect(() =>
      builtPageFiles(built(), manifest, 'src/pages/account/AccountRoute.tsx', 'account/photo'),
    ).toThrow("no prerendered address 'account/photo'");
  });
});

describe('budgetedFiles', () => {
  const route = { module: 'src/pages/account/AccountRoute.tsx', address: 'account/settings' };

  test("a route counts its address's files", () => {
    expect(budgetedFiles(built(), manifest, route)).toEqual(
      builtPageFiles(dist, manifest, route.module, route.address),
    );
  });

  test('and the lazy modules it loads at start, with what they import', () => {
    expect(budgetedFiles(built(), manifest, { ...route, loadsAtStart: ['src/transport.ts'] })).toEqual([
      'assets/AccountRoute.js',
      'assets/ProfilePanel.js',
      'assets/entry.js',
      'assets/framework.js',
      'assets/parser.js',
      'assets/transport.js',
    ]);
  });

  test('a module to load at start that the build does not have is an error', () => {
    expect(() => budgetedFiles(built(), manifest, { ...route, loadsAtStart: ['src/gone.ts'] })).toThrow(
      "No chunk 'src/gone.ts'",
    );
  });
});
