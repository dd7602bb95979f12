import {
  userLogin,
  userSignup,
  verifyAccountByEmail,
  verifyEmailContactVerificationCode,
} from '@hearth/data';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { oneTimeCodes, signupSources } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import type { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';
import { send } from './testing';

const api = await startTestApi();
afterAll(() => api.close());

let counter = 0;
const freshEmail = () => `signup-${Date.now()}-${++counter}@hearth.test`;

async function sendCode(agent: Agent, email: string): Promise<string> {
  const answer = await send(agent, verifyAccountByEmail, { emailAddress: email });
  expect(answer.errors).toBeUndefined();
  const [message] = await api.outbox(email);
  expect(message?.kind).toBe('signupCode');
  return message?.data.code ?? '';
}

const verify = (agent: Agent, email: string, code: string) =>
  send(agent, verifyEmailContactVerificationCode, { emailAddress: email, singleUseCode: code });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signupVariables = (email: string) => ({
  firstName: 'Sam',
  lastName: 'Signup',
  password: 'sign-up-1',
  email,
  sourceUi: 'hearth-web',
});

describe('the sign-up code flow', () => {
  test("the code's e-mail names the product of the settings ({product})", async () => {
    const branded = await startTestApi({ productName: 'Homestead' });
    try {
      const email = freshEmail();
      await send(branded.agent(), verifyAccountByEmail, { emailAddress: email });
      const [message] = await branded.outbox(email);
      expect(message?.subject).toMatch(/^\d{6} is your Homestead verification code$/);
      expect(message?.text).toContain('Your Homestead verification code is');
    } finally {
      await branded.close();
    }
  });

  test('send, wrong code false, right code true, sign up, then logged in', async () => {
    const agent = api.agent();
    const email = freshEmail();
    const sent = await send(agent, verifyAccountByEmail, { emailAddress: email });
    expect(sent.status).toBe(200);
    expect(sent.data?.verifyAccountByEmail).toEqual({
      success: true,
      resendAvailableInSeconds: 30,
      expiresInSeconds: 600,
    });
    const [message] = await api.outbox(email);
    const code = message?.data.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(code);

    const [stored] = await api.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(stored?.codeHash).toBeTruthy();
    expect(stored?.codeHash).not.toContain(code);

    expect((await verify(agent, email, wrongCode(code))).data?.verifyEmailContactVerificationCode).toBe(
      false,
    );
    expect((await verify(agent, email, code)).data?.verifyEmailContactVerificationCode).toBe(true);
    // Single use: the same code does not verify twice.
    expect((await verify(agent, email, code)).data?.verifyEmailContactVerificationCode).toBe(false);

    const signup = await send(agent, userSignup, signupVariables(email));
    expect(signup.status).toBe(200);
    const result = signup.data?.userSignup;
    expect(result?.__typename).toBe('Session');
    if (result?.__typename !== 'Session') return;
    expect(result.userContext).toMatchObject({
      email,
      loggedIn: true,
      hasNoPassword: false,
      roles: [],
      hearthUser: { firstName: 'Sam', lastName: 'Signup', companyId: null },
    });
    expect(result.company).toBeNull();

    const session = await agent.get('/api/v1/session');
    expect(session.body.dto.userContext).toMatchObject({ email, userId: result.userContext?.userId });
    const [source] = await api.database.db
      .select()
      .from(signupSources)
      .where(eq(signupSources.userId, result.userContext?.userId ?? 0));
    expect(source).toMatchObject({ sourceUi: 'hearth-web', accountType: 'HOMEOWNER' });
    // The proof is spent with the sign-up.
    expect(await api.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toEqual(
      [],
    );
  });

  test('sign-up without a verified code is refused with EMAIL_NOT_VERIFIED (403)', async () => {
    const agent = api.agent();
    const email = freshEmail();
    await sendCode(agent, email);
    const answer = await send(agent, userSignup, signupVariables(email));
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0]?.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(answer.data).toBeNull();
    expect((await agent.get('/api/v1/session')).body.dto.userContext).toBeNull();
  });

  test('an existing account answers accountExists and logs nobody in', async () => {
    const agent = api.agent();
    const email = DEMO_ACCOUNTS.homeowner.email;
    const code = await sendCode(agent, email);
    expect((await verify(agent, email, code)).data?.verifyEmailContactVerificationCode).toBe(true);
    const answer = await send(agent, userSignup, signupVariables(email.toUpperCase()));
    expect(answer.data?.userSignup).toEqual({ __typename: 'AccountExists', accountExists: true });
    expect((await agent.get('/api/v1/session')).body.dto.userContext).toBeNull();
  });

  test('an expired code is rejected', async () => {
    const agent = api.agent();
    const email = freshEmail();
    const code = await sendCode(agent, email);
    await api.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, email));
    expect((await verify(agent, email, code)).data?.verifyEmailContactVerificationCode).toBe(false);
  });

  test('after 5 wrong attempts the code is dead, even the right one', async () => {
    const agent = api.agent();
    const email = freshEmail();
    const code = await sendCode(agent, email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(agent, email, wrongCode(code))).data?.verifyEmailContactVerificationCode).toBe(
        false,
      );
    }
    expect((await verify(agent, email, code)).data?.verifyEmailContactVerificationCode).toBe(false);
  });

  test('a resend within the cooldown is refused with the seconds left; later it replaces the code', async () => {
    const agent = api.agent();
    const email = freshEmail();
    const first = await sendCode(agent, email);
    const again = await send(agent, verifyAccountByEmail, { emailAddress: email });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    const error = again.errors?.[0];
    expect(error?.extensions?.code).toBe('RESEND_COOLDOWN');
    expect(error?.extensions?.retryAfter).toBeGreaterThan(0);
    expect(error?.extensions?.retryAfter).toBeLessThanOrEqual(30);
    expect(error?.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    expect(await api.outbox(email)).toHaveLength(1);

    await api.database.db
      .update(oneTimeCodes)
      .set({ sentAt: sql`now() - interval '31 seconds'` })
      .where(eq(oneTimeCodes.email, email));
    const second = await sendCode(agent, email);
    if (second !== first) {
      expect((await verify(agent, email, first)).data?.verifyEmailContactVerificationCode).toBe(false);
    }
    expect((await verify(agent, email, second)).data?.verifyEmailContactVerificationCode).toBe(true);
  });

  test('a shorter configured cooldown (end-to-end runs) is announced, published and enforced', async () => {
    const shortApi = await startTestApi({ codeResendCooldownSeconds: 2 });
    try {
      const agent = shortApi.agent();
      const email = freshEmail();
      const sent = await send(agent, verifyAccountByEmail, { emailAddress: email });
      expect(sent.data?.verifyAccountByEmail).toMatchObject({ resendAvailableInSeconds: 2 });
      const again = await send(agent, verifyAccountByEmail, { emailAddress: email });
      expect(again.status).toBe(429);
      expect(again.errors?.[0]?.extensions?.retryAfter).toBeLessThanOrEqual(2);
      const policy = await agent.graphql('/graphql', '{ oneTimeCodePolicy { resendCooldownSeconds } }');
      expect(policy.body.data.oneTimeCodePolicy).toEqual({ resendCooldownSeconds: 2 });
      await shortApi.database.db
        .update(oneTimeCodes)
        .set({ sentAt: sql`now() - interval '3 seconds'` })
        .where(eq(oneTimeCodes.email, email));
      expect((await send(agent, verifyAccountByEmail, { emailAddress: email })).status).toBe(200);
    } finally {
      await shortApi.close();
    }
  });

  test('bad input is a 400 with field errors, in the spec’s words', async () => {
    const agent = api.agent();
    const badEmail = await send(agent, verifyAccountByEmail, { emailAddress: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { emailAddress: ['Please enter a valid email address.'] },
    });

    const badCode = await verify(agent, 'someone@hearth.test', '12ab');
    expect(badCode.status).toBe(400);
    expect(Object.keys(badCode.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual(['singleUseCode']);

    const badSignup = await send(agent, userSignup, {
      firstName: ' ',
      lastName: '',
      password: 'abc',
      email: '',
      sourceUi: 'hearth-web',
    });
    expect(badSignup.status).toBe(400);
    expect(badSignup.errors?.[0]?.extensions?.fieldErrors).toEqual({
      firstName: ['Please enter your first name.'],
      lastName: ['Please enter your last name.'],
      email: ['Please enter your email address.'],
      password: ['Passwords should contain at least 6 characters'],
    });

    const wrongType = await agent.graphql(
      '/graphql',
      'mutation { verifyAccountByEmail(emailAddress: 5) { success } }',
    );
    expect(wrongType.status).toBe(400);
  });
});

describe('userLogin', () => {
  test('logs in and answers the session', async () => {
    const agent = api.agent();
    const answer = await send(agent, userLogin, {
      emailAddress: DEMO_ACCOUNTS.pro.email,
      password: DEMO_PASSWORD,
      sourceUi: 'hearth-web',
    });
    expect(answer.status).toBe(200);
    expect(answer.data?.userLogin.userContext).toMatchObject({
      email: DEMO_ACCOUNTS.pro.email,
      loggedIn: true,
    });
    expect(answer.data?.userLogin.company?.name).toBe('Priya Plumbing & Heating');
    expect(answer.headers.getSetCookie().some((line) => /^hearth_session=.*HttpOnly/i.test(line))).toBe(true);
    const session = await agent.get('/api/v1/session');
    expect(session.body.dto.userContext.email).toBe(DEMO_ACCOUNTS.pro.email);
  });

  test('a wrong password is a 401 with the spec message', async () => {
    const answer = await send(api.agent(), userLogin, {
      emailAddress: DEMO_ACCOUNTS.pro.email,
      password: 'wrong-password',
      sourceUi: 'hearth-web',
    });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The username or password is incorrect.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
  });

  test('empty fields are a 400 with field errors', async () => {
    const answer = await send(api.agent(), userLogin, { emailAddress: '', password: '', sourceUi: 'web' });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      emailAddress: ['Please enter your email address.'],
      password: ['Please enter your password.'],
    });
  });
});

