import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from '../scripts/browser.ts';
import { insurancePort, port } from './ports.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // One test at a time. Tests make their own accounts or only read the seeded ones, so two workers
  // would be safe, but on the 2-core machine one worker already keeps the CPU ~83 % busy: two
  // doubled each test's time (5 -> 11 s on average), finished in 301-452 s against 360-504 s, and
  // pushed account pages past the 5 s expect timeout in one run of three.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test made the suite about 30 % slower (account files 140 -> 100 s),
    // and CI only keeps the printed output. To see a failure step by step, rerun it with
    // `--trace on` and open it with `playwright show-trace`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // Tests tagged @mobile exercise what only exists below 1024 px (the mobile menu).
      grepInvert: /@mobile/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
      },
    },
    {
      name: 'mobile',
      // At phone width the files whose layout changes with the width run again: the shell and
      // its menu, the audience headers, login (page and modal), sign-up, and the settings screen
      // with the two panels whose tests were in its file (password change, contact preferences).
      // The other flows are the same at any width, and their views are screenshotted at 375 px
      // by the visual suite. Tests tagged @desktop exercise what only exists at desktop widths (the header
      // dropdowns); tests tagged @once use up a one-off seeded record and run once.
      testMatch: [
        'shell.e2e.ts',
        'site.e2e.ts',
        'audiences.e2e.ts',
        'loginPage.e2e.ts',
        'authModal.e2e.ts',
        'signupPage.e2e.ts',
        'account-settings.e2e.ts',
        'passwordChange.e2e.ts',
        'contactPreferences.e2e.ts',
      ],
      grepInvert: /@desktop|@once/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 800 },
        launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
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
        // The sign-up test waits out the code's resend cooldown: 5 s here instead of 30 (the API's
        // tests check the 30 s default).
        HEARTH_CODE_COOLDOWN_SECONDS: '5',
        HEARTH_DATA_DIR: path.join(tmpdir(), `hearth-e2e-${Date.now()}`),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same app with insurance turned on, a setting of the server (site.e2e.ts).
      command: 'node scripts/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${insurancePort}/healthz`,
      env: {
        PORT: String(insurancePort),
        LOG_LEVEL: 'warn',
        HEARTH_INSURANCE_ENABLED: 'true',
        HEARTH_DATA_DIR: path.join(tmpdir(), `hearth-e2e-insurance-${Date.now()}`),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
