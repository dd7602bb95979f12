import { afterAll, describe, expect, test } from 'vitest';
import type { Queryable } from '../db/client';
import { FRESH_PASSWORD, freshUser, startAccountTestApi } from '../domain/account/testSupport';
import type { Agent } from '../testing/agent';
import {
  cachedSession,
  forgetSession,
  forgetUserSessions,
  HOLD_OFF_MS,
  rememberSession,
  SESSION_CACHE_MS,
} from './sessionCache';

// The cache is the module's, shared by the test files a worker runs: these users (negative ids)
// and hashes are ones no real session has, so another file's sessions never meet them.
const session = (userId: number) => ({
  caller: { userId, email: `user${userId}@hearth.test`, roles: [], companyId: null },
  lastSeenAt: new Date(0),
  expiresAt: new Date(0),
});
const fakeDb = () => ({}) as Queryable;

describe('the session cache', () => {
  test('answers for a short while, and only for the database the session was read from', () => {
    const db = fakeDb();
    rememberSession(db, 'hash-a', session(-1), 1_000);
    expect(cachedSession(db, 'hash-a', 1_000 + SESSION_CACHE_MS - 1)?.caller.userId).toBe(-1);
    expect(cachedSession(fakeDb(), 'hash-a', 1_000)).toBeUndefined();
    expect(cachedSession(db, 'hash-a', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  test('an ended session is forgotten, and a read made before it ended is not kept', () => {
    const db = fakeDb();
    rememberSession(db, 'hash-b', session(-2), 1_000);
    forgetSession('hash-b', 1_000);
    expect(cachedSession(db, 'hash-b', 1_000)).toBeUndefined();
    rememberSession(db, 'hash-b', session(-2), 1_001);
    expect(cachedSession(db, 'hash-b', 1_001)).toBeUndefined();
    rememberSession(db, 'hash-b', session(-2), 1_000 + HOLD_OFF_MS);
    expect(cachedSession(db, 'hash-b', 1_000 + HOLD_OFF_MS)).toBeDefined();
  });

  test("forgetting a user forgets all the user's sessions and keeps none until the hold-off ends", () => {
    const db = fakeDb();
    rememberSession(db, 'hash-c1', session(-3), 1_000);
    rememberSession(db, 'hash-c2', session(-3), 1_000);
    rememberSession(db, 'hash-d', session(-4), 1_000);
    forgetUserSessions(-3, 1_000);
    expect(cachedSession(db, 'hash-c1', 1_000)).toBeUndefined();
    expect(cachedSession(db, 'hash-c2', 1_000)).toBeUndefined();
    expect(cachedSession(db, 'hash-d', 1_000)?.caller.userId).toBe(-4);
    rememberSession(db, 'hash-c3', session(-3), 1_500);
    expect(cachedSession(db, 'hash-c3', 1_500)).toBeUndefined();
  });
});

const api = await startAccountTestApi();
afterAll(() => api.close());
/** Any call that needs a session (it reads it through the cache): 201, or 401 without one. */
const signedIn = async (agent: Agent) =>
  (await agent.post('/api/v1/calls/recordings/bulk', { canonicalCallIds: [crypto.randomUUID()] })).status;

describe('sessions ended while cached', () => {
  test('logout: a cookie used a moment before is refused at once', async () => {
    const agent = await api.login('homeowner');
    const replay = api.agent();
    for (const [name, value] of agent.cookies) replay.cookies.set(name, value);
    expect(await signedIn(replay)).toBe(201);
    expect((await agent.delete('/api/v1/session')).status).toBe(200);
    expect(await signedIn(replay)).toBe(401);
  });

  test('a password change ends the other sessions at once', async () => {
    const { agent, userId, email } = await freshUser(api, 'cached-session');
    const otherDevice = await api.login({ email, password: FRESH_PASSWORD });
    expect(await signedIn(otherDevice)).toBe(201);
    const changed = await agent.put(`/api/v1/users/${userId}/password`, {
      oldPassword: FRESH_PASSWORD,
      newPassword: 'brand-new-9',
      confirmPassword: 'brand-new-9',
    });
    expect(changed.status).toBe(200);
    expect(await signedIn(otherDevice)).toBe(401);
    expect(await signedIn(agent)).toBe(201);
  });
});
