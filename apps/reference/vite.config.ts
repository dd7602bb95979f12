import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { styledComponentIds } from '../../scripts/styledComponentIds.ts';
import { workspaceSourceResolution } from '../../scripts/vite-shared.ts';
import { contractSchemasOnServer } from './build/contractSchemasOnServer.ts';
import { builtPages } from './build/pages.ts';
import { reactAriaEnUs } from './build/reactAriaEnUs.ts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
/**
 * graphql-request takes `parse`, `print`, `Kind` and `GraphQLError` from graphql-js: 9.6 KB gzip
 * of parser, lexer and printer in the browser, beside @0no-co/graphql.web's, which gql.tada
 * already parses the app's documents with. The app's build gives it graphql.web's (the same
 * functions, spec-compliant) instead; the API keeps graphql-js.
 */
const graphqlWeb = fileURLToPath(import.meta.resolve('@0no-co/graphql.web'));
const workspaceRoot = path.resolve(appRoot, '../..');
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
 * Writes a small entry stylesheet (the @font-face rules, under 1 KB) into the HTML instead of
 * linking it: one request fewer before the first paint. A larger one stays a file, to be cached.
 */
function inlineSmallStylesheets(): Plugin {
  const limit = 4096;
  return {
    name: 'hearth-inline-small-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset' || asset.source.length > limit) return tag;
          return `<style>${asset.source.toString()}</style>`;
        }),
    },
  };
}

export default mergeConfig(
  workspaceSourceResolution,
  defineConfig({
    resolve: { alias: [{ find: /^graphql$/, replacement: graphqlWeb }] },
    plugins: [
      styledComponentIds(workspaceRoot),
      react(),
      // React Aria ships its built-in strings for 34 locales; the app speaks US English only.
      { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
      reactAriaEnUs(),
      contractSchemasOnServer(),
      precompress(),
      preloadFonts(),
      inlineSmallStylesheets(),
      builtPages(appRoot),
    ],
    // The year the pages were prerendered in: the footer's first render shows it (copyrightYear.ts).
    define: { 'import.meta.env.HEARTH_BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
    // The manifest lets scripts/route-budget.mjs see which chunks each page loads.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        // zod's builders (`z.object(...)`, `z.string().check(...)`) make schemas and nothing else:
        // marked pure, the contract's schemas no page reads are dropped, and not built as their
        // module loads (the shell's step ran ~20 ms of schema building at 4x CPU before). Nothing
        // in the browser may call `z.config` (or any zod function) for its effect alone.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          codeSplitting: {
            // The libraries every page runs, in one chunk: left to itself the bundler cuts them
            // along each lazy chunk's set of importers, and each page pays for the seams (the
            // account panels' chunks cost login about 4 KB gzip that way).
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|styled-components|stylis|xstate|@xstate\+react|wouter|regexparam|use-sync-external-store)@/,
                priority: 4,
              },
              // Vite's helper for dynamic imports, apart: in the session's chunk (its first user),
              // the entry imported that chunk statically and ran it with the libraries'.
              { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 5 },
              // One chunk per step main.tsx starts the app in, each with what it imports that an
              // earlier step has not (groups take a module's imports with it). Left to itself the
              // bundler cuts the app's code along which steps and pages import each module: 32
              // files instead of 21 for login, 5 KB gzip more.
              { name: 'session', test: /src[\\/]session[\\/]SessionProvider\.tsx$/, priority: 3 },
              // With the shell, the parts every header is built of (the bar, the dropdowns): the
              // logged-out header is an island (shell/island.tsx) that a prerendered page loads
              // only when reached for, and cut along their importers (that header's, the signed-in
              // headers', the search pages') they were seven more files, 2 KB gzip more.
              {
                name: 'shell',
                test: /src[\\/]shell[\\/]ShellHeader\.tsx$|packages[\\/]ui[\\/]src[\\/]shell[\\/]shared[\\/]/,
                priority: 2,
              },
              { name: 'app', test: /src[\\/]boot\.tsx$/, priority: 1 },
              // The contract's GraphQL documents, and gql.tada and the parser and printer it parses
              // them with, which graphql-request prints them with too (the alias above): one chunk,
              // for the pages that send them. Cut along its importers it was 0.8 KB gzip more.
              {
                name: 'graphql',
                test: /node_modules[\\/]\.pnpm[\\/](gql\.tada|@0no-co\+graphql\.web)@|packages[\\/]data[\\/]src[\\/]contract[\\/]graphql[\\/]/,
                priority: 0,
              },
              // The text fields' code (field, label, validation, length limit), which the sign-in
              // pages and the account panels share, in one chunk: cut along its importers it was
              // 2 files more on login and about 0.9 KB gzip more on each of the three pages.
              {
                name: 'fields',
                test: /packages[\\/]ui[\\/]src[\\/](components[\\/](TextField|Field)[\\/]|flows[\\/]shared[\\/](useLengthLimit|FlowLayout))/,
                priority: 0,
              },
            ],
          },
        },
      },
    },
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
