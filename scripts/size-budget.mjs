// Builds the fixture app once per entry against the *built* @hearth/ui and checks what each
// import adds (gzipped JS) on top of the baseline app. Exits 1 when an entry is over budget.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { binPath, ROOT } from './lib/bootstrap.mjs';

const fixture = path.join(ROOT, 'fixtures/size-app');
const budget = JSON.parse(readFileSync(path.join(fixture, 'size-budget.json'), 'utf8'));

function gzippedJsBytes(entry) {
  const result = spawnSync('vite', ['build', '--config', path.join(fixture, 'vite.config.ts')], {
    cwd: fixture,
    stdio: 'inherit',
    env: { ...process.env, PATH: binPath(), SIZE_ENTRY: entry },
  });
  if (result.status !== 0) throw new Error(`building the size fixture "${entry}" failed`);
  const assets = path.join(fixture, 'dist', entry, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
}

const base = gzippedJsBytes(budget.baseline);
let failed = 0;
console.log(`\nbaseline (React, React DOM, styled-components): ${base} B gzipped`);
for (const [entry, { description, budgetBytes }] of Object.entries(budget.entries)) {
  const added = gzippedJsBytes(entry) - base;
  const over = added > budgetBytes;
  if (over) failed += 1;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${entry}: +${added} B gzipped (budget ${budgetBytes} B) — ${description}`,
  );
}
if (failed) {
  console.error(`\n${failed} size budget(s) exceeded: see fixtures/size-app/size-budget.json`);
  process.exit(1);
}
