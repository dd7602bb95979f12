/**
 * The import rules of ARCHITECTURE.md, checked on every source file of every package:
 * which package may import what, and that machines, data and ui never fetch on their own.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
    allowed: /^(xstate|xstate\/.*|libphonenumber-js(\/.*)?|@hearth\/rules)$/,
    forbidden: /^(react|react-dom|@hearth\/(?!rules$)|styled-components)/,
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
  {
    // The rules browser and server share: machines and data both build on them, so they import nothing.
    dir: 'packages/rules/src',
    allowed: /^$/,
    forbidden: /^@hearth\//,
    forbiddenCode: /\bfetch\s*\(|XMLHttpRequest/,
  },
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

/**
 * The house rule of ARCHITECTURE.md: one folder per flow, and no flow folder imports another
 * flow's folder. What several flows use lives in a shared room; a page that puts several flows
 * together lives in `packages/ui/src/screens/`, which flows never import.
 */
type Rooms = {
  /** The folder whose sub-folders are flows (and shared rooms). */
  dir: string;
  /** Sub-folders that are not flows: any flow may import them. */
  shared: ReadonlySet<string>;
  /** Folders outside `dir` that no flow may import. */
  outside?: readonly string[];
  /** Whether tests, stories and fixtures are held to the rule too, not only the published modules. */
  withTests?: boolean;
};

const ROOMS: Rooms[] = [
  { dir: 'packages/ui/src/flows', shared: new Set(['shared']), outside: ['packages/ui/src/screens'] },
  {
    dir: 'packages/machines/src',
    withTests: true,
    shared: new Set([
      'actors',
      'auth',
      'cards',
      'failures',
      'graph',
      'messageCatalogue',
      // The six code boxes: not a flow of their own but a part a flow's machine owns as its child
      // (the sign-up machine does), as their view is a shared part in ui's flows/shared.
      'otpInput',
      'testing',
      'validation',
    ]),
  },
];

/** Every .ts/.tsx module under `dir`, tests included. */
function everyModule(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const file = path.join(current, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (SOURCE.test(entry)) out.push(file);
    }
  };
  walk(path.join(ROOT, dir));
  return out;
}

/**
 * The folder of `dir` that `file` is in (or is: an import of a folder's index), or undefined when
 * `file` is not inside a folder of `dir` (a module such as `messages.ts` beside the folders).
 */
