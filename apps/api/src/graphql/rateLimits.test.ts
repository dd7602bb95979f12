import {
  type GraphqlOperation,
  userLogin,
  userSignup,
  verifyAccountByEmail,
  verifyEmailContactVerificationCode,
} from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { startTestApi } from '../testing/harness';
import { type GraphqlAnswer, send } from './testing';

const api = await startTestApi({
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    code: { max: 3, windowMs: 60_000 },
    login: { max: 2, windowMs: 60_000 },
    password: { max: 2, windowMs: 60_000 },
  },
});
afterAll(() => api.close());

function expectRateLimited(answer: Pick<GraphqlAnswer<GraphqlOperation>, 'status' | 'headers' | 'errors'>) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
}

describe('rate limits answer 429 with Retry-After', () => {
  test('code send and verify share the code bucket', async () => {
    const agent = api.agent();
    const email = 'limited@hearth.test';
    expect((await send(agent, verifyAccountByEmail, { emailAddress: email })).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await send(agent, verifyEmailContactVerificationCode, {
        emailAddress: email,
        singleUseCode: '000000',
      });
      expect(answer.status).toBe(200);
    }
    expectRateLimited(
      await send(agent, verifyEmailContactVerificationCode, { emailAddress: email, singleUseCode: '000000' }),
    );
    expectRateLimited(await send(agent, verifyAccountByEmail, { emailAddress: 'other@hearth.test' }));
    expect(await api.outbox('other@hearth.test')).toEqual([]);
  });

  test('userLogin uses the login bucket', async () => {
    const agent = api.agent();
    const variables = { emailAddress: DEMO_ACCOUNTS.pro.email, password: 'wrong-password', sourceUi: 'web' };
    expect((await send(agent, userLogin, variables)).status).toBe(401);
    expect((await send(agent, userLogin, variables)).status).toBe(401);
    expectRateLimited(await send(agent, userLogin, variables));
  });

  test('userSignup uses the password bucket', async () => {
    const agent = api.agent();
    const variables = {
      firstName: 'Rita',
      lastName: 'Rate',
      password: 'rate-limit-1',
      email: 'rate-signup@hearth.test',
      sourceUi: 'web',
    };
    expect((await send(agent, userSignup, variables)).status).toBe(403);
    expect((await send(agent, userSignup, variables)).status).toBe(403);
    expectRateLimited(await send(agent, userSignup, variables));
  });
});
