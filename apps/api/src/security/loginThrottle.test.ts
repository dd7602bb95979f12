/**
 * The probe's lockout cases, replayed: failures from many addresses slow attackers without locking
 * the owner out, successes never count, and the per-address limit stays.
 */
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { knownDevices, rateLimits } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { createUser } from '../domain/users';
import type { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';
import { BACKOFF_BASE_SECONDS } from './rateLimit';
import { sha256 } from './tokens';

// The production allowances: 10 failures per address per 15 minutes, 10 free failures per account.
const api = await startTestApi({ rateLimits: DEFAULT_RATE_LIMITS });
afterAll(() => api.close());

const LOGIN = '/api/v1/session/login';
const FREE = DEFAULT_RATE_LIMITS.login.max;
let nextAddress = 10;
/** A browser at an address of its own (127.0.0.N). */
const stranger = () => api.agent({ localAddress: `127.0.0.${nextAddress++}` });
const logIn = (agent: Agent, email: string, password: string) => agent.post(LOGIN, { email, password });

async function newAccount(name: string) {
  const email = `${name}@hearth.test`;
  await api.database.db.transaction((tx) =>
    createUser(tx, { firstName: 'Thea', lastName: 'Throttle', email, password: DEMO_PASSWORD }),
  );
  return email;
}

function expectSlowedDown(response: Awaited<ReturnType<Agent['post']>>, atMostSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait and try again.',
  });
  expect(response.body.retryAfter).toBeGreaterThan(0);
  expect(response.body.retryAfter).toBeLessThanOrEqual(atMostSeconds);
  expect(Number(response.headers.get('retry-after'))).toBe(response.body.retryAfter);
}

/** Lets the account's current wait run out, as if its time had passed. */
const endTheWait = (email: string) =>
  api.database.db
    .update(rateLimits)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, `login:account:${email}`));

describe('login throttling (OWASP: no lockout the attacker can turn on the owner)', () => {
  test('failures from many addresses slow the attackers; the owner signs in from a known browser', async () => {
    const email = DEMO_ACCOUNTS.homeowner.email;
    const owner = stranger();
    expect((await logIn(owner, email, DEMO_PASSWORD)).status).toBe(201);
    const device = owner.cookies.get('hearth_device');
    expect(device).toBeTruthy();
    // Stored hashed and bound to the account.
    const [stored] = await api.database.db
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.tokenHash, sha256(device ?? '')));
    expect(stored?.userId).toBe(await api.userId('homeowner'));
    expect((await owner.delete('/api/v1/session')).status).toBe(200);

    // Twelve addresses, one wrong password each: the free failures, then one more that starts the wait.
    for (let attempt = 0; attempt <= FREE; attempt += 1) {
      expect((await logIn(stranger(), email, 'guess-1')).status).toBe(401);
    }
    expectSlowedDown(await logIn(stranger(), email, 'guess-2'), BACKOFF_BASE_SECONDS);
    // A browser the account never signed in from waits too, even with the right password...
    expectSlowedDown(await logIn(stranger(), email, DEMO_PASSWORD), BACKOFF_BASE_SECONDS);
    // ...but the owner's browser counts on its own device counter and is let in.
    const back = await logIn(owner, email, DEMO_PASSWORD);
    expect(back.status).toBe(201);
    expect(back.body.dto.userContext).toMatchObject({ email, loggedIn: true });
  });

  test('the wait grows with failures instead of locking: after it, one more attempt is checked', async () => {
    const email = await newAccount('backoff');
    for (let attempt = 0; attempt <= FREE; attempt += 1) {
      expect((await logIn(stranger(), email, 'guess')).status).toBe(401);
    }
    expectSlowedDown(await logIn(stranger(), email, 'guess'), BACKOFF_BASE_SECONDS);
    await endTheWait(email);
    expect((await logIn(stranger(), email, 'guess')).status).toBe(401);
    const doubled = await logIn(stranger(), email, 'guess');
    expectSlowedDown(doubled, 2 * BACKOFF_BASE_SECONDS);
    expect(doubled.body.retryAfter).toBeGreaterThan(BACKOFF_BASE_SECONDS);
    // Once the wait is over the right password works from anywhere, and the count starts again.
    await endTheWait(email);
    expect((await logIn(stranger(), email, DEMO_PASSWORD)).status).toBe(201);
    const [row] = await api.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account:${email}`));
    expect(row).toBeUndefined();
  });

  test('successful logins never count, and a success resets the account failures', async () => {
    const email = await newAccount('successes');
    const office = api.agent({ localAddress: '127.0.0.200' });
    for (let login = 0; login < FREE + 5; login += 1) {
      expect((await logIn(office, email, DEMO_PASSWORD)).status).toBe(201);
    }
    // Nine failures, a success from a new browser, then ten failures again: none is slowed.
    for (let attempt = 0; attempt < FREE - 1; attempt += 1) {
      expect((await logIn(stranger(), email, 'typo')).status).toBe(401);
    }
    expect((await logIn(stranger(), email, DEMO_PASSWORD)).status).toBe(201);
    for (let attempt = 0; attempt < FREE; attempt += 1) {
      expect((await logIn(stranger(), email, 'typo')).status).toBe(401);
    }
  });

  test('an address still gets 10 failures per window, whatever accounts it tries', async () => {
    const address = api.agent({ localAddress: '127.0.0.201' });
    for (let attempt = 0; attempt < FREE; attempt += 1) {
      expect((await logIn(address, `nobody-${attempt}@hearth.test`, 'guess')).status).toBe(401);
    }
    expectSlowedDown(await logIn(address, 'nobody-else@hearth.test', 'guess'), 15 * 60);
    const counters = await api.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'login:ip:127.0.0.201'));
    expect(counters[0]?.hits).toBe(FREE + 1);
  });

  test('behind a trusted proxy, the client address comes from X-Forwarded-For', async () => {
    const proxied = await startTestApi({ rateLimits: DEFAULT_RATE_LIMITS, trustProxy: ['127.0.0.1'] });
    try {
      const from = (client: string) => (email: string) =>
        proxied.agent().request('POST', LOGIN, { email, password: 'guess' }, { 'x-forwarded-for': client });
      const first = from('203.0.113.1');
      for (let attempt = 0; attempt < FREE; attempt += 1) {
        expect((await first(`proxied-${attempt}@hearth.test`)).status).toBe(401);
      }
      expect((await first('proxied@hearth.test')).status).toBe(429);
      // Another client behind the same proxy has its own allowance.
      expect((await from('203.0.113.2')('proxied@hearth.test')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
