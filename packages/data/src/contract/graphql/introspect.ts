/**
 * The introspection gql.tada types documents with, derived from an SDL. Used by the generator
 * script and by the test that fails when a committed `introspection.ts` no longer matches its SDL.
 * Not exported from the package index: clients never need graphql-js's schema builder.
 */
import { buildSchema, type IntrospectionQuery, introspectionFromSchema } from 'graphql';

export function introspectionOf(sdl: string): IntrospectionQuery {
  return introspectionFromSchema(buildSchema(sdl), { descriptions: false });
}

export function introspectionModule(sdl: string, sdlFile: string): string {
  return [
    `/* Generated from ${sdlFile} by packages/data/scripts/graphql-introspection.ts; do not edit. */`,
    '',
    `export const introspection = ${JSON.stringify(introspectionOf(sdl), null, 2)} as const;`,
    '',
  ].join('\n');
}
