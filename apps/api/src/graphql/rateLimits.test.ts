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
  test('code checks count only wrong codes; sends count every send', async () => {
    const agent = api.agent();
    const email = 'limited@hearth.test';
    expect((await send(agent, verifyAccountByEmail, { emailAddress: email })).status).toBe(200);
    const [message] = await api.outbox(email);
    const check = (singleUseCode: string) =>
      send(agent, verifyEmailContactVerificationCode, { emailAddress: email, singleUseCode });
    // The right code is not a failure: it gives its attempt back.
    expect((await check(message?.data.code ?? '')).data).toEqual({
      verifyEmailContactVerificationCode: true,
    });
    for (let attempt = 0; attempt < 3; attempt++) expect((await check('000000')).status).toBe(200);
    expectRateLimited(await check('000000'));
    // Sending counts apart: two more sends (3 in all), then the fourth is refused and not mailed.
    for (const other of ['other-1@hearth.test', 'other-2@hearth.test']) {
      expect((await send(agent, verifyAccountByEmail, { emailAddress: other })).status).toBe(200);
    }
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
