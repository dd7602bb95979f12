import { verifyAccountByEmail, verifyEmailContactVerificationCode } from '@hearth/data';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { passwordResetTokens } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { findUserByEmail } from '../domain/users';
import { send } from '../graphql/testing';
import { sha256 } from '../security/tokens';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const signupBody = (email: string) => ({
  firstName: 'Mo',
  lastName: 'Modal',
  email,
  password: 'secret-1',
  passwordConfirm: 'secret-1',
});

describe('userSignup.create (the modal variant)', () => {
  test('creates the account and logs the user in', async () => {
    const agent = api.agent();
    const response = await agent.post('/api/v1/users/signup', signupBody('modal@hearth.test'));
    expect(response.status).toBe(201);
    expect(response.body.dto.userContext).toMatchObject({ email: 'modal@hearth.test', loggedIn: true });
    expect((await agent.get('/api/v1/session')).body.dto.userContext.email).toBe('modal@hearth.test');
  });

  test('rule failures come back as validationErrors in the spec words', async () => {
    const response = await api.agent().post('/api/v1/users/signup', {
      firstName: ' ',
      lastName: '',
      email: 'x@hearth.test',
      password: 'abc',
      passwordConfirm: 'abd',
    });
    expect(response.body.validationErrors).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      password: 'Passwords should contain at least 6 characters',
      passwordConfirm: 'Passwords do not match',
    });
    expect(await findUserByEmail(api.database.db, 'x@hearth.test')).toBeNull();
  });

  test('an existing e-mail is accountExists, whatever its case', async () => {
    const response = await api.agent().post('/api/v1/users/signup', signupBody('HOMEOWNER@hearth.test'));
    expect(response.body).toEqual({
      accountExists: true,
      formErrors: ['An account with this email already exists.'],
    });
  });

  test('a field of the wrong type is a 400 with field errors', async () => {
    const response = await api
      .agent()
      .post('/api/v1/users/signup', { ...signupBody('y@hearth.test'), firstName: 5 });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty('firstName');
  });
});

describe('setPasswordlessUserPasswordService.update', () => {
  const email = DEMO_ACCOUNTS.passwordless.email;
  const setPassword = (agent = api.agent(), password = 'first-pass-1') =>
    agent.put('/api/v1/users/passwordless-password', { email, password });

  test('refused until the e-mail is proven with a verified code (nobody can take over by knowing the address)', async () => {
    expect((await setPassword()).status).toBe(403);
  });

  test('refuses a password without a letter, in the spec words', async () => {
    const response = await setPassword(api.agent(), '1234567');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password must be at least 6 characters and contain a letter.');
  });

  test('after a verified code the password is set once, then login works; a second set is a 409', async () => {
    const agent = api.agent();
    await send(agent, verifyAccountByEmail, { emailAddress: email });
    const [message] = await api.outbox(email);
    const verified = await send(agent, verifyEmailContactVerificationCode, {
      emailAddress: email,
      singleUseCode: message?.data.code ?? '',
    });
    expect(verified.data?.verifyEmailContactVerificationCode).toBe(true);
    const response = await setPassword(agent);
    expect(response.status).toBe(200);
    expect(response.body.dto.userId).toBe(await api.userId('passwordless'));
    await expect(api.login({ email, password: 'first-pass-1' })).resolves.toBeTruthy();
    expect((await setPassword(agent, 'second-pass-1')).status).toBe(409);
  });

  test('an account that already has a password is refused even to its owner (409)', async () => {
    const owner = await api.login('pro');
    const response = await owner.put('/api/v1/users/passwordless-password', {
      email: DEMO_ACCOUNTS.pro.email,
      password: 'other-pass-1',
    });
    expect(response.status).toBe(409);
  });
});

describe('passwordResetService.update', () => {
  async function resetToken(email: string) {
    await api.agent().post('/api/v1/users/forgot-password', { userEmail: email });
    const [message] = await api.outbox(email);
    expect(message?.kind).toBe('passwordReset');
    expect(message?.data.link).toContain(`/account/password-reset/${message?.data.token}`);
    return message?.data.token ?? '';
  }
  const reset = (token: string, password = 'brand-new-1') =>
    api.agent().put('/api/v1/users/password-reset', { token, password });
  const expired = {
    error: 'Bad Request',
    code: 'EXPIRED_TOKEN',
    message: 'Your password reset link has expired.',
    fieldErrors: { token: ['Your password reset link has expired.'] },
  };
  const answerOf = (response: Awaited<ReturnType<typeof reset>>) => [response.status, response.body];

  test('a good token sets the password once and logs out every old session; reuse is a 400 EXPIRED_TOKEN', async () => {
    const email = DEMO_ACCOUNTS.inspector.email;
    const oldSession = await api.login('inspector');
    const token = await resetToken(email);
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const first = await reset(token);
    expect(first.body).toEqual({ userId: await api.userId('inspector'), email });
    expect((await oldSession.get('/api/v1/session')).body.dto.userContext).toBeNull();
    expect(answerOf(await reset(token, 'again-new-1'))).toEqual([400, expired]);
    await expect(api.login({ email, password: 'brand-new-1' })).resolves.toBeTruthy();
  });

  test('a token older than one hour, or one never sent, is a 400 EXPIRED_TOKEN and changes nothing', async () => {
    const email = DEMO_ACCOUNTS.curator.email;
    const token = await resetToken(email);
    await api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(answerOf(await reset(token))).toEqual([400, expired]);
    expect(answerOf(await reset(crypto.randomUUID()))).toEqual([400, expired]);
    await expect(api.login({ email, password: DEMO_PASSWORD })).resolves.toBeTruthy();
  });

  test('a short password is INVALID_PASSWORD and does not use up the token', async () => {
    const token = await resetToken(DEMO_ACCOUNTS.companyOff.email);
    const short = await reset(token, 'abc');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Password must be at least 6 characters long.',
    });
    expect((await reset(token)).status).toBe(200);
  });

  test('a token that is not a uuid is a 400', async () => {
    expect((await reset('not-a-token')).status).toBe(400);
  });
});
