// Finds the system Chromium (Playwright may never download its own browser here) and installs
// Debian's package when none is found and we are root. The end-to-end suite runs on Debian's
// headless shell of the same Chromium when it can be had, as Playwright does by default.

import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { log } from './bootstrap.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser an environment variable names; stops the run when it names no file. */
function pathFromEnv(name) {
  const fromEnv = process.env[name];
  if (fromEnv && !existsSync(fromEnv)) {
    log(`${name}=${fromEnv} does not exist.`);
    process.exit(1);
  }
  return fromEnv || undefined;
}

export function findChromium() {
  return pathFromEnv('CHROMIUM_PATH') ?? CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (aptInstall('chromium')) {
    const installed = findChromium();
    if (installed) return installed;
  }
  log(
    [
      'No Chromium found. The browser tests need a system Chromium (they never download one).',
      '  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  Or point at an existing Chromium or Chrome:  CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the Playwright suite: Chromium's headless shell, which opens each test's fresh
 * context for less than the full browser (the suite took 272 s instead of 409 s on the same
 * machine). Installed as root with apt; otherwise the full Chromium does the same job.
 */
export function ensureHeadlessShell(fullChromium) {
  const fromEnv = pathFromEnv('E2E_CHROMIUM_PATH');
  if (fromEnv) return fromEnv;
  if (
    existsSync(HEADLESS_SHELL) ||
    (aptInstall('chromium-headless-shell', { optional: true }) && existsSync(HEADLESS_SHELL))
  ) {
    return HEADLESS_SHELL;
  }
  log(`No ${HEADLESS_SHELL}: the end-to-end suite runs on ${fullChromium}.`);
  return fullChromium;
}
