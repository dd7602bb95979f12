import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { styledComponentIds } from './styledComponentIds.ts';

/**
 * Builds a workspace package (its `src/index.ts` and any extra entry, such as `@hearth/ui/icons`) to ESM with one output module per source module, so that a
 * consumer importing one component only pulls in that component. Every dependency and peer
 * dependency stays external.
 */
export function libraryConfig(packageDir: string, extraEntries: Record<string, string> = {}): UserConfig {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const externals = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  const isExternal = (id: string) =>
    externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:');
  return defineConfig({
    root: packageDir,
    plugins: [styledComponentIds(packageDir, `${manifest.name}@${manifest.version}/`)],
    resolve: { conditions: ['hearth-source', 'module', 'browser', 'production'] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      target: 'es2022',
      lib: {
        entry: {
          index: path.join(packageDir, 'src/index.ts'),
          ...Object.fromEntries(
            Object.entries(extraEntries).map(([name, file]) => [name, path.join(packageDir, file)]),
          ),
        },
        formats: ['es'],
      },
      rolldownOptions: {
        external: isExternal,
        // One output module per source module keeps each module's 'use client' where it belongs:
        // the bundler's warning that a directive may not survive bundling does not apply.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client')) return;
          handler(level, log);
        },
        output: {
          preserveModules: true,
          preserveModulesRoot: path.join(packageDir, 'src'),
          entryFileNames: '[name].js',
        },
      },
    },
  });
}
