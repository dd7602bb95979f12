/**
 * Every machine of `@hearth/machines` is documented: its statechart is drawn on exactly one docs
 * page, the page of the story file whose meta names it in `parameters.machine` (the view that
 * renders it, or `.storybook/flows/Session.stories.tsx` for the session, which no view renders).
 * The names are read from the story files' source, as written in their meta; the docs page reads
 * the same parameter, and `Flows/Statecharts` checks that every statechart draws.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { machines } from '../../packages/machines/src/registry';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORY_DIRS = ['packages/ui/src', 'apps', '.storybook'];

function storyFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.stories\.tsx?$/.test(entry)) out.push(path.relative(ROOT, file));
    }
  };
  walk(path.join(ROOT, dir));
  return out;
}

/** The text of `const meta = { ... }`, up to the line that closes it. */
function metaSource(source: string): string {
  const start = source.indexOf('const meta = {');
  if (start < 0) return '';
  const end = source.indexOf('\n}', start);
  return source.slice(start, end < 0 ? undefined : end);
}

/** The machine names in a meta's `parameters: { machine: 'name' }` or `machine: ['a', 'b']`. */
function machineParameter(meta: string): string[] {
  const match = /\bmachine:\s*('[^']*'|\[[^\]]*\])/.exec(meta);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/'([^']*)'/g)].map((name) => name[1] as string);
}

const documented = STORY_DIRS.flatMap(storyFiles).flatMap((file) =>
  machineParameter(metaSource(readFileSync(path.join(ROOT, file), 'utf8'))).map((name) => ({ name, file })),
);

describe('statecharts on the docs pages', () => {
  test('the meta parameter is read as written', () => {
    expect(machineParameter("  parameters: { machine: 'loginPage' },")).toEqual(['loginPage']);
    expect(machineParameter("parameters: { machine: ['profile', 'addressSuggestions'] }")).toEqual([
      'profile',
      'addressSuggestions',
    ]);
    expect(machineParameter('parameters: { layout: "padded" }')).toEqual([]);
  });

  test('every machine named by a story file is in the registry', () => {
    const unknown = documented.filter(({ name }) => !(name in machines));
    expect(unknown).toEqual([]);
  });

  test.each(Object.keys(machines).sort())('%s is drawn on exactly one docs page', (name) => {
    const pages = documented.filter((entry) => entry.name === name).map((entry) => entry.file);
    expect(
      pages,
      `name '${name}' in parameters.machine of the story file of the view that renders it`,
    ).toHaveLength(1);
  });

  test('only a component story file names machines, not its Features file', () => {
    const features = documented.filter(({ file }) => file.endsWith('.features.stories.tsx'));
    expect(features).toEqual([]);
  });
});

test('every machine has a story that draws its statechart', () => {
  const source = readFileSync(path.join(ROOT, '.storybook/flows/Statecharts.test.stories.tsx'), 'utf8');
  const drawn = [...source.matchAll(/= draws\('([^']+)'\)/g)].map((match) => match[1]);
  expect(drawn.sort()).toEqual(Object.keys(machines).sort());
});
