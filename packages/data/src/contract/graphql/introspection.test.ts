import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { introspection as accountIntrospection } from './account/introspection';
import { GRAPHQL_SDL_FILES, type GraphqlSchemaName } from './endpoints';
import { introspectionOf } from './introspect';
import { introspection as signupIntrospection } from './signup/introspection';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const committed: Record<GraphqlSchemaName, unknown> = {
  signup: signupIntrospection,
  account: accountIntrospection,
};

describe.each(Object.keys(GRAPHQL_SDL_FILES) as GraphqlSchemaName[])('%s introspection.ts', (name) => {
  const sdl = readFileSync(path.join(packageRoot, GRAPHQL_SDL_FILES[name]), 'utf8');

  test('matches its SDL (regenerate with scripts/graphql-introspection.ts)', () => {
    expect(JSON.parse(JSON.stringify(committed[name]))).toEqual(introspectionOf(sdl));
  });
});