function roomOf(dir: string, file: string): string | undefined {
  const relative = path.relative(path.join(ROOT, dir), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  if (parts.length > 1) return parts[0];
  return existsSync(file) && statSync(file).isDirectory() ? parts[0] : undefined;
}

/** The imports of `file` that reach into another flow's folder (or a room flows may not import). */
function crossFlowImports(rooms: Rooms, file: string, code: string): string[] {
  const own = roomOf(rooms.dir, file);
  if (own === undefined || rooms.shared.has(own)) return [];
  const out: string[] = [];
  for (const specifier of importedSpecifiers(code)) {
    if (!specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const room = roomOf(rooms.dir, target);
    const intoFlow = room !== undefined && room !== own && !rooms.shared.has(room);
    const intoOutside = (rooms.outside ?? []).some(
      (dir) => !path.relative(path.join(ROOT, dir), target).startsWith('..'),
    );
    if (intoFlow || intoOutside)
      out.push(`${path.relative(ROOT, file)} imports ${specifier} (another flow's folder)`);
  }
  return out;
}

describe("one folder per flow: no flow folder imports another flow's folder", () => {
  for (const rooms of ROOMS) {
    test(`${rooms.dir}/* import only their own folder and the shared rooms`, () => {
      const files = rooms.withTests
        ? everyModule(rooms.dir)
        : sourceFiles(rooms.dir).filter((file) => !/\.fixtures\.tsx?$/.test(file));
      const found = files.flatMap((file) => crossFlowImports(rooms, file, readFileSync(file, 'utf8')));
      expect(found).toEqual([]);
    });
  }

  test('the checker catches a flow importing another flow, and lets shared rooms through', () => {
    const [ui, machines] = ROOMS as [Rooms, Rooms];
    const view = path.join(ROOT, 'packages/ui/src/flows/LoginPage/LoginPage.tsx');
    expect(crossFlowImports(ui, view, "import { LoginForm } from '../AuthModal/LoginForm';")).toHaveLength(1);
    expect(
      crossFlowImports(ui, view, "import { X } from '../../screens/EmailSubscriptionsPage';"),
    ).toHaveLength(1);
    expect(crossFlowImports(ui, view, "import { LoginForm } from '../shared/LoginForm';")).toEqual([]);
    expect(crossFlowImports(ui, view, "import { Button } from '../../components/Button';")).toEqual([]);
    expect(crossFlowImports(ui, view, "import { x } from './LoginPage.styles';")).toEqual([]);
    const machine = path.join(ROOT, 'packages/machines/src/loginPage/loginPage.machine.ts');
    expect(crossFlowImports(machines, machine, "import { x } from '../authModal/loginError';")).toHaveLength(
      1,
    );
    expect(crossFlowImports(machines, machine, "import { x } from '../auth/loginError';")).toEqual([]);
    expect(crossFlowImports(machines, machine, "import { x } from '../passwordReset';")).toHaveLength(1);
    expect(crossFlowImports(machines, machine, "import { messages } from '../messages';")).toEqual([]);
    const shared = path.join(ROOT, 'packages/ui/src/flows/shared/LoginForm.tsx');
    expect(crossFlowImports(ui, shared, "import { x } from '../AuthModal/x';")).toEqual([]);
  });
});

/** Code without its comments, so that a path named in documentation is not taken for a constant. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A string literal that is a site path ('/signup', '/about/terms/', '/faq#x') or a web address. */
const ROUTE_LITERAL = /(['"`])(\/[a-z][\w-]*(\/[\w.-]*)*\/?([?#][^'"`]*)?|https?:\/\/[^'"`]*)\1/g;

/** The site's paths and addresses written into `code`; links belong to the app (ARCHITECTURE.md). */
function routeConstants(code: string): string[] {
  return [...withoutComments(code).matchAll(ROUTE_LITERAL)].map((match) => match[2] as string);
}

const CLIENT_PACKAGES =
  /^(react|react-dom|styled-components|react-aria-components|@xstate\/react|lucide-react)(\/|$)/;

/**
 * Whether a ui module needs `'use client'`: it imports React, styled-components, React Aria or
 * the XState hooks at run time, or renders JSX. Modules of types, data and pure functions do not.
 */
function isClientModule(file: string, code: string): boolean {
  const runtimeImports = [...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map(
    (match) => match[1] as string,
  );
  return (
    runtimeImports.some((specifier) => CLIENT_PACKAGES.test(specifier)) ||
    (file.endsWith('.tsx') && /<[A-Za-z]/.test(withoutComments(code)))
  );
}

const startsWithUseClient = (code: string) => /^'use client';/.test(code);

describe('packages/ui is adoptable by other apps', () => {
  const uiFiles = () =>
    sourceFiles('packages/ui/src')
      .filter((file) => !/\.fixtures\.tsx?$/.test(file))
      .map((file) => ({ file: path.relative(ROOT, file), code: readFileSync(file, 'utf8') }));

  test('no route or web address is written into ui: links come in as props or `paths`', () => {
    const found = uiFiles().flatMap(({ file, code }) =>
      routeConstants(code).map((route) => `${file}: ${route}`),
    );
    expect(found).toEqual([]);
  });

  test("every client module starts with 'use client', so server components can import the package", () => {
    const missing = uiFiles()
      .filter(({ file, code }) => isClientModule(file, code) && !startsWithUseClient(code))
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  test('the checkers catch a route constant and a client module without the directive', () => {
    expect(routeConstants("export const SIGNUP_PATH = '/signup';")).toEqual(['/signup']);
    expect(routeConstants('<Link href="/about/terms/">Terms</Link>')).toEqual(['/about/terms/']);
    expect(routeConstants("const faq = '/faq#how_do_i_remove_a_pro';")).toEqual([
      '/faq#how_do_i_remove_a_pro',
    ]);
    expect(routeConstants("const x = 'https://x.com/hearth';")).toEqual(['https://x.com/hearth']);
    expect(routeConstants("/** Links to `/signup`. */\nconst a = 'Sign up'; // '/login'")).toEqual([]);
    expect(routeConstants("import { x } from './x'; const size = '1/2';")).toEqual([]);
    const component = "import { useState } from 'react';\nexport const A = () => useState(0);";
    expect(isClientModule('a.ts', component)).toBe(true);
    expect(startsWithUseClient(component)).toBe(false);
    expect(
      isClientModule('b.ts', "import type { ReactNode } from 'react';\nexport type B = ReactNode;"),
    ).toBe(false);
    expect(isClientModule('c.tsx', 'export const C = () => <p>c</p>;')).toBe(true);
  });
});
