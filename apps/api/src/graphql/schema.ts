import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GRAPHQL_SDL_FILES, type GraphqlSchemaName } from '@hearth/data';

/** The committed SDL of an endpoint, read from the @hearth/data package (the single source). */
export function loadSdl(name: GraphqlSchemaName): string {
  const packageJson = createRequire(import.meta.url).resolve('@hearth/data/package.json');
  return readFileSync(path.join(path.dirname(packageJson), GRAPHQL_SDL_FILES[name]), 'utf8');
}
