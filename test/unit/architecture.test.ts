/**
 * The import rules of ARCHITECTURE.md, checked on every source file of every package:
 * which package may import what, and that machines, data and ui never fetch on their own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Rule = {
  dir: string;
  /** Bare specifiers (package names) this package may import from its source; undefined = any. */
  allowed?: RegExp;
  forbidden: RegExp;
  /** Globals the package must not touch (network access belongs to data and the apps). */
  forbiddenCode?: RegExp;
};

const NODE = /^node:/;
const rules: Rule[] = [
  {
    dir: 'packages/machines/src',
    allowed: /^(xstate|xstate\/.*|libphonenumber-js(\/.*)?)$/,
    forbidden: /^(react|react-dom|@hearth\/|styled-components)/,
    forbiddenCode: /\bfetch\s*\(|XMLHttpRequest/,
  },
  {
    dir: 'packages/data/src',
    forbidden: /^(react|react-dom|react-aria|styled-components|@hearth\/(ui|machines)|xstate)/,
  },
  {
    dir: 'packages/ui/src',
    forbidden: /^(@hearth\/data|wouter|graphql|graphql-request|zod)/,
    forbiddenCode: /\bfetch\s*\(|XMLHttpRequest/,
  },
  { dir: 'apps/api/src', forbidden: /^(@hearth\/(ui|machines)|react|react-dom|styled-components)/ },
];

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|stories|features\.stories|typetest)\.(ts|tsx)$|\.test\.ts$|\.model\.test\.ts$/;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      // `testing/` folders hold test support (model replay, coverage): tests, not source.
      else if (SOURCE.test(entry) && !TEST.test(entry) && !file.includes(`${path.sep}testing${path.sep}`)) {
        out.push(file);
      }
    }
  };
  walk(full);
  return out;
}

/** Every module specifier of static imports, re-exports and dynamic imports. */
function importedSpecifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

function violations(rule: Rule, file: string, code: string): string[] {
  const out: string[] = [];
  for (const specifier of importedSpecifiers(code)) {
    if (specifier.startsWith('.') || NODE.test(specifier)) continue;
    if (rule.forbidden.test(specifier)) out.push(`${file} imports ${specifier}`);
    else if (rule.allowed && !rule.allowed.test(specifier))
      out.push(`${file} imports ${specifier} (not allowed)`);
  }
  const stripped = code.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  if (rule.forbiddenCode?.test(stripped)) out.push(`${file} reaches the network itself`);
  return out;
}

describe('the import rules of ARCHITECTURE.md', () => {
  for (const rule of rules) {
    test(`${rule.dir} imports only what it may`, () => {
      const found = sourceFiles(rule.dir).flatMap((file) =>
        violations(rule, path.relative(ROOT, file), readFileSync(file, 'utf8')),
      );
      expect(found).toEqual([]);
    });
  }

  test('the checker itself catches each kind of violation', () => {
    const [machines, , ui] = rules as [Rule, Rule, Rule];
    expect(violations(machines, 'a.ts', "import { useState } from 'react';")).toHaveLength(1);
    expect(violations(machines, 'a.ts', "import { z } from 'zod';")).toHaveLength(1);
    expect(violations(machines, 'a.ts', "export const load = () => fetch('/x');")).toHaveLength(1);
    expect(violations(machines, 'a.ts', "import { setup } from 'xstate';")).toEqual([]);
    expect(violations(ui, 'b.tsx', "export { client } from '@hearth/data';")).toHaveLength(1);
    expect(violations(ui, 'b.tsx', "const m = await import('@hearth/data');")).toHaveLength(1);
    expect(violations(ui, 'b.tsx', "import type { Actor } from '@hearth/machines';")).toEqual([]);
  });
});
