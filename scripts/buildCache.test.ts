import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildInputsKey, buildIsCurrent, recordBuild } from './lib/buildCache.mjs';

let dir = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const OUTPUTS = ['packages/data', 'packages/machines', 'packages/rules', 'packages/ui', 'apps/reference'];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hearth-build-cache-'));
  spawnSync('git', ['init', '-q'], { cwd: dir });
  write('.gitignore', 'dist/\nnode_modules/\n');
  write('packages/ui/src/Button.tsx', 'export const Button = 1;\n');
  write('e2e/login.e2e.ts', 'test\n');
  write('README.md', '# readme\n');
  for (const output of OUTPUTS) write(`${output}/dist/index.js`, 'built\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('skipping an unchanged build', () => {
  test('not recorded: build; recorded with the same inputs and untouched outputs: skip', () => {
    const key = buildInputsKey(dir, {});
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(buildIsCurrent(dir, key)).toBe(false);
    recordBuild(dir, key);
    expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(true);
  });

  test('a changed or new source file, a VITE_ variable or a touched output means building again', () => {
    recordBuild(dir, buildInputsKey(dir, {}));
    write('packages/ui/src/Button.tsx', 'export const Button = 2;\n');
    expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(false);
    recordBuild(dir, buildInputsKey(dir, {}));
    write('packages/ui/src/Link.tsx', 'export const Link = 1;\n');
    expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(false);
    recordBuild(dir, buildInputsKey(dir, {}));
    expect(buildIsCurrent(dir, buildInputsKey(dir, { VITE_FLAG: '1' }))).toBe(false);
    write('apps/reference/dist/index.js', 'edited by hand\n');
    expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(false);
  });

  test('a symbolic link counts by its target, not what it points at', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'hearth-link-target-'));
    try {
      symlinkSync(elsewhere, path.join(dir, 'tools'));
      recordBuild(dir, buildInputsKey(dir, {}));
      writeFileSync(path.join(elsewhere, 'inside.txt'), 'changed\n');
      expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(true);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test('tests, e2e files and Markdown are not the build’s inputs; a missing output is', () => {
    recordBuild(dir, buildInputsKey(dir, {}));
    write('e2e/login.e2e.ts', 'changed\n');
    write('README.md', '# changed\n');
    expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(true);
    rmSync(path.join(dir, 'packages/rules/dist'), { recursive: true });
    expect(buildIsCurrent(dir, buildInputsKey(dir, {}))).toBe(false);
  });

  test('outside a git checkout there is no key, and no skipping', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'hearth-no-git-'));
    try {
      expect(buildInputsKey(bare, {})).toBeNull();
      expect(buildIsCurrent(bare, null)).toBe(false);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
