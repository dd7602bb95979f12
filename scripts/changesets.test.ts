import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { changesWithoutChangeset, packagesNamed } from './lib/changesets.mjs';

let repo = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-qm', message);
};
const changeset = (file: string, packages: string[]) =>
  write(
    `.changeset/${file}.md`,
    `---\n${packages.map((name) => `'@hearth/${name}': patch`).join('\n')}\n---\n\nA change.\n`,
  );

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'hearth-changesets-'));
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  for (const name of ['ui', 'machines', 'data']) {
    write(`packages/${name}/package.json`, '{ "name": "x", "version": "0.1.0" }\n');
    write(`packages/${name}/src/index.ts`, 'export {};\n');
  }
  write('.changeset/README.md', 'Changesets.\n');
  commit('release 0.1.0');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('changesWithoutChangeset', () => {
  test('nothing changed since the release: nothing is needed', () => {
    expect(changesWithoutChangeset(repo)).toEqual([]);
  });

  test('a committed change to published source needs a changeset after it', () => {
    write('packages/ui/src/Button.tsx', 'export const Button = 1;\n');
    commit('button');
    expect(changesWithoutChangeset(repo)).toEqual([expect.stringMatching(/^@hearth\/ui: commit \w{7}/)]);
    changeset('button', ['ui']);
    commit('changeset');
    expect(changesWithoutChangeset(repo)).toEqual([]);
  });

  test('a merge of two branches, each with its changeset, needs no changeset of its own', () => {
    git('checkout', '-qb', 'side');
    write('packages/ui/src/Field.tsx', 'export const Field = 1;\n');
    changeset('field', ['ui']);
    commit('field');
    git('checkout', '-q', '-');
    write('packages/ui/src/Button.tsx', 'export const Button = 1;\n');
    changeset('button', ['ui']);
    commit('button');
    git('merge', '-q', '--no-ff', '--no-edit', 'side');
    expect(changesWithoutChangeset(repo)).toEqual([]);
  });

  test('a changeset for another package, or one older than the change, does not count', () => {
    changeset('old', ['ui']);
    commit('an old changeset');
    write('packages/ui/src/Button.tsx', 'export const Button = 2;\n');
    changeset('machines', ['machines']);
    commit('button, with a changeset for machines');
    expect(changesWithoutChangeset(repo)).toEqual([expect.stringMatching(/^@hearth\/ui:/)]);
  });

  test('an uncommitted change needs an uncommitted changeset', () => {
    write('packages/data/src/client.ts', 'export const client = 1;\n');
    expect(changesWithoutChangeset(repo)).toEqual([
      '@hearth/data: uncommitted changes to what it publishes has no changeset after it',
    ]);
    changeset('client', ['data']);
    expect(changesWithoutChangeset(repo)).toEqual([]);
  });

  test('tests, stories and fixtures are not published and need no changeset', () => {
    write('packages/ui/src/Button.test.tsx', 'test;\n');
    write('packages/ui/src/Button.stories.tsx', 'story;\n');
    write('packages/ui/src/testing/helper.ts', 'helper;\n');
    commit('tests');
    expect(changesWithoutChangeset(repo)).toEqual([]);
  });

  test('a release (a new version) starts the count again', () => {
    write('packages/ui/src/Button.tsx', 'export const Button = 3;\n');
    commit('button');
    write('packages/ui/package.json', '{ "name": "x", "version": "0.2.0" }\n');
    commit('release 0.2.0');
    expect(changesWithoutChangeset(repo)).toEqual([]);
  });

  test('reads the packages a changeset names from its front matter', () => {
    expect(
      packagesNamed(
        "---\n'@hearth/ui': minor\n\"@hearth/data\": patch\n---\n\nText '@hearth/machines': major\n",
      ),
    ).toEqual(['ui', 'data']);
  });
});
