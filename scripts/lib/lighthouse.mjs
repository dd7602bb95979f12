// The bench's Lighthouse section: Lighthouse 12 (the last line that runs on Node 20, installed on
// first use into .tools/lighthouse) on the reference app's login, sign-up and account settings
// pages, served by the API, and on two controls served by scripts/lib/serveStatic.mjs: a React
// hello (fixtures/peers/react-hello's build) and the floor (a bare login form on Hearth's stack,
// prerendered: floorPage.mjs), in one run: the pages take turns, run by run, so a slow phase of
// the shared machine falls on all of them alike. Issue 36 sets main-thread time against the
// floor's, and asks performance >= 98 whenever the hello control scores 100.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, table } from './benchTable.mjs';
import { binPath, log, ROOT } from './bootstrap.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4600);
const CONTROL_PORT = Number(process.env.BENCH_CONTROL_PORT ?? PORT + 1);
const FLOOR_PORT = CONTROL_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: 'login', url: `${BASE}/login`, tbtTarget: 100 },
  { name: 'signup', url: `${BASE}/signup`, tbtTarget: 100 },
  { name: 'account settings', url: `${BASE}/account/settings`, signedIn: true, tbtTarget: 150 },
];
const CONTROL = { name: 'React hello (control)', url: `http://127.0.0.1:${CONTROL_PORT}/`, control: true };
const FLOOR = {
  name: 'floor (control)',
  url: `http://127.0.0.1:${FLOOR_PORT}/login`,
  control: true,
  floor: true,
};

/** Lighthouse's main-thread time: the total of its `mainthread-work-breakdown` audit, in ms. */
export const mainThreadMs = (report) =>
  report.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN;

/**
 * One page's figures from its runs: the scores, LCP and CLS of the median run by performance
 * (Lighthouse's docs advise the median of five), and the median TBT and main-thread time over
 * all runs (what the targets are set on).
 */
export function summarizeRuns(reports) {
  const performance = (report) => report.categories.performance?.score ?? 0;
  const sorted = [...reports].sort((a, b) => performance(a) - performance(b));
  const { categories, audits } = sorted[Math.floor((sorted.length - 1) / 2)];
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: Math.round(median(reports.map((report) => report.audits['total-blocking-time']?.numericValue))),
    mainThread: Math.round(median(reports.map(mainThreadMs))),
    runs: sorted.map((report) => Math.round(performance(report) * 100)),
    // Lighthouse's own reading of the host's CPU speed at each run (it calls under 1000 slow).
    speeds: reports.map((report) => Math.round(report.environment?.benchmarkIndex ?? 0)),
  };
}

/** The table's row of one page: `floor` is the floor's summary (for main-thread × floor). */
export function lighthouseRow(page, summary, failures, floor) {
  if (!summary) return [page.name, 'failed', '', '', '', '', '', '', '', '', `${failures} failed`, ''];
  const times = floor?.mainThread ? (summary.mainThread / floor.mainThread).toFixed(2) : '-';
  const runs = summary.runs.join(', ');
  return [
    page.name,
    summary.performance,
    summary.accessibility,
    summary.bestPractices,
    summary.lcp,
    summary.cls.toFixed(3),
    summary.tbt,
    page.tbtTarget ? `<= ${page.tbtTarget}${summary.tbt <= page.tbtTarget ? ' met' : ' not met'}` : '-',
    summary.mainThread,
    page.control ? times : `${times}${times !== '-' && Number(times) <= 2 ? ' met' : ' not met'}`,
    failures ? `${runs} (${failures} failed, run again)` : runs,
    `${Math.min(...summary.speeds)}-${Math.max(...summary.speeds)}`,
  ];
}

