import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages export their TypeScript source under the `hearth-source` condition (a unique
 * name: React Aria's own packages publish a `source` condition), so Storybook, Vitest and the
 * reference app's dev server use `src` without a build. Consumers get `dist`. Node-side code
 * (the API's tests) resolves through `ssr`, which needs the condition as well.
 */
export const workspaceSourceResolution: UserConfig = {
  resolve: { conditions: ['hearth-source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: ['hearth-source', ...defaultServerConditions],
      externalConditions: ['hearth-source'],
    },
  },
};
