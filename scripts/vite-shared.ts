import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Workspace packages export their TypeScript source under the `hearth-source` condition (a unique
 * name: React Aria's own packages publish a `source` condition), so Storybook, Vitest and the
 * reference app's dev server use `src` without a build. Consumers get `dist`. Vitest's global
 * setup resolves outside both the client and ssr environments, so the two framework-free
 * packages the API's setup imports are also aliased to their source.
 */
export const workspaceSourceResolution: UserConfig = {
  resolve: {
    conditions: ['hearth-source', ...defaultClientConditions],
    alias: [
      { find: /^@hearth\/data$/, replacement: path.join(root, 'packages/data/src/index.ts') },
      { find: /^@hearth\/machines$/, replacement: path.join(root, 'packages/machines/src/index.ts') },
      { find: /^@hearth\/rules$/, replacement: path.join(root, 'packages/rules/src/index.ts') },
    ],
  },
  ssr: {
    resolve: {
      conditions: ['hearth-source', ...defaultServerConditions],
      externalConditions: ['hearth-source'],
    },
  },
};
