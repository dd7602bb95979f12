import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { findUserByEmail } from '../domain/users';
import { startTestApi } from '../testing/harness';

const api = await startTestApi({
  rateLimits: { ...DEFAULT_RATE_LIMITS, login: { max: 4, windowMs: 60_000 } },
});
afterAll(() => api.close());
// Logged in before the rate-limit test spends the login allowance of this address.
const homeowner = await api.login('homeowner');

describe('rate limits', () => {
  test('once the allowance of 4 failures is spent (the earlier login does not count), the next attempt is a 429 with Retry-After', async () => {
    const agent = api.agent();
    const attempt = () =>
      agent.post('/api/v1/session/login', { email: 'nobody@hearth.test', password: 'wrong' });
    for (let i = 0; i < 4; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.retryAfter).toBe(Number(limited.headers.get('retry-after')));
  });
});

describe('when the database fails', () => {
  test('a failure between two writes answers 503 and leaves no partial rows', async () => {
    // The second insert of sign-up (the user's e-mail row) fails the way a dropped connection does.
    await api.database.db.execute(sql`
      create function fail_like_a_lost_connection() returns trigger language plpgsql as $$
      begin raise exception 'connection lost' using errcode = '08006'; end $$`);
    await api.database.db.execute(sql`
      create trigger lose_connection before insert on user_emails
        for each row execute function fail_like_a_lost_connection()`);
    try {
      const response = await api.agent().post('/api/v1/users/signup', {
        firstName: 'Mid',
        lastName: 'Request',
        email: 'mid-request@hearth.test',
        password: 'secret-1',
        passwordConfirm: 'secret-1',
      });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database is unavailable. Please try again shortly.',
      });
      expect(await findUserByEmail(api.database.db, 'mid-request@hearth.test')).toBeNull();
    } finally {
      await api.database.db.execute(sql`drop trigger lose_connection on user_emails`);
    }
  });

  test('once the database is gone, requests answer 503 and /readyz reports it', async () => {
    const agent = homeowner;
    await api.database.close();
    const response = await agent.get('/api/v1/session');
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('DATABASE_UNAVAILABLE');
    expect((await agent.get('/readyz')).status).toBe(503);
    expect((await agent.get('/healthz')).status).toBe(200);
  });
});
