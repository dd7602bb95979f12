import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4100);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
    {
      name: 'mobile',
      // Tests tagged @desktop exercise what only exists at desktop widths (the header dropdowns);
      // tests tagged @once use up a one-off seeded record (the passwordless account) and run once.
      grepInvert: /@desktop|@once/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 800 },
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // The built reference app served by the API, as `npm start` does.
    command: 'node scripts/serve.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    // A fresh seeded database per run, apart from the one `npm start` keeps in .data/.
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the login allowance (10 per 15 min) would run out.
      HEARTH_RATE_LIMIT_SCALE: '50',
      HEARTH_DATA_DIR: path.join(tmpdir(), `hearth-e2e-${Date.now()}`),
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
