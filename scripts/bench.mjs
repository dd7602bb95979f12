// `npm run bench` (not part of `npm test`): builds, measures and prints a table of route bytes
// (gzip and brotli), the sign-in peers' bytes beside them (scripts/lib/peers.mjs), Lighthouse
// scores and metrics of three pages and a React hello control (scripts/lib/lighthouse.mjs), API
// load figures (PGlite, and a PostgreSQL server when one can be had) and the suite times of the
// last `npm test`, and writes it all to bench/latest.md. `BENCH_ONLY=peers,lighthouse` runs only
// the parts named (bytes, peers, lighthouse, api, suites).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchParts, table } from './lib/benchTable.mjs';
import { binPath, ensureDependencies, log, ROOT, run } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { fixtureBytes } from './lib/fixtureBytes.mjs';
import { buildFloorPage } from './lib/floorPage.mjs';
import { lighthouseSection } from './lib/lighthouse.mjs';
import { buildHello, peerSection } from './lib/peers.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { budgetedFiles, compressedBytes, readManifest } from './lib/routeBytes.mjs';
import { suiteTimesSection } from './lib/suiteTimes.mjs';

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const parts = benchParts(process.env.BENCH_ONLY);

ensureDependencies();
const chromium = parts.has('lighthouse') ? ensureChromium() : null;
const report = [
  `# Bench: ${new Date().toISOString()}`,
  '',
  `Machine: ${cpuSummary()}${parts.size < 5 ? `; parts run: ${[...parts].join(', ')} (BENCH_ONLY)` : ''}`,
  '',
];

function cpuSummary() {
  const cpus = spawnSync('nproc', [], { encoding: 'utf8' }).stdout.trim();
  return `${cpus} cores, Node ${process.version}`;
}

// 1. Route bytes (the reference app is built for the peers' Hearth rows and for Lighthouse too).
const pages = [];
let floor = null;
if (parts.has('bytes') || parts.has('peers') || parts.has('lighthouse')) {
  log('building the packages and the reference app');
  run('pnpm', ['-r', 'run', 'build']);
}
if (parts.has('bytes') || parts.has('peers')) {
  const dist = path.join(ROOT, 'apps/reference/dist');
  const budget = JSON.parse(readFileSync(path.join(ROOT, 'apps/reference/route-budget.json'), 'utf8'));
  const manifest = readManifest(dist);
  for (const [route, page] of Object.entries(budget.routes)) {
    const files = budgetedFiles(dist, manifest, page);
    const bytes = compressedBytes(dist, files);
    pages.push({ route, path: page.url, files: files.length, ...bytes, page, budget });
  }
  floor = fixtureBytes('floor');
}
if (parts.has('bytes')) {
  report.push(
    '## JavaScript per page (all chunks the page loads)',
    '',
    table(
      ['page', 'gzip B', 'brotli B', 'budget (gzip)', 'target (gzip)', 'files'],
      pages.map(({ route, gzip, brotli, page, budget, files }) => [
        route,
        gzip,
        brotli,
        page.budgetBytes,
        budget.targets[route] ?? '-',
        files,
      ]),
    ),
    '',
    `The floor under these targets: a bare login form on the libraries ARCHITECTURE.md and TOOLCHAIN.md name, with no Hearth code (fixtures/size-app/src/floor.tsx), ships ${floor.gzip} B gzip (${floor.brotli} B brotli).`,
    '',
  );
}

// 2. The sign-in peers, built from npm beside Hearth's pages (issue 36).
let helloDist = null;
if (parts.has('peers') || parts.has('lighthouse')) {
  if (parts.has('peers')) {
    const peers = peerSection({ root: ROOT, floor, hearth: pages, log });
    helloDist = peers.helloDist;
    report.push(...peers.lines, '');
  } else {
    helloDist = buildHello({ root: ROOT, log });
  }
}

// 3. Lighthouse, mobile emulation with its default throttling, with the React hello control.
if (parts.has('lighthouse')) {
  report.push(
    '## Lighthouse (mobile, default throttling)',
    '',
    ...(await lighthouseSection({
      chromium,
      runs: LIGHTHOUSE_RUNS,
      helloDist,
      floorDist: await floorPage(),
    })),
    '',
  );
}

/**
 * The floor's prerendered page for Lighthouse (floorPage.mjs), on the build the bytes part made if
 * it ran; null when it could not be made.
 */
async function floorPage() {
  try {
    return await buildFloorPage(floor ?? undefined);
  } catch (error) {
    log(`the floor page could not be built: ${error.message}`);
    return null;
  }
}

// 4. API load.
if (parts.has('api')) {
  report.push('## API load (autocannon on 127.0.0.1)', '');
  report.push(...apiLoad('PGlite', {}));
  const postgres = ensurePostgres();
  if (postgres) {
    const database = `hearth_bench_${Date.now()}`;
    spawnSync(
      'runuser',
      ['-u', 'postgres', '--', 'psql', '-q', '-c', `create database ${database} owner hearth`],
      {
        stdio: 'inherit',
      },
    );
    report.push(...apiLoad('PostgreSQL', { DATABASE_URL: postgres.replace(/\/[^/]*$/, `/${database}`) }));
    spawnSync(
      'runuser',
      ['-u', 'postgres', '--', 'psql', '-q', '-c', `drop database if exists ${database}`],
      {
        stdio: 'inherit',
      },
    );
  } else {
    report.push('PostgreSQL: not measured (no server could be installed or started here).', '');
  }
}

// 5. Suite times of the last `npm test` on this checkout (run it first: the bench does not).
if (parts.has('suites')) {
  const suites = path.join(ROOT, '.reports', 'suites.json');
  report.push(...suiteTimesSection(existsSync(suites) ? JSON.parse(readFileSync(suites, 'utf8')) : null));
}

mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'latest.md'), `${report.join('\n').trimEnd()}\n`);
console.log(`\n${report.join('\n')}\nwritten to bench/latest.md`);

function apiLoad(label, env) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'hearth-bench-')), 'rows.json');
  const ok = spawnSync('pnpm', ['--filter', '@hearth/api', 'run', 'bench'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PATH: binPath(), BENCH_JSON: out, ...env },
  });
  if (ok.status !== 0 || !existsSync(out))
    return [`${label}: the load run failed (see the output above).`, ''];
  const { seconds, connections, rows } = JSON.parse(readFileSync(out, 'utf8'));
  return [
    `${label}: ${seconds} s per call, ${connections} connections in all (split between the instances; for two, the worse instance's p50 and p99)`,
    '',
    table(
      ['call', 'instances', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'requests'],
      rows.map((row) => [
        row.name,
        row.instances ?? 1,
        row.rps.toFixed(0),
        row.p50,
        row.p99,
        row.errors,
        row.requests,
      ]),
    ),
    '',
  ];
}
