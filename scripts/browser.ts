import { existsSync } from 'node:fs';

/** The system Chromium: CHROMIUM_PATH (set by `npm test` after it found or installed one), else Debian's. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) {
    throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  }
  return found;
}

/**
 * The end-to-end suite's browser: E2E_CHROMIUM_PATH (set by `npm test`: Debian's
 * chromium-headless-shell when it could be had), else the headless shell if installed, else the
 * system Chromium. The browser suites of Vitest keep the full Chromium, whose pixels the
 * screenshot baselines hold.
 */
export function e2eChromiumPath(): string {
  const fromEnv = process.env.E2E_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}

/** Flags that keep Chromium quiet on a machine with no network beyond the package registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
