// Builds one entry of the size fixture (fixtures/size-app/src/<entry>.tsx) and measures the
// JavaScript it ships. Used by the size budgets (npm test) and by the bench's floor row.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { binPath, ROOT } from './bootstrap.mjs';
import { compressedBytes } from './routeBytes.mjs';

export const FIXTURE = path.join(ROOT, 'fixtures/size-app');

/** Gzip and brotli bytes of all JS the fixture entry's build emits, and its files' names. */
export function fixtureBytes(entry) {
  const result = spawnSync('vite', ['build', '--config', path.join(FIXTURE, 'vite.config.ts')], {
    cwd: FIXTURE,
    stdio: 'inherit',
    env: { ...process.env, PATH: binPath(), SIZE_ENTRY: entry },
  });
  if (result.status !== 0) throw new Error(`building the size fixture "${entry}" failed`);
  const assets = path.join(FIXTURE, 'dist', entry, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return { ...compressedBytes(assets, files), files };
}
