/**
 * What the packages publish is read by people who have no copy of the product spec: the source
 * files and the `.d.ts` built from them speak in the product's own terms, never "spec 02 §4".
 * Tests, stories, fixtures and test support keep their spec references (they are not published).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['packages/ui', 'packages/machines', 'packages/data', 'packages/rules'];

/** A reference to the spec by number or section: "spec 01", "Spec 02 §9", "(01 §8)". */
const SPEC_REFERENCE = [/\bspec\s*\d/i, /§/];

/** A package.json `files` glob as a regular expression over a path relative to the package. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (glob.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (char === '*') out += '[^/]*';
    else out += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  // A pattern names a file or a folder (then everything below it).
  return new RegExp(`^${out}(?:/.*)?$`);
}

/** Whether `file` (relative to the package) is published, by the package's `files` field. */
function isPublished(files: string[], file: string): boolean {
  let published = false;
  for (const pattern of files) {
    const negated = pattern.startsWith('!');
    if (globToRegExp(negated ? pattern.slice(1) : pattern).test(file)) published = !negated;
  }
  return published;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function specReferences(code: string): string[] {
  return code
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => SPEC_REFERENCE.some((pattern) => pattern.test(line)))
    .map(({ line, index }) => `${index + 1}: ${line.trim()}`);
}

describe('published package files speak in the product’s terms', () => {
  for (const pkg of PACKAGES) {
    test(`${pkg} publishes no reference to the spec`, () => {
      const dir = path.join(ROOT, pkg);
      const { files = [] } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        files?: string[];
      };
      const found = walk(path.join(dir, 'src'))
        .map((file) => path.relative(dir, file).split(path.sep).join('/'))
        .filter((file) => /\.(ts|tsx|js|css|md)$/.test(file) && isPublished(files, file))
        .flatMap((file) =>
          specReferences(readFileSync(path.join(dir, file), 'utf8')).map((hit) => `${pkg}/${file}:${hit}`),
        );
      expect(found).toEqual([]);
    });
  }

  test('the checker reads `files` the way npm does and finds each form of reference', () => {
    const files = ['dist', 'src', '!src/**/*.test.*', '!src/testing'];
    expect(isPublished(files, 'src/a/b.ts')).toBe(true);
    expect(isPublished(files, 'src/a/b.test.ts')).toBe(false);
    expect(isPublished(files, 'src/b.test.tsx')).toBe(false);
    expect(isPublished(files, 'src/testing/replay.ts')).toBe(false);
    expect(isPublished(files, 'scripts/x.ts')).toBe(false);
    expect(specReferences('/** Debounced by 800 ms (spec 02 §9). */')).toHaveLength(1);
    expect(specReferences('// Spec 01: the header')).toHaveLength(1);
    expect(specReferences('// the message for any other failure (01 §8)')).toHaveLength(1);
    expect(specReferences('/** Debounced by 800 ms. */\nconst specs = 3;')).toEqual([]);
  });
});
