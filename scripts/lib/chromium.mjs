// Finds the system Chromium (Playwright may never download its own browser here) and installs
// Debian's package when none is found and we are root.

import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { log } from './bootstrap.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      log(`CHROMIUM_PATH=${fromEnv} does not exist.`);
      process.exit(1);
    }
    return fromEnv;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
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
