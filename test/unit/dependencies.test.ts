/**
 * Every runtime dependency a workspace package declares is used: imported by its own files, or
 * there to satisfy a peer dependency of another of its dependencies (an app that renders
 * `@hearth/ui` must install `react-aria-components` even if it never imports it). A dependency
 * nobody imports only costs installs, audits and upgrades.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKSPACE_FOLDERS = ['packages', 'apps', 'fixtures'];
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '__screenshots__', '.git']);
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

type Manifest = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

function workspacePackages(): string[] {
  return WORKSPACE_FOLDERS.flatMap((folder) => {
    const dir = path.join(ROOT, folder);
    return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
  }).filter((dir) => existsSync(path.join(dir, 'package.json')));
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIPPED.has(entry)) return [];
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return codeFiles(file);
    return CODE.test(entry) ? [file] : [];
  });
}

/** Whether `code` names `name` (or one of its subpaths) as a module: import, require or @import. */
function importsPackage(code: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`['"\`]${escaped}(/[^'"\`]*)?['"\`]`).test(code);
}

/** The peer dependencies of the package's own dependencies, as installed next to it. */
function peersOfDependencies(dir: string, manifest: Manifest): Set<string> {
  const peers = new Set<string>();
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const installed = path.join(dir, 'node_modules', name, 'package.json');
    if (!existsSync(installed)) continue;
    for (const peer of Object.keys(readJson(installed).peerDependencies ?? {})) peers.add(peer);
  }
  return peers;
}

function unusedDependencies(manifest: Manifest, code: string, peers: Set<string>): string[] {
  return Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !peers.has(name) && !importsPackage(code, name),
  );
}

describe('workspace packages declare only dependencies they use', () => {
  for (const dir of workspacePackages()) {
    test(`${path.relative(ROOT, dir)}: every dependency is imported or a peer of one`, () => {
      const manifest = readJson(path.join(dir, 'package.json'));
      const code = codeFiles(dir)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      expect(unusedDependencies(manifest, code, peersOfDependencies(dir, manifest))).toEqual([]);
    });
  }

  test('the checker tells an imported, a peer and an unused dependency apart', () => {
    const manifest = { dependencies: { fastify: '5', '@fastify/cookie': '11', wouter: '3', zod: '4' } };
    const code = [
      "import Fastify from 'fastify';",
      "const cookie = await import('@fastify/cookie');",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(unusedDependencies(manifest, code, new Set())).toEqual(['wouter']);
    expect(unusedDependencies(manifest, code, new Set(['wouter']))).toEqual([]);
    expect(importsPackage("import x from 'fastify-plugin';", 'fastify')).toBe(false);
  });
});
