import { afterAll, describe, expect, test } from 'vitest';
import { testConfig } from '../config';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import {
  expectFieldErrors,
  FRESH_PASSWORD,
  freshUser,
  startAccountTestApi,
} from '../domain/account/testSupport';
import { encryptSecret } from '../security/tokens';

const PHONE_LIMIT = 3;
const api = await startAccountTestApi({ phoneVerification: { max: PHONE_LIMIT, windowMs: 60_000 } });
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const curator = await api.login('curator');
const pro = await api.login('pro');

describe('changePassword.update  PUT /users/:userId/password', () => {
  test('changes the password: other sessions end, this one goes on, only the new password logs in', async () => {
    const { agent, userId, email } = await freshUser(api, 'password');
    const otherDevice = await api.login({ email, password: FRESH_PASSWORD });
    const response = await agent.put(`/api/v1/users/${userId}/password`, {
      oldPassword: FRESH_PASSWORD,
      newPassword: 'brand-new-9',
      confirmPassword: 'brand-new-9',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId, passwordChanged: true });
    expect((await agent.get('/api/v1/session')).body.dto.userContext.userId).toBe(userId);
    expect((await otherDevice.get('/api/v1/session')).body.dto.userContext).toBeNull();
    const old = await api.agent().post('/api/v1/session/login', { email, password: FRESH_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await api.agent().post('/api/v1/session/login', { email, password: 'brand-new-9' });
    expect(fresh.status).toBe(201);
  });

  test('a new password of 200 characters is taken: the change flow has no maximum (spec 02 §5)', async () => {
    const { agent, userId, email } = await freshUser(api, 'long-new');
    const long = `long-${'p'.repeat(195)}`;
    const response = await agent.put(`/api/v1/users/${userId}/password`, {
      oldPassword: FRESH_PASSWORD,
      newPassword: long,
      confirmPassword: long,
    });
    expect(response.status).toBe(200);
    const login = await api.agent().post('/api/v1/session/login', { email, password: long });
    expect(login.status).toBe(201);
  });

  test("a wrong old password is 400 with the cause 'Error with password and/or identity'", async () => {
    const { agent, userId } = await freshUser(api, 'wrong-old');
    const response = await agent.put(`/api/v1/users/${userId}/password`, {
      oldPassword: 'not-my-password-1',
      newPassword: 'brand-new-9',
      confirmPassword: 'brand-new-9',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'INVALID_OLD_PASSWORD',
      message: 'Error with password and/or identity',
      fieldErrors: { oldPassword: ['Error with password and/or identity'] },
    });
    const unchanged = await api.agent().post('/api/v1/session/login', {
      email: (await agent.get('/api/v1/session')).body.dto.userContext.email,
      password: FRESH_PASSWORD,
    });
    expect(unchanged.status).toBe(201);
  });

  test('the rules of spec 02 §5 answer 400 with their messages', async () => {
    const path = `/api/v1/users/${homeownerId}/password`;
    const homeowner = await api.login('homeowner');
    expectFieldErrors(
      await homeowner.put(path, { oldPassword: '', newPassword: 'abc', confirmPassword: 'abc' }),
      {
        oldPassword: 'Must provide current password.',
        newPassword: 'Password must be at least 6 characters and contain a letter.',
      },
    );
    expectFieldErrors(
      await homeowner.put(path, { oldPassword: 'x', newPassword: '1234567', confirmPassword: '1234567' }),
      {
        newPassword: 'Password must be at least 6 characters and contain a letter.',
      },
    );
    expectFieldErrors(
      await homeowner.put(path, { oldPassword: 'x', newPassword: ' spaced-1', confirmPassword: ' spaced-1' }),
      {
        newPassword: 'Password must be at least 6 characters and contain a letter.',
      },
    );
    expectFieldErrors(
      await homeowner.put(path, { oldPassword: 'x', newPassword: 'secret-1', confirmPassword: 'secret-2' }),
      {
        confirmPassword: "Password doesn't match.",
      },
    );
  });

  test('a visitor is 401; another user and a curator are 403', async () => {
    const body = { oldPassword: 'whatever-1', newPassword: 'brand-new-9', confirmPassword: 'brand-new-9' };
    const path = `/api/v1/users/${homeownerId}/password`;
    expect((await api.agent().put(path, body)).status).toBe(401);
    expect((await pro.put(path, body)).status).toBe(403);
    expect((await curator.put(path, body)).status).toBe(403);
  });
});

describe('userForgotPassword.create  POST /users/forgot-password', () => {
  test('e-mails a reset link to an account with a password', async () => {
    const response = await api
      .agent()
      .post('/api/v1/users/forgot-password', { userEmail: DEMO_ACCOUNTS.pro.email });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ accepted: true });
    const [mail] = await api.outbox(DEMO_ACCOUNTS.pro.email);
    expect(mail).toMatchObject({ channel: 'email', kind: 'passwordReset' });
    expect(mail?.data.link).toMatch(/\/account\/password-reset\/[0-9a-f-]{36}$/);
  });

  test('an account without a password gets the set-password e-mail', async () => {
    await api.agent().post('/api/v1/users/forgot-password', { userEmail: DEMO_ACCOUNTS.passwordless.email });
    const [mail] = await api.outbox(DEMO_ACCOUNTS.passwordless.email);
    expect(mail).toMatchObject({ kind: 'setPassword', subject: 'Set your Hearth password' });
  });

  test('an unknown address gets the very same answer and no e-mail', async () => {
    const response = await api
      .agent()
      .post('/api/v1/users/forgot-password', { userEmail: 'nobody@hearth.test' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ accepted: true });
    expect(await api.outbox('nobody@hearth.test')).toEqual([]);
  });

  test('a malformed address is 400', async () => {
    expectFieldErrors(await api.agent().post('/api/v1/users/forgot-password', { userEmail: 'nope' }), {
      userEmail: true,
    });
  });
});

