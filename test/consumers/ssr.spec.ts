// Every component @hearth/ui exports, rendered on the server in plain Node by the Vite app's
// ssr/renderAll.mjs (the list comes from the package's exports, not from a list kept here).
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { appDir } from './consumers.ts';

type Rendered = {
  name: string;
  ok: boolean;
  skipped?: string;
  error?: string;
  html?: number;
  css?: number;
  unstyled?: string[];
  consoleErrors?: string[];
};

const run = spawnSync(process.execPath, ['ssr/renderAll.mjs'], { cwd: appDir('vite-app'), encoding: 'utf8' });
const results: Rendered[] = (run.stdout ?? '')
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line));

test("the render script ran and found the package's components", () => {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(results.length).toBeGreaterThan(90);
});

for (const result of results.filter((rendered) => !rendered.skipped)) {
  test(`${result.name} renders with react-dom/server, its styles collected`, () => {
    expect(result.error).toBeUndefined();
    expect(result.consoleErrors).toEqual([]);
    expect(result.unstyled).toEqual([]);
    if ((result.html ?? 0) > 0) expect(result.css).toBeGreaterThan(0);
  });
}
