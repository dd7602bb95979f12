import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { benchParts, median, table } from './lib/benchTable.mjs';
import { chunkNames, chunksLoadedWith, clerkSignInFiles } from './lib/clerk.mjs';
import { lighthouseRow, summarizeRuns } from './lib/lighthouse.mjs';
import { measureJs, PEERS, peerLabel, peerRows, pinningProblems, SHARED_VERSIONS } from './lib/peers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
let dir = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('peer apps', () => {
  const pinned = {
    dependencies: { 'some-auth': '1.2.3', react: '19.3.1', 'react-dom': '19.3.1' },
    devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
    overrides: { react: '19.3.1', 'react-dom': '19.3.1' },
  };

  test('every fixture in fixtures/peers pins one exact version of each dependency and the size fixture’s React and Vite', () => {
    const folders = readdirSync(path.join(ROOT, 'fixtures/peers'));
    expect(folders.sort()).toEqual(PEERS.map((peer) => peer.name).sort());
    for (const name of folders) {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, 'fixtures/peers', name, 'package.json'), 'utf8'));
      expect([name, pinningProblems(pkg)]).toEqual([name, []]);
    }
    const sizeApp = JSON.parse(readFileSync(path.join(ROOT, 'fixtures/size-app/package.json'), 'utf8'));
    for (const [name, version] of Object.entries(SHARED_VERSIONS)) {
      expect(sizeApp.dependencies[name] ?? sizeApp.devDependencies[name]).toBe(version);
    }
  });

  test('a range, another React or a missing override is a problem', () => {
    expect(pinningProblems(pinned)).toEqual([]);
    expect(
      pinningProblems({
        ...pinned,
        dependencies: { ...pinned.dependencies, 'some-auth': '^1.2.3', react: '19.2.0' },
        overrides: { react: '19.3.1' },
      }),
    ).toEqual([
      'some-auth: "^1.2.3" is not one exact version',
      'react: "19.2.0" is not the size fixture\'s 19.3.1',
      'overrides.react-dom: must be 19.3.1 (one React in the bundle)',
    ]);
  });

  test('a row names the pinned versions of the packages it is about', () => {
    expect(peerLabel({ name: 'x', label: 'Some Auth', packages: ['some-auth', 'missing'] }, pinned)).toBe(
      'Some Auth (some-auth 1.2.3, missing ?)',
    );
  });

  test('a built dist is measured as every .js file in it, gzip level 9', () => {
    const a = 'console.log("a");'.repeat(50);
    write('assets/index-1.js', a);
    write('assets/lazy/chunk-2.js', 'export const b = 2;');
    write('assets/index-1.css', 'body { color: red; }');
    write('index.html', '<script src="/assets/index-1.js"></script>');
    const measured = measureJs(dir);
    expect(measured.files).toEqual(['assets/index-1.js', path.join('assets', 'lazy', 'chunk-2.js')]);
    expect(measured.gzip).toBe(
      gzipSync(a, { level: 9 }).length + gzipSync('export const b = 2;', { level: 9 }).length,
    );
    expect(measured.brotli).toBeGreaterThan(0);
  });
});

describe('the peer table', () => {
  test('rows sorted by gzip with the ratio to Hearth /login; a lower bound marked; a failure last with its reason', () => {
    const rows = peerRows(
      [
        { label: 'Clerk', gzip: 412_190, brotli: 349_900, lowerBound: true, note: 'plus clerk-js' },
        { label: 'Broken', error: 'npm install failed: ERESOLVE' },
        { label: 'Hearth /login', gzip: 172_187, brotli: 150_178, bold: true },
        { label: 'hello', gzip: 67_690, brotli: 58_301 },
      ],
      172_187,
    );
    expect(rows).toEqual([
      ['hello', '67.7', '58.3', '0.39', ''],
      ['**Hearth /login**', '172.2', '150.2', '1.00', ''],
      ['Clerk', '≥ 412.2', '≥ 349.9', '≥ 2.39', 'plus clerk-js'],
      ['Broken', '-', '-', '-', 'not measured: npm install failed: ERESOLVE'],
    ]);
  });

  test('tables are padded to the widest cell', () => {
    expect(table(['a', 'bb'], [['long cell', 1]])).toBe(
      ['| a         | bb  |', '| --------- | --- |', '| long cell | 1   |'].join('\n'),
    );
  });
});

