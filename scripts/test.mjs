// `npm test`: installs what is missing, then runs every check and prints one summary line
// `N passed, N failed` over all suites. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binPath, ensureDependencies, log, ROOT } from './lib/bootstrap.mjs';
import { buildInputsKey, buildIsCurrent, recordBuild } from './lib/buildCache.mjs';
import { ensureChromium, ensureHeadlessShell } from './lib/chromium.mjs';
import { CONSUMERS_DIR, prepareConsumers } from './lib/consumers.mjs';
import { printSummaryAndExit } from './lib/summary.mjs';
import { countVitestReport } from './lib/vitestReport.mjs';

const pnpm = ensureDependencies();
const chromium = ensureChromium();
const headlessShell = ensureHeadlessShell(chromium);
const REPORTS = path.join(ROOT, '.reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const env = {
  ...process.env,
  PATH: binPath(),
  CHROMIUM_PATH: chromium,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CI: process.env.CI ?? 'true',
  FORCE_COLOR: '0',
};

function exec(command, args, extraEnv = {}) {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** A check that either passes or fails as a whole (type-check, lint, a build). */
const check = (command, args, extraEnv) => () => {
  const ok = exec(command, args, extraEnv);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

/** A Vitest project, counted test by test from its JSON report. */
const vitestProject = (project) => () => {
  const report = path.join(REPORTS, `vitest-${project}.json`);
  const ok = exec('vitest', [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return countVitestReport(report, ok, ROOT);
};

/** A Playwright suite, counted test by test from its JSON report. */
const playwrightSuite = (config, reportName, extraEnv = {}) => {
  const report = path.join(REPORTS, reportName);
  const ok = exec('playwright', ['test', '--config', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    E2E_CHROMIUM_PATH: headlessShell,
    ...extraEnv,
  });
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + stats.flaky;
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  const failures = suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const error = test.results.find((result) => result.error)?.error?.message ?? '';
        return `${spec.file}:${spec.line} [${test.projectName}] ${spec.title} (${test.status}): ${error}`;
      }),
  );
  return { passed: stats.expected, failed: failed || (ok ? 0 : 1), failures };
};

/**
 * The packages as other people's apps get them: packed, installed with npm into the Next.js and
 * Vite apps of fixtures/consumers, built, then checked in Node and in Chromium.
 */
const consumerSuite = () => {
  const errors = prepareConsumers(pnpm);
  if (errors.length > 0) return { passed: 0, failed: errors.length, failures: errors };
  return playwrightSuite('test/consumers/playwright.config.ts', 'consumers.json', {
    HEARTH_CONSUMERS_DIR: CONSUMERS_DIR,
  });
};

/** `pnpm -r run build`, skipped when its inputs and outputs are as the last successful one left them. */
const buildSuite = () => {
  const key = buildInputsKey(ROOT);
  if (process.env.HEARTH_REBUILD !== '1' && buildIsCurrent(ROOT, key)) {
    log(`build inputs unchanged since the last successful build (${key.slice(0, 12)}): not built again`);
    return { passed: 1, failed: 0 };
  }
  const ok = exec(pnpm, ['-r', 'run', 'build']);
  if (ok) recordBuild(ROOT, key);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

// The Storybook static build is not here: the stories and visual suites render every story, and
// CI (.ci/run) still builds the static site, with the docs pages only it compiles.
const suites = [
  ['type-check (packages)', check(pnpm, ['-r', 'run', 'typecheck'])],
  ['type-check (root configs)', check('tsc', ['--noEmit', '-p', '.'])],
  ['lint (biome, a11y rules)', check('biome', ['ci', '--colors=off', '.'])],
  ['changesets (published packages)', check('node', ['scripts/changesets.mjs'])],
  ['unit tests', vitestProject('unit')],
  ['API and client over HTTP (PGlite)', vitestProject('api')],
  ['build packages and app', buildSuite],
  ['publint', check(pnpm, ['-r', '--filter', './packages/*', 'run', 'publint'])],
  ['size budget (fixture app)', check('node', ['scripts/size-budget.mjs'])],
  ['route budgets (reference app)', check('node', ['scripts/route-budget.mjs'])],
  ['consumer apps (packed tarballs)', consumerSuite],
  ['stories in Chromium with axe', vitestProject('storybook')],
  ['visual regression', vitestProject('visual')],
  ['end-to-end (Playwright)', () => playwrightSuite('e2e/playwright.config.ts', 'playwright.json')],
];

const only = process.env.HEARTH_ONLY?.split(',');
const startedAt = new Date().toISOString();
// The 1-minute load average when the run started: a busy machine stretches every suite's time.
const loadAverage = Number(os.loadavg()[0].toFixed(2));
const commit = spawnSync('git', ['describe', '--always', '--dirty'], {
  cwd: ROOT,
  encoding: 'utf8',
}).stdout.trim();
const results = [];
for (const [name, run] of suites) {
  if (only && !only.some((part) => name.includes(part))) continue;
  const started = Date.now();
  log(`suite: ${name}`);
  const counts = run();
  results.push({ name, ...counts, seconds: (Date.now() - started) / 1000 });
}

// `npm run bench` reports these times, with when and how they were taken (HEARTH_ONLY: some suites).
writeFileSync(
  path.join(REPORTS, 'suites.json'),
  JSON.stringify(
    {
      startedAt,
      finishedAt: new Date().toISOString(),
      commit,
      only: only ?? null,
      loadAverage,
      cores: os.cpus().length,
      results,
    },
    null,
    2,
  ),
);

printSummaryAndExit(results);
