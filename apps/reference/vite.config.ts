import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { entryFiles, pageFiles, readManifest } from '../../scripts/lib/routeBytes.mjs';
import { workspaceSourceResolution } from '../../scripts/vite-shared.ts';
import { pageRoutes, SIGNED_IN_HEADER_MODULE } from './src/pageRoutes.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4001}`;

/** Writes .br and .gz beside each built script, style and font for the API to send as they are. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hearth-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const source = readFileSync(path.join(assets, file));
        writeFileSync(path.join(assets, `${file}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          path.join(assets, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Preloads the regular and semibold Inter files, so text is drawn in Inter from the first paint
 * instead of swapping in later and moving the page (layout shift from fonts).
 */
function preloadFonts(): Plugin {
  return {
    name: 'hearth-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) => /inter-latin-(400|600)-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * Writes dist/page-preloads.json: for each page of src/pageRoutes.ts, its path and the chunks it
 * loads beyond the entry's. The API puts them in that page's HTML as modulepreload links, so
 * they download beside the entry instead of after it ran. A page module missing from the build
 * fails the build.
 */
function pagePreloads(): Plugin {
  return {
    name: 'hearth-page-preloads',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) throw new Error('hearth-page-preloads: the build has no output directory');
      const manifest = readManifest(dir);
      const entry = new Set(entryFiles(manifest));
      const pages = pageRoutes.map((page) => {
        const alsoLoads = 'signedIn' in page ? [SIGNED_IN_HEADER_MODULE] : [];
        const files = pageFiles(manifest, { module: page.module, alsoLoads });
        return { path: page.path, files: files.filter((file) => !entry.has(file)) };
      });
      writeFileSync(path.join(dir, 'page-preloads.json'), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

export default mergeConfig(
  workspaceSourceResolution,
  defineConfig({
    plugins: [
      react(),
      // React Aria ships its built-in strings for 34 locales; the app speaks US English only.
      { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
      precompress(),
      preloadFonts(),
      pagePreloads(),
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
