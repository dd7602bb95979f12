import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { workspaceSourceResolution } from '../../scripts/vite-shared.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4001}`;

export default mergeConfig(
  workspaceSourceResolution,
  defineConfig({
    plugins: [
      react(),
      // React Aria ships its built-in strings for 34 locales; the app speaks US English only.
      { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    ],
    // The manifest lets scripts/route-budget.mjs see which chunks each page loads.
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 4000),
      strictPort: true,
      // In development the API runs beside Vite; every non-page path goes to it.
      proxy: Object.fromEntries(
        ['/api', '/graphql', '/gql-frontend-account', '/dev', '/healthz', '/readyz'].map((prefix) => [
          prefix,
          apiTarget,
        ]),
      ),
    },
  }),
);
