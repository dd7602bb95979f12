/**
 * The visual suite's baselines match its rule for width-independent stories
 * (test/visual/widthIndependent.ts): each listed story has a desktop baseline and no mobile one
 * (a listed id that is no story has no baseline and fails here), and every other story has both.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { WIDTH_INDEPENDENT } from '../visual/widthIndependent';

const SCREENSHOTS = path.join(import.meta.dirname, '../visual/__screenshots__');
// Vitest writes a screenshot named `<story id>/<width>` under the id with its `--` made `-`.
const folderOf = (storyId: string) => storyId.replace('--', '-');
const baselines = (folder: string) =>
  ['desktop', 'mobile'].filter((width) => existsSync(path.join(SCREENSHOTS, folder, `${width}.png`)));

describe('visual baselines', () => {
  test('a width-independent story has a desktop baseline only', () => {
    const wrong = [...WIDTH_INDEPENDENT]
      .map((id) => ({ id, found: baselines(folderOf(id)) }))
      .filter(({ found }) => found.join() !== 'desktop');
    expect(WIDTH_INDEPENDENT.size).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  test('every other story has a baseline at both widths', () => {
    const listed = new Set([...WIDTH_INDEPENDENT].map(folderOf));
    // A failed browser test leaves Vitest's own screenshot under its test file's name: not a story.
    const folders = readdirSync(SCREENSHOTS).filter(
      (folder) => !listed.has(folder) && !folder.endsWith('.visual.test.tsx'),
    );
    const wrong = folders
      .map((folder) => ({ folder, found: baselines(folder) }))
      .filter(({ found }) => found.join() !== 'desktop,mobile');
    expect(folders.length).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
  });
});
