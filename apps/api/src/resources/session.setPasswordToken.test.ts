import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

/** The passwordless account's set-password e-mail (spec 01 §4: passwordless set, then auto-login). */
describe('setPasswordlessUserPasswordService.update with the e-mailed token', () => {
  const email = DEMO_ACCOUNTS.passwordless.email;

  test("a token does not prove another account's address", async () => {
    await api.agent().post('/api/v1/users/forgot-password', { userEmail: DEMO_ACCOUNTS.homeowner.email });
    const [message] = await api.outbox(DEMO_ACCOUNTS.homeowner.email);
    const response = await api.agent().put('/api/v1/users/passwordless-password', {
      email,
      password: 'first-pass-1',
      token: String(message?.data.token),
    });
    expect(response.status).toBe(403);
  });

  test("the set-password e-mail's token proves the address once: the password is set and the link is used up", async () => {
    await api.agent().post('/api/v1/users/forgot-password', { userEmail: email });
    const [message] = await api.outbox(email);
    expect(message?.kind).toBe('setPassword');
    expect(message?.data.link).toMatch(/\/set-password\/[0-9a-f-]{36}\?email=passwordless%40hearth\.test$/);
    const token = String(message?.data.token);
    const put = (body: object) => api.agent().put('/api/v1/users/passwordless-password', { email, ...body });
    expect(
      (await put({ password: 'first-pass-1', token: '5f0c6a43-0d5e-4a55-9a53-2f8cb0b5c0aa' })).status,
    ).toBe(403);
    expect((await put({ password: 'first-pass-1', token })).status).toBe(200);
    await expect(api.login({ email, password: 'first-pass-1' })).resolves.toBeTruthy();
    // Used up: even for another account without a password the token proves nothing any more.
    expect((await put({ password: 'other-pass-1', token })).status).toBe(409);
  });
});