describe('shareableSecret.update  PUT /shareable-secrets (public)', () => {
  const token = encryptSecret(testConfig().secretKey, 'reader@hearth.test');

  test('decrypts an unsubscribe token to its e-mail', async () => {
    const response = await api.agent().put('/api/v1/shareable-secrets', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ decryptedData: 'reader@hearth.test' });
  });

  test('a tampered or missing token is 400', async () => {
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    expectFieldErrors(await api.agent().put('/api/v1/shareable-secrets', { token: tampered }), {
      token: true,
    });
    expectFieldErrors(await api.agent().put('/api/v1/shareable-secrets', {}), { token: true });
  });
});

describe('phoneVerification.create + phoneVerificationConfirm.update', () => {
  test('a call carries the link; the link token verifies that phone once', async () => {
    const homeowner = await api.login('homeowner');
    const response = await homeowner.post(`/api/v1/users/${homeownerId}/phone-verifications`, {
      phoneNumber: '512-555-0199',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ userId: homeownerId, phoneNumber: '(512) 555-0199', sent: true });
    const [call] = await api.outbox('+15125550199');
    expect(call).toMatchObject({ channel: 'phone', kind: 'phoneVerification' });
    const link = new URL(call?.data.link ?? '');
    expect(link.pathname).toBe('/account/settings');
    expect(link.searchParams.get('phoneVerified')).toBe('true');
    const token = link.searchParams.get('phoneVerificationToken');
    expect(token).toBe(call?.data.token);

    const confirm = await api.agent().put('/api/v1/phone-verifications', { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ state: 'SUCCESS' });
    const phones = (await homeowner.get(`/api/v1/users/${homeownerId}/phones`)).body;
    expect(
      phones.find((phone: { phoneNumber: string }) => phone.phoneNumber === '(512) 555-0199').verified,
    ).toBe(true);
    expect((await api.agent().put('/api/v1/phone-verifications', { token })).body).toEqual({
      state: 'FAILURE',
    });
  });

  test('an unknown token is FAILURE; an empty one 400', async () => {
    expect((await api.agent().put('/api/v1/phone-verifications', { token: 'made-up' })).body).toEqual({
      state: 'FAILURE',
    });
    expectFieldErrors(await api.agent().put('/api/v1/phone-verifications', { token: '' }), { token: true });
  });

  test('a link sent for a number that then changes does not verify the new number', async () => {
    const { agent, userId } = await freshUser(api, 'phone-switch');
    await agent.post(`/api/v1/users/${userId}/phones`, { phoneNumber: '3035550100' });
    await agent.post(`/api/v1/users/${userId}/phone-verifications`, { phoneNumber: '3035550100' });
    const [call] = await api.outbox('+13035550100');
    await agent.put(`/api/v1/users/${userId}/phones`, { phoneNumber: '3035550101' });
    expect(
      (await api.agent().put('/api/v1/phone-verifications', { token: call?.data.token })).body.state,
    ).toBe('FAILURE');
  });

  test('numbers not on the account or invalid are 400; 401; 403; and it is rate limited', async () => {
    const { agent, userId } = await freshUser(api, 'phone-verify');
    await agent.post(`/api/v1/users/${userId}/phones`, { phoneNumber: '7205550100' });
    const path = `/api/v1/users/${userId}/phone-verifications`;
    expectFieldErrors(await agent.post(path, { phoneNumber: '7205550199' }), {
      phoneNumber: 'This phone number is not on your account.',
    });
    expectFieldErrors(await agent.post(path, { phoneNumber: '12' }), {
      phoneNumber: 'Invalid phone number.',
    });
    expect((await api.agent().post(path, { phoneNumber: '7205550100' })).status).toBe(401);
    expect((await pro.post(path, { phoneNumber: '7205550100' })).status).toBe(403);
    expect((await curator.post(path, { phoneNumber: '7205550100' })).status).toBe(403);
    // At most `max` calls per window (counted per client address and per user), then 429.
    const statuses: number[] = [];
    for (let i = 0; i <= PHONE_LIMIT && !statuses.includes(429); i += 1) {
      statuses.push((await agent.post(path, { phoneNumber: '7205550100' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    const limited = await agent.post(path, { phoneNumber: '7205550100' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