describe('the transport', () => {
  test('queries work over GET; mutations over GET are refused', async () => {
    const agent = api.agent();
    const query = await agent.get(
      `/graphql?query=${encodeURIComponent('{ oneTimeCodePolicy { codeLength expiresInSeconds resendCooldownSeconds maxAttempts } }')}`,
    );
    expect(query.status).toBe(200);
    expect(query.body.data.oneTimeCodePolicy).toEqual({
      codeLength: 6,
      expiresInSeconds: 600,
      resendCooldownSeconds: 30,
      maxAttempts: 5,
    });
    const mutation = await agent.get(
      `/graphql?query=${encodeURIComponent('mutation { verifyAccountByEmail(emailAddress: "get@hearth.test") { success } }')}`,
    );
    expect(mutation.status).toBe(405);
    expect(await api.outbox('get@hearth.test')).toEqual([]);
  });

  test('a POST without the CSRF header is refused with CSRF_INVALID', async () => {
    const agent = api.agent({ csrf: false });
    await agent.get('/healthz');
    const response = await agent.graphql('/graphql', '{ oneTimeCodePolicy { codeLength } }');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_INVALID');
  });

  test('no CORS grant for other origins', async () => {
    const response = await api
      .agent()
      .request(
        'POST',
        '/graphql',
        { query: '{ oneTimeCodePolicy { codeLength } }' },
        { origin: 'https://evil.test' },
      );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
