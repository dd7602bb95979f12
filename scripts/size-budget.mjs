// Builds the fixture app once per entry against the *built* @hearth/ui and checks what each
// import adds (gzipped JS) on top of the baseline app. Exits 1 when an entry is over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE, fixtureBytes } from './lib/fixtureBytes.mjs';

const budget = JSON.parse(readFileSync(path.join(FIXTURE, 'size-budget.json'), 'utf8'));
const gzippedJsBytes = (entry) => fixtureBytes(entry).gzip;

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
