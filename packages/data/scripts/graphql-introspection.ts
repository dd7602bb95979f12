/**
 * Regenerates `src/contract/graphql/<name>/introspection.ts` from each committed SDL, for
 * gql.tada's typed documents. Run after editing a `.graphql` file:
 *   pnpm --filter @hearth/data run graphql:introspection
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPHQL_SDL_FILES, type GraphqlSchemaName } from '../src/contract/graphql/endpoints';
import { introspectionModule } from '../src/contract/graphql/introspect';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '../..');

const written: string[] = [];
for (const [name, sdlFile] of Object.entries(GRAPHQL_SDL_FILES) as [GraphqlSchemaName, string][]) {
  const sdl = readFileSync(path.join(packageRoot, sdlFile), 'utf8');
  const target = path.join(packageRoot, 'src/contract/graphql', name, 'introspection.ts');
  writeFileSync(target, introspectionModule(sdl, sdlFile));
  written.push(target);
}
// Formatted like the rest of the repo so `biome check` stays clean; the drift test compares values.
execFileSync(path.join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', ...written], {
  stdio: 'inherit',
});
console.info(`wrote ${written.map((file) => path.relative(repoRoot, file)).join(', ')}`);
