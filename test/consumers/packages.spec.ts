// The published packages as a consumer's npm installed them from the tarballs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appDir } from './consumers.ts';

type Manifest = {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const apps = ['vite-app', 'next-app'] as const;
const published = ['ui', 'machines', 'data', 'rules'];
const installed = (name: string) => path.join(appDir('vite-app'), 'node_modules/@hearth', name);
const manifestOf = (name: string): Manifest =>
  JSON.parse(readFileSync(path.join(installed(name), 'package.json'), 'utf8'));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === '.bin' ? [] : filesUnder(file, pattern);
    return pattern.test(entry) ? [file] : [];
  });
}

/** The package a bare specifier names: 'react-dom/server' -> 'react-dom', '@xstate/react' -> '@xstate/react'. */
const packageOf = (specifier: string) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] as string);

const BARE = String.raw`["']((?:@[\w.-]+\/)?\w[\w.-]*(?:\/[\w./-]*)?)["']`;

/** The package specifiers of a built module's import and export statements and dynamic imports. */
function bareImports(code: string): string[] {
  const patterns = [
    new RegExp(String.raw`^\s*(?:import|export)\b[^;]*?\bfrom\s*${BARE}`, 'gm'),
    new RegExp(String.raw`^\s*import\s*${BARE}`, 'gm'),
    new RegExp(String.raw`\bimport\(\s*${BARE}\s*\)`, 'g'),
  ];
  return [
    ...new Set(patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] as string))),
  ];
}

for (const app of apps) {
  test(`${app}: one copy of each library the packages share with the app`, () => {
    for (const library of [
      'react',
      'react-dom',
      'styled-components',
      'xstate',
      '@xstate/react',
      'react-aria-components',
    ]) {
      const copies = filesUnder(path.join(appDir(app), 'node_modules'), /^package\.json$/).filter((file) =>
        file.endsWith(
          `${path.sep}node_modules${path.sep}${library.split('/').join(path.sep)}${path.sep}package.json`,
        ),
      );
      expect(copies, library).toHaveLength(1);
    }
  });
}

for (const name of published) {
  test(`@hearth/${name}: every entry imports in plain Node`, () => {
    const entries = Object.entries(manifestOf(name).exports).filter(
      ([subpath, target]) => subpath !== './package.json' && typeof target === 'object',
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const [subpath] of entries) {
      const specifier = `@hearth/${name}${subpath.slice(1)}`;
      const result = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `await import(${JSON.stringify(specifier)})`],
        {
          cwd: appDir('vite-app'),
          encoding: 'utf8',
        },
      );
      expect(result.stderr, specifier).toBe('');
      expect(result.status, specifier).toBe(0);
    }
  });

  test(`@hearth/${name}: its built code imports only its dependencies and peers`, () => {
    const manifest = manifestOf(name);
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const undeclared = filesUnder(path.join(installed(name), 'dist'), /\.js$/).flatMap((file) =>
      bareImports(readFileSync(file, 'utf8'))
        .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
        .filter((specifier) => !declared.has(packageOf(specifier)))
        .map((specifier) => `${path.relative(installed(name), file)} imports ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  test(`@hearth/${name}: its tarball has a README`, () => {
    expect(existsSync(path.join(installed(name), 'README.md'))).toBe(true);
  });
}

test("@hearth/ui: every module that is a client module in the source starts with 'use client' when built", () => {
  const ui = installed('ui');
  const built = filesUnder(path.join(ui, 'dist'), /\.js$/);
  const clientModules = built.filter((file) => {
    const source = ['.ts', '.tsx']
      .map((extension) =>
        file.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`).replace(/\.js$/, extension),
      )
      .find((candidate) => existsSync(candidate));
    return source !== undefined && readFileSync(source, 'utf8').startsWith("'use client';");
  });
  expect(clientModules.length).toBeGreaterThan(100);
  const lost = clientModules.filter((file) => !/^["']use client["'];/.test(readFileSync(file, 'utf8')));
  expect(lost.map((file) => path.relative(ui, file))).toEqual([]);
});

test("@hearth/ui: only the opt-in '@hearth/ui/styled' types touch styled-components' DefaultTheme", () => {
  const ui = installed('ui');
  const augmenting = filesUnder(path.join(ui, 'dist'), /\.d\.ts$/)
    .filter((file) => /declare module ["']styled-components["']/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ui, file));
  expect(augmenting).toEqual([path.join('dist', 'styled.d.ts')]);
});
