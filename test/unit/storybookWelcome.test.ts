/**
 * The Welcome page of the Storybook lists exactly the sections of its sidebar: the first part of
 * every story file's and docs page's title.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (pattern.test(entry)) out.push(file);
    }
  };
  walk(path.join(ROOT, dir));
  return out;
}

const titles = ['packages', 'apps', '.storybook']
  .flatMap((dir) => files(dir, /\.(stories\.tsx?|mdx)$/))
  .flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const title = /^\s*title: '([^']+)'/m.exec(source) ?? /<Meta title="([^"]+)"/.exec(source);
    return title?.[1] ? [title[1]] : [];
  });

test('the Welcome page lists every section of the sidebar, and no other', () => {
  const sections = new Set(titles.map((title) => title.split('/')[0]));
  sections.delete('Welcome');
  const welcome = readFileSync(path.join(ROOT, '.storybook/Welcome.mdx'), 'utf8');
  const listed = [...welcome.matchAll(/^- \*\*([^*]+)\*\*:/gm)].map((match) => match[1]);
  expect(listed.sort()).toEqual([...sections].sort());
});
