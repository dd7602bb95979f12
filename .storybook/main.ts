import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSourceResolution } from '../scripts/vite-shared.ts';
import { docgenPropFilter } from './docgen.ts';

const config: StorybookConfig = {
  stories: [
    './Welcome.mdx',
    './flows/*.stories.tsx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Props tables come from the type checker, so they include what components inherit from
    // React Aria and read `@default` tags as defaults. The story tests never show a props table:
    // no docgen there (the Vitest addon also drops the plugin; this skips loading it at all).
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The UI package's own config: the root one covers only .storybook, scripts and tests.
      tsconfigPath: 'packages/ui/tsconfig.json',
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.typetest.tsx', '**/*.fixtures.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: docgenPropFilter,
    },
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, workspaceSourceResolution),
};
export default config;
