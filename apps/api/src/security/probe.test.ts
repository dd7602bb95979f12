/**
 * The attacker-style probe of the API, replayed: each case it found stays fixed (its bad inputs
 * are in probe.inputs.test.ts). The API runs as in local and, on the same database, as in prod.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS, testConfig } from '../config';
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

test('an unknown reset token is a 400 EXPIRED_TOKEN in the spec’s words, not 200 {}', async () => {
  const response = await api
    .agent()
    .put('/api/v1/users/password-reset', { token: crypto.randomUUID(), password: 'brand-new-1' });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({
    code: 'EXPIRED_TOKEN',
    message: 'Your password reset link has expired.',
  });
});

describe('the session cookie', () => {
  const sessionCookie = (response: { headers: Headers }, name: string) =>
    response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

  test('in prod, logout clears it with the attributes it was set with (Secure, __Host- rules)', async () => {
    const agent = prod.agent();
    const login = await agent.post('/api/v1/session/login', {
      email: 'homeowner@hearth.test',
      password: 'hearth-demo-1',
    });
    expect(login.status).toBe(201);
    const set = sessionCookie(login, '__Host-hearth_session');
    const logout = await agent.delete('/api/v1/session');
    expect(logout.status).toBe(200);
    const cleared = sessionCookie(logout, '__Host-hearth_session');
    const attributeNames = (line = '') =>
      line
        .split(/;\s*/)
        .slice(1)
        .map((part) => part.split('=')[0]?.toLowerCase())
        .filter((name) => name !== 'expires' && name !== 'max-age')
        .sort();
    // __Host-: Secure, Path=/ and no Domain, or the browser drops the cookie line.
    for (const line of [set, cleared]) {
      expect(line).toMatch(/; Secure(;|$)/);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).toMatch(/; HttpOnly(;|$)/);
      expect(line).toMatch(/; SameSite=Lax(;|$)/);
      expect(line).not.toMatch(/; Domain=/i);
    }
    expect(cleared).toMatch(/^__Host-hearth_session=;/);
    expect(cleared).toMatch(/; Max-Age=0(;|$)/);
    expect(attributeNames(cleared)).toEqual(attributeNames(set));
  });

  test('in local, logout clears it as it was set too (not Secure, on plain http)', async () => {
    const agent = await api.login('homeowner');
    const logout = await agent.delete('/api/v1/session');
    const cleared = sessionCookie(logout, 'hearth_session');
    expect(cleared).toMatch(/; Path=\/; .*HttpOnly/);
    expect(cleared).toMatch(/; SameSite=Lax/);
    expect(cleared).not.toMatch(/; Secure/);
  });
});

describe('Cache-Control', () => {
  test('no-store on every answer to a signed-in request, and on the answers that log in and out', async () => {
    const visitor = api.agent();
    const login = await visitor.post('/api/v1/session/login', {
      email: 'homeowner@hearth.test',
      password: 'hearth-demo-1',
    });
    expect([login.status, login.headers.get('cache-control')]).toEqual([201, 'no-store']);
    const userId = await api.userId('homeowner');
    const answers = [
      await visitor.get('/api/v1/session'),
      await visitor.get(`/api/v1/users/${userId}`),
      await visitor.get('/api/v1/nope'),
      await visitor.put(`/api/v1/users/${userId}`, { firstName: '' }),
      await visitor.graphql('/gql-frontend-account', '{ getEmailNotices { emailNoticesFlag } }'),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
      [400, 'no-store'],
      [200, 'no-store'],
    ]);
    const logout = await visitor.delete('/api/v1/session');
    expect([logout.status, logout.headers.get('cache-control')]).toEqual([200, 'no-store']);
    // No session, no need: a visitor's answer keeps the API's default.
    expect((await api.agent().get('/api/v1/session')).headers.get('cache-control')).toBeNull();
  });
});

test('a rate-limited call (429), REST or GraphQL, is logged at info with no stack', async () => {
  const lines: string[] = [];
  const limited = await buildServer(
    testConfig({ rateLimits: { ...DEFAULT_RATE_LIMITS, login: { max: 1, windowMs: 60_000 } } }),
    { database: api.database, logger: true, logStream: { write: (line) => lines.push(line) } },
  );
  await limited.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = limited.server.address();
    const agent = new Agent(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    const rest = () =>
      agent.post('/api/v1/session/login', { email: 'nobody@hearth.test', password: 'wrong' });
    const graphql = () =>
      agent.graphql(
        '/graphql',
        'mutation { userLogin(emailAddress: "nobody@hearth.test", password: "wrong", sourceUi: "web") { userContext { userId } } }',
      );
    expect((await rest()).status).toBe(401);
    expect([(await rest()).status, (await graphql()).status]).toEqual([429, 429]);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; code?: string });
    expect(logged.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(lines.filter((line) => line.includes('"stack"'))).toEqual([]);
    expect(logged.filter((entry) => entry.code === 'RATE_LIMITED')).toMatchObject([
      { level: 30, msg: 'graphql refused: Too many attempts. Please wait and try again.' },
    ]);
  } finally {
    await limited.close();
  }
});

test('the Content-Security-Policy lets no inline script and no third-party host but the card provider run', async () => {
  for (const address of ['/healthz', '/api/v1/session', '/api/v1/nope']) {
    const policy = (await api.agent().get(address)).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unpkg');
  }
});
