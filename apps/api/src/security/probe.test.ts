/**
 * The attacker-style probe of the API, replayed: each case it found stays fixed. The API runs as
 * in local and, on the same database, as in prod.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { testConfig } from '../config';
import { buildServer } from '../server';
import { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';
import { aliasBomb } from '../testing/probes';

const api = await startTestApi();
const prodApp = await buildServer(testConfig({ environment: 'prod', smtpUrl: 'smtp://127.0.0.1:1' }), {
  database: api.database,
});
await prodApp.listen({ host: '127.0.0.1', port: 0 });
const prodAddress = prodApp.server.address();
const prodUrl = `http://127.0.0.1:${typeof prodAddress === 'object' && prodAddress ? prodAddress.port : 0}`;
const prod = { agent: () => new Agent(prodUrl) };
afterAll(async () => {
  await prodApp.close();
  await api.close();
});

describe('GraphQL', () => {
  test('the 20,000-alias bomb is refused with a 400, and /healthz answers while it is handled', async () => {
    const agent = api.agent();
    await agent.get('/healthz');
    const [bomb, health] = await Promise.all([
      agent.graphql('/graphql', aliasBomb(20_000)),
      new Promise<Awaited<ReturnType<Agent['get']>>>((resolve) =>
        setTimeout(() => resolve(agent.get('/healthz')), 5),
      ),
    ]);
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors).toEqual([
      {
        message: 'Syntax Error: Token limit of 1000 exceeded.',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      },
    ]);
    expect(health.status).toBe(200);
  });

  const introspection = '{ __schema { queryType { name } } }';

  test('in prod, introspection is refused with a 400', async () => {
    const answer = await prod.agent().graphql('/graphql', introspection);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      message:
        'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const typeQuery = await prod
      .agent()
      .graphql('/gql-frontend-account', '{ __type(name: "Query") { name } }');
    expect(typeQuery.status).toBe(400);
    // Local development keeps it (schema.test.ts reads the whole schema so).
    expect((await api.agent().graphql('/graphql', introspection)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
  });

  test('in prod, no error suggests a field, an argument or an enum value', async () => {
    const cases = [
      [
        '/graphql',
        '{ oneTimeCodePolicy { codeLengt } }',
        'Cannot query field "codeLengt" on type "OneTimeCodePolicy".',
      ],
      [
        '/gql-frontend-account',
        '{ subscriptionStatus(emai: "a@hearth.test") { shortCode } }',
        'Unknown argument "emai" on field "Query.subscriptionStatus".',
      ],
      [
        '/gql-frontend-account',
        'mutation { updateAllSubscriptions(email: "a@hearth.test", groupShortCodes: [], source: EMAIL_LINKS) { shortCode } }',
        'Value "EMAIL_LINKS" does not exist in "SubscriptionSource" enum.',
      ],
    ] as const;
    for (const [endpoint, query, message] of cases) {
      const inProd = await prod.agent().graphql(endpoint, query);
      expect(inProd.status).toBe(400);
      expect(inProd.body.errors.map((error: { message: string }) => error.message)).toContain(message);
      expect(inProd.text).not.toContain('Did you mean');
      // The same mistakes in local development still get their hint.
      expect((await api.agent().graphql(endpoint, query)).text).toContain('Did you mean');
    }
    const coerced = await prod
      .agent()
      .graphql(
        '/gql-frontend-account',
        'mutation($source: SubscriptionSource!) { updateAllSubscriptions(email: "a@hearth.test", groupShortCodes: [], source: $source) { shortCode } }',
        { source: 'EMAIL_LINKS' },
      );
    expect(coerced.status).toBe(400);
    expect(coerced.body.errors[0].message).toBe(
      'Variable "$source" got invalid value "EMAIL_LINKS"; Value "EMAIL_LINKS" does not exist in "SubscriptionSource" enum.',
    );
  });
});
