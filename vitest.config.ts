import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/browser.ts';
import { workspaceSourceResolution } from './scripts/vite-shared.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    contextOptions: { reducedMotion: 'reduce' as const, viewport: { width: 1600, height: 1000 } },
  }),
  instances: [{ browser: 'chromium' as const, viewport }],
});

export default defineConfig({
  ...workspaceSourceResolution,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's default is one worker per core less one: a single worker on the 2-core CI.
          maxWorkers: 2,
          // Files share a worker's modules instead of importing them again each (about 56 -> 26 s).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/reference/src/**/*.test.ts',
            'apps/reference/build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/unit/**/*.test.ts',
          ],
        },
      },
      {
        // The API and the client against it, over real HTTP on PGlite (or HEARTH_TEST_DATABASE_URL).
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts', 'test/integration/**/*.test.ts'],
          // Its own project (`multi`, run by `npm run test:postgres`): it needs a PostgreSQL server.
          exclude: ['apps/api/src/multiInstance/**'],
          globalSetup: ['apps/api/src/testing/globalSetup.ts'],
          // Each file boots its own database (~0.8 GB for PGlite): two at a time on two cores.
          maxWorkers: 2,
          // Fastify, Drizzle and PGlite are imported once per worker, not once per file (196 -> 90 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Two API processes on one PostgreSQL server: `npm run test:postgres` provides the server.
        extends: true,
        test: {
          name: 'multi',
          environment: 'node',
          include: ['apps/api/src/multiInstance/**/*.test.ts'],
          maxWorkers: 1,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // The Features stories are played, checked with axe and screenshotted by 'visual'.
          exclude: ['**/node_modules/**', '**/*.features.stories.tsx'],
          browser: browser(),
          // Two browser pages at once (Vitest's default on 2 cores is one). Each file gets a fresh
          // iframe: sharing one across files (isolate: false, 153 -> 97 s) let focus checks of
          // the menu stories fail now and then (twice in five CI runs: Menu Open On Focus,
          // HomeownerHeader Account Menu Keyboard), never seen with fresh iframes.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          // Two files, each half of the stories at both widths, both at once: a browser page each.
          include: ['test/visual/**/*.visual.test.tsx'],
          maxWorkers: 2,
          setupFiles: ['test/visual/setup.ts'],
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // 0.01 is strict enough to catch #1d4ed8 -> #2563eb; no mismatched pixel is allowed.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
                // The suite's own style already stops animations and transitions and hides the caret
                // (FREEZE in visualSuite.tsx): Playwright doing it again around each screenshot cost
                // ~15 % of a screenshot's time; all 978 screenshots are the same pixels without it.
                screenshotOptions: { animations: 'allow', caret: 'initial' },
                resolveScreenshotPath: ({ arg, ext, testFileDirectory, root: projectRoot }) =>
                  path.join(projectRoot, testFileDirectory, '__screenshots__', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root: projectRoot }) =>
                  path.join(projectRoot, '.vitest-attachments', 'visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
