import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaEnUs } from './reactAriaEnUs';

// React Aria's own files, as installed: a new version that reads differently fails here.
const reactAria = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const file = (name: string) => path.join(reactAria, 'dist/private/i18n', name);
const transform = (code: string, id: string) => {
  const hook = reactAriaEnUs().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
};
/** A module's exports, from its code (React Aria's utils.mjs imports nothing). */
const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('reactAriaEnUs', () => {
  it('answers en-US without Intl, and every other locale as React Aria does', async () => {
    const original = readFileSync(file('utils.mjs'), 'utf8');
    const edited = transform(original, file('utils.mjs'));
    expect(edited?.code).toContain("if (localeString === 'en-US') return false;");
    const before = await load(original);
    const after = await load(edited?.code ?? '');
    for (const locale of ['en-US', 'ar-EG', 'he', 'fr-FR', 'fa-IR', 'ja-JP'])
      expect(after.isRTL(locale)).toBe(before.isRTL(locale));
  });

  it('checks a locale other than en-US with Intl when it reads the default one', () => {
    const id = file('useDefaultLocale.mjs');
    const edited = transform(readFileSync(id, 'utf8'), id);
    expect(edited?.code).toContain("if (locale !== 'en-US') Intl.DateTimeFormat.supportedLocalesOf([");
  });

  it('leaves other files alone, and fails the build when its file reads differently', () => {
    expect(
      transform('export const a = 1;', '/x/node_modules/react-aria/dist/private/i18n/other.mjs'),
    ).toBeNull();
    expect(() => transform('export {}', file('utils.mjs'))).toThrow(/utils\.mjs changed/);
  });
});
