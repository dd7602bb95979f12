import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { bootFiles, pageFiles, readManifest } from '../../../scripts/lib/routeBytes.mjs';
import { pageRoutes, SIGNED_IN_HEADER_MODULE } from '../src/pageRoutes';
import { prerenderedDocument } from './pageDocument';

/** One page of dist/pages.json, as the API reads it (apps/api/src/web/pageHtml.ts). */
export interface BuiltPage {
  /** The page's route path below `/` (pageRoutes.ts). */
  path: string;
  /** The page's module, as the build manifest names it (scripts/route-budget.mjs finds it so). */
  module: string;
  /** The chunks the page loads beyond the entry's. */
  files: string[];
  /** The document for any address of the page: the loading shell, then the page's chunks. */
  shell: string;
  /** For each address in the page's `prerender`, without its leading `/`: the page, drawn. */
  documents?: Record<string, string>;
  /**
   * For each of those addresses, the chunks its document loads beyond the entry's: the page's and
   * the lazy parts the address opens at once (its account panel). scripts/route-budget.mjs counts
   * a budget's `address` so.
   */
  documentFiles?: Record<string, string[]>;
}

/**
 * Writes the documents the API sends (build/pageDocument.ts), all drawn before their JavaScript
 * ran: dist/pages.json, with for each page of src/pageRoutes.ts its chunks beyond the entry, the
 * loading shell that asks for them, and the page itself for each address in its `prerender`; and
 * dist/index.html becomes the loading shell with the entry alone, for every other address. A page
 * module missing from the build fails the build.
 */
export function builtPages(root: string): Plugin {
  return {
    name: 'hearth-built-pages',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) throw new Error('hearth-built-pages: the build has no output directory');
      const manifest = readManifest(dir);
      // Preloaded first, in the order the entry runs them; a page's own chunks come after.
      const boot = bootFiles(manifest);
      const entry = new Set(boot);
      const indexFile = path.join(dir, 'index.html');
      const index = readFileSync(indexFile, 'utf8');
      const prerender = await prerenderer(root);
      try {
        const shell = await prerender.shell();
        const pages: BuiltPage[] = [];
        for (const page of pageRoutes) {
          const alsoLoads = 'signedIn' in page ? [SIGNED_IN_HEADER_MODULE] : [];
          const files = pageFiles(manifest, { module: page.module, alsoLoads }).filter(
            (file) => !entry.has(file),
          );
          const documents: Record<string, string> = {};
          const documentFiles: Record<string, string[]> = {};
          const addressModules: Readonly<Record<string, readonly string[]>> =
            'addressModules' in page ? page.addressModules : {};
          for (const address of 'prerender' in page ? page.prerender : []) {
            // With the lazy parts this address opens at once (its account panel).
            const addressFiles = pageFiles(manifest, {
              module: page.module,
              alsoLoads: [...alsoLoads, ...(addressModules[address] ?? [])],
            }).filter((file) => !entry.has(file));
            documentFiles[address] = addressFiles;
            documents[address] = prerenderedDocument(index, await prerender.page(`/${address}`), 'page', [
              ...boot,
              ...addressFiles,
            ]);
          }
          pages.push({
            path: page.path,
            module: page.module,
            files,
            shell: prerenderedDocument(index, shell, 'shell', [...boot, ...files]),
            ...('prerender' in page ? { documents, documentFiles } : {}),
          });
        }
        writeFileSync(path.join(dir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
        writeFileSync(indexFile, prerenderedDocument(index, shell, 'shell', boot));
      } finally {
        await prerender.close();
      }
    },
  };
}

/**
 * Loads src/prerender.tsx in Node through Vite (same plugins and resolution as the browser build,
 * so the same styled-component ids). styled-components goes through Vite too: Node would load its
 * CommonJS build, and the default import would not be the `styled` function.
 */
async function prerenderer(root: string) {
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { noExternal: ['styled-components'] },
  });
  const module = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('../src/prerender');
  return { page: module.prerenderPage, shell: module.prerenderShell, close: () => server.close() };
}