describe('Clerk’s sign-in files', () => {
  const bundle =
    'x.u=e=>""+(({344:"framework",1192:"vendors",6722:"signin",9573:"ui-common",1710:"signup"})[e]||e)+"_clerk.browser_"+x.h().slice(0,6)+"_5.1.0.js";' +
    'Promise.all([x.e("344"),x.e("1192"),x.e("9573"),x.e("1710")]).then(x.bind(x,1));' +
    'Promise.all([x.e("344"),x.e("1192"),x.e("9573"),x.e("6722")]).then(x.bind(x,2));';

  test('the chunks loaded with the one named signin, from the webpack runtime', () => {
    const names = chunkNames(bundle);
    expect(names['6722']).toBe('signin');
    expect(chunksLoadedWith(bundle, names, 'signin')).toEqual(['344', '1192', '9573', '6722']);
  });

  test('the files: clerk.browser.js and those chunks’ files', () => {
    write('clerk.browser.js', bundle);
    for (const name of ['framework', 'vendors', 'ui-common', 'signin', 'signup'])
      write(`${name}_clerk.browser_abcdef_5.1.0.js`, name);
    write('signin_clerk.legacy.browser_abcdef_5.1.0.js', 'legacy');
    expect(clerkSignInFiles(dir)).toEqual([
      'clerk.browser.js',
      'framework_clerk.browser_abcdef_5.1.0.js',
      'vendors_clerk.browser_abcdef_5.1.0.js',
      'ui-common_clerk.browser_abcdef_5.1.0.js',
      'signin_clerk.browser_abcdef_5.1.0.js',
    ]);
  });

  test('a bundle without the chunk map stops the bench rather than counting nothing', () => {
    expect(() => chunkNames('nothing here')).toThrow(/no chunk name map/);
  });
});

describe('the bench’s switches and Lighthouse figures', () => {
  test('BENCH_ONLY selects parts; unset runs all; an unknown part is an error', () => {
    expect([...benchParts(undefined)]).toEqual(['bytes', 'peers', 'lighthouse', 'api', 'suites']);
    expect([...benchParts(' peers, lighthouse ')]).toEqual(['peers', 'lighthouse']);
    expect(() => benchParts('peers,lighthose')).toThrow(/no part lighthose/);
  });

  test('median', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  const run = (performance: number, tbt: number, mainThread: number) => ({
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 1000 + tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'total-blocking-time': { numericValue: tbt },
      'mainthread-work-breakdown': { numericValue: mainThread },
    },
    environment: { benchmarkIndex: 2000 },
  });

  test('scores from the median run by performance; TBT and main-thread time as medians over the runs', () => {
    const summary = summarizeRuns([run(0.9, 300, 1500), run(1, 20, 900), run(0.95, 120, 1100)]);
    expect(summary).toMatchObject({
      performance: 95,
      lcp: 1120,
      tbt: 120,
      mainThread: 1100,
      runs: [90, 95, 100],
    });
  });

  test('a row reads the TBT target and main-thread time against the floor control', () => {
    const floor = summarizeRuns([run(1, 0, 500)]);
    const login = summarizeRuns([run(0.97, 120, 1100)]);
    const row = lighthouseRow({ name: 'login', tbtTarget: 100 }, login, 0, floor);
    expect(row.slice(6, 10)).toEqual([120, '<= 100 not met', 1100, '2.20 not met']);
    const fast = lighthouseRow(
      { name: 'signup', tbtTarget: 100 },
      summarizeRuns([run(1, 40, 950)]),
      0,
      floor,
    );
    expect(fast.slice(6, 10)).toEqual([40, '<= 100 met', 950, '1.90 met']);
    const hello = summarizeRuns([run(1, 0, 300)]);
    const helloRow = lighthouseRow({ name: 'React hello (control)', control: true }, hello, 1, floor);
    expect(helloRow.slice(6, 11)).toEqual([0, '-', 300, '0.60', '100 (1 failed, run again)']);
  });
});
