/// <reference types="node" />
/**
 * Each flow folder commits `<flow>.mmd`, the Mermaid diagram generated from its machine.
 * This fails when a machine changed and its diagram did not: run with UPDATE_DIAGRAMS=1 to rewrite.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { toMermaid } from './graph/toMermaid';
import { machines } from './registry';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('committed statechart diagrams', () => {
  test.each(Object.entries(machines))('%s.mmd is up to date', (name, machine) => {
    const file = path.join(here, name, `${name}.mmd`);
    const generated = toMermaid(machine);
    if (process.env.UPDATE_DIAGRAMS) writeFileSync(file, generated);
    expect(existsSync(file), `${file} is missing: run UPDATE_DIAGRAMS=1 npx vitest run --project unit`).toBe(
      true,
    );
    expect(readFileSync(file, 'utf8')).toBe(generated);
  });
});
