// The consumer apps of fixtures/consumers, installed from the packed tarballs by
// scripts/lib/consumers.mjs (npm test does that first): checks of the packages as installed, a
// server render of every @hearth/ui export in plain Node, and the Next.js and Vite apps in Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from '../../scripts/browser.ts';
import { appDir, ports } from './consumers.ts';

const browser = (port: number) => ({
  baseURL: `http://127.0.0.1:${port}`,
  launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
  viewport: { width: 1280, height: 800 },
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  outputDir: '../../test-results/consumers',
  use: { trace: 'off', screenshot: 'only-on-failure' },
  webServer: [
    {
      command: `npm run start -- --port ${ports.next}`,
      cwd: appDir('next-app'),
      url: `http://127.0.0.1:${ports.next}/`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `npm run preview -- --port ${ports.vite}`,
      cwd: appDir('vite-app'),
      url: `http://127.0.0.1:${ports.vite}/`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
  projects: [
    { name: 'packages', testMatch: ['packages.spec.ts', 'ssr.spec.ts'] },
    { name: 'next', testMatch: 'next.spec.ts', use: browser(ports.next) },
    { name: 'vite', testMatch: 'vite.spec.ts', use: browser(ports.vite) },
  ],
});
