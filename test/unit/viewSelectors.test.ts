import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// Views read their machine through tags, context and named selectors: a state path ties a view to
// the machine's layout (a renamed or nested state breaks it silently), and a selector returning
// the whole snapshot re-renders the view on every event.
const ROOT = path.resolve(import.meta.dirname, '../..');
const VIEWS = 'packages/ui/src';
const SKIP = /\.(stories|fixtures|test|typetest)\.tsx?$/;

const STATE_PATH = /\b(?:snapshot|state|s)\.matches\(/;
const WHOLE_SNAPSHOT = /useSelector\(\s*[\w.]+\s*,\s*\(\s*(\w+)\s*\)\s*=>\s*\1\s*\)/;

function viewModules(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return viewModules(file);
    return /\.tsx?$/.test(entry) && !SKIP.test(entry) ? [file] : [];
  });
}

/** The lines of `source` that break the rule, as `file:line: text`. */
function offendingLines(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      STATE_PATH.test(line) || WHOLE_SNAPSHOT.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('views read tags and named selectors', () => {
  test('the rule sees a state path and a whole-snapshot selector', () => {
    expect(offendingLines('x.tsx', "if (snapshot.matches({ active: 'code' })) return;")).toHaveLength(1);
    expect(offendingLines('x.tsx', 'const state = useSelector(actor, (state) => state);')).toHaveLength(1);
    expect(offendingLines('x.tsx', "const busy = useSelector(actor, (s) => s.hasTag('busy'));")).toEqual([]);
    expect(offendingLines('x.tsx', "element.matches(':disabled')")).toEqual([]);
  });

  test('no view in @hearth/ui reads a state path or selects the whole snapshot', () => {
    const found = viewModules(path.join(ROOT, VIEWS)).flatMap((file) =>
      offendingLines(path.relative(ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