/** Markdown lines of the section. `helloDist` and `floorDist` are the controls' builds, null when one failed. */
export async function lighthouseSection({ chromium, runs, helloDist, floorDist }) {
  const tools = path.join(ROOT, '.tools', 'lighthouse');
  const bin = path.join(tools, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) {
    log(`installing lighthouse@${LIGHTHOUSE_VERSION} into .tools/lighthouse`);
    mkdirSync(tools, { recursive: true });
    const installed = spawnSync(
      'npm',
      ['install', '--prefix', tools, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) return ['Not measured: lighthouse could not be installed.'];
  }
  const chromeFlags = await lighthouseChromeFlags(tools);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-web-'));
  const server = spawn('node', ['scripts/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: binPath(), PORT: String(PORT), HEARTH_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const serveStatic = (dist, port) =>
    dist
      ? spawn('node', [path.join(ROOT, 'scripts/lib/serveStatic.mjs'), dist, String(port)], {
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : null;
  const control = serveStatic(helloDist, CONTROL_PORT);
  const floor = serveStatic(floorDist, FLOOR_PORT);
  try {
    if (!waitFor(`${BASE}/readyz`)) return ['Not measured: the app server did not start.'];
    const pages = [
      ...(control && waitFor(CONTROL.url) ? [CONTROL] : []),
      ...(floor && waitFor(FLOOR.url) ? [FLOOR] : []),
      ...PAGES,
    ];
    const cookie = signInCookie();
    // A run Lighthouse itself gives up on (NO_NAVSTART, 'please run Lighthouse again') is run
    // again, twice at most per page, and counted.
    const results = pages.map(() => ({ reports: [], failures: 0 }));
    for (let round = 0; round < runs; round += 1) {
      pages.forEach((page, index) => {
        const result = results[index];
        while (result.reports.length <= round && result.failures <= 2) {
          const output = path.join(dataDir, `run-${index}-${round}-${result.failures}.json`);
          const report = lighthouseRun(bin, chromeFlags, chromium, page, cookie, output);
          if (report) result.reports.push(report);
          else result.failures += 1;
        }
      });
    }
    const summaries = results.map(({ reports }) => (reports.length ? summarizeRuns(reports) : null));
    const floorIndex = pages.indexOf(FLOOR);
    const floorSummary = floorIndex >= 0 ? summaries[floorIndex] : null;
    const rows = pages.map((page, index) =>
      lighthouseRow(page, summaries[index], results[index].failures, floorSummary),
    );
    return [
      table(
        [
          'page',
          'performance',
          'accessibility',
          'best practices',
          'LCP ms',
          'CLS',
          'TBT ms',
          'TBT target',
          'main-thread ms',
          'main-thread × floor (<= 2)',
          'all runs',
          'CPU benchmark index',
        ],
        rows,
      ),
      '',
      `${runs} runs per page, the pages taking turns. Scores, LCP and CLS: the median run by performance; TBT and main-thread time (Lighthouse's \`mainthread-work-breakdown\` total): the median over the runs. Targets (issue 36): TBT <= 100 ms on login and sign-up, <= 150 ms on account settings, main-thread time <= 2× the floor's, performance >= 98 whenever the hello control scores 100; accessibility 100, best practices >= 95, LCP <= 1500 ms, CLS <= 0.02.`,
      '',
      control
        ? 'The hello control is fixtures/peers/react-hello (React 19 rendering "Hello", built in this run).'
        : 'The hello control was not measured: its build failed (see the peer table).',
      floor
        ? 'The floor control is fixtures/size-app/src/floor.tsx (a login form on React, react-aria-components, styled-components, XState, wouter and zod, no Hearth code), built and prerendered in this run (scripts/lib/floorPage.mjs), so the browser hydrates it as it hydrates /login.'
        : 'The floor control was not measured: its build failed.',
      'Both are served by scripts/lib/serveStatic.mjs with brotli, as the API serves the app.',
      '',
      `Chromium: ${chromium}, ${spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout.trim().split(' built')[0]}, with chrome-launcher's flags and the address bar's popup page turned off (\`lighthouseChromeFlags\` in scripts/lib/lighthouse.mjs).`,
    ];
  } finally {
    server.kill('SIGTERM');
    control?.kill('SIGTERM');
    floor?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The browser's flags for Lighthouse. chrome-launcher (which Lighthouse starts the browser with)
 * turns off the browser's own features that would work beside the measured page; Chromium 156
 * added one its list does not know: at start the browser loads the address bar's popup as a web
 * page of its own (chrome://omnibox-popup.top-chrome), which took CPU from the page on 2 cores.
 * A later --disable-features replaces an earlier one, so chrome-launcher's list is extended.
 */
async function lighthouseChromeFlags(tools) {
  const flagsModule = path.join(tools, 'node_modules', 'chrome-launcher', 'dist', 'flags.js');
  const { DEFAULT_FLAGS } = await import(flagsModule);
  const launcherFeatures = DEFAULT_FLAGS?.find((flag) => flag.startsWith('--disable-features='));
  if (!launcherFeatures) throw new Error(`no --disable-features in ${flagsModule}: update the bench`);
  const omniboxPopup = [
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
    'PreloadTopChromeWebUI',
  ];
  return `--headless=new --no-sandbox ${launcherFeatures},${omniboxPopup.join(',')}`;
}

/** One Lighthouse run of `page`: its JSON report, or null when Lighthouse failed. */
function lighthouseRun(bin, chromeFlags, chromium, page, cookie, output) {
  const args = [
    page.url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (page.signedIn) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const result = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } });
  if (result.status !== 0 || !existsSync(output)) return null;
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return report.runtimeError ? null : report;
}

/** Polls `url` until it answers 200 (60 s at most), synchronously, with curl-free Node. */
function waitFor(url) {
  const probe = `fetch(${JSON.stringify(url)}).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (spawnSync('node', ['-e', probe]).status === 0) return true;
    spawnSync('sleep', ['0.5']);
  }
  return false;
}

/** The homeowner's session cookies, for the signed-in page. */
function signInCookie() {
  const script = `
    const base = ${JSON.stringify(BASE)};
    const primed = await fetch(base + '/healthz');
    const csrf = primed.headers.get('x-csrf-token');
    const jar = primed.headers.getSetCookie().map((c) => c.split(';')[0]);
    const login = await fetch(base + '/api/v1/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: jar.join('; ') },
      body: JSON.stringify({ email: 'homeowner@hearth.test', password: 'hearth-demo-1' }),
    });
    const cookies = new Map(jar.map((c) => c.split('=')));
    for (const line of login.headers.getSetCookie()) { const [k, v] = line.split(';')[0].split('='); cookies.set(k, v); }
    process.stdout.write([...cookies].map(([k, v]) => k + '=' + v).join('; '));`;
  return spawnSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' }).stdout;
}
