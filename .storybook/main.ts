import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSourceResolution } from '../scripts/vite-shared.ts';

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
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, workspaceSourceResolution),
};
export default config;
