import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPHQL_ENDPOINTS, GRAPHQL_SDL_FILES, type GraphqlSchemaName } from '@hearth/data';
import { buildClientSchema, buildSchema, getIntrospectionQuery, printSchema } from 'graphql';
import { afterAll, describe, expect, test } from 'vitest';
import { testConfig } from '../config';
import { buildServer } from '../server';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const dataPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/data');
const committedSdl = (name: GraphqlSchemaName) =>
  readFileSync(path.join(dataPackage, GRAPHQL_SDL_FILES[name]), 'utf8');

describe.each(Object.keys(GRAPHQL_ENDPOINTS) as GraphqlSchemaName[])('%s endpoint', (name) => {
  const endpoint = GRAPHQL_ENDPOINTS[name];

  test('serves exactly the committed SDL (introspection over HTTP)', async () => {
    const response = await api.agent().graphql(endpoint, getIntrospectionQuery());
    expect(response.status).toBe(200);
    const served = printSchema(buildClientSchema(response.body.data));
    expect(served).toBe(printSchema(buildSchema(committedSdl(name))));
  });

  test('GraphiQL is served locally, from this server alone, its inline script allowed by hash', async () => {
    const response = await api.agent().request('GET', endpoint, undefined, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toContain('GraphiQL');
    expect(response.text).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/;script-src 'self' https:\/\/js\.stripe\.com 'sha256-[\w+/]+=*';/);
    expect(policy).not.toContain('unpkg');
  });
});

test('GraphiQL is off outside local', async () => {
  const app = await buildServer(testConfig({ environment: 'qa' }), { database: api.database });
  try {
    for (const endpoint of Object.values(GRAPHQL_ENDPOINTS)) {
      const response = await app.inject({ method: 'GET', url: endpoint, headers: { accept: 'text/html' } });
      expect(response.headers['content-type']).not.toMatch(/^text\/html/);
      expect(response.body).not.toContain('GraphiQL');
    }
  } finally {
    await app.close();
  }
});

// Last in this file: it closes the database.
test('a database that goes away answers 503 DATABASE_UNAVAILABLE, not a masked 200', async () => {
  const agent = api.agent();
  await agent.get('/healthz');
  await api.database.close();
  const response = await agent.graphql(
    '/graphql',
    'mutation { verifyAccountByEmail(emailAddress: "gone@hearth.test") { success } }',
  );
  expect(response.status).toBe(503);
  expect(response.body.errors[0].extensions.code).toBe('DATABASE_UNAVAILABLE');
});
