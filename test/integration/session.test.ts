import { afterAll, describe, expect, expectTypeOf, test } from 'vitest';
import {
  CsrfError,
  InvalidCredentialsError,
  logIn,
  resetPassword,
  signUp,
} from '../../packages/data/src/client';
import type { SessionDto } from '../../packages/data/src/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startClientApi } from './harness';

const { api, newClient } = await startClientApi();
afterAll(() => api.close());

describe('log in, read the session, log out', () => {
  test('login policy, then the session names the user; logout ends it', async () => {
    const { client, sent } = newClient();
    const visitor = await client.resources.sessionData.read();
    expect(visitor.dto.userContext).toBeNull();

    const login = await logIn(client, { email: DEMO_ACCOUNTS.pro.email, password: DEMO_PASSWORD });
    expect(login.dto.userContext).toMatchObject({ email: DEMO_ACCOUNTS.pro.email, loggedIn: true });
    // The token came with the first GET: no extra CSRF fetch was needed.
    expect(sent.filter((line) => line === 'GET /healthz')).toHaveLength(0);

    const session = await client.resources.sessionData.read();
    expectTypeOf(session.dto).toEqualTypeOf<SessionDto>();
    expect(session.dto.userContext?.hearthUser.firstName).toBe('Priya');
    expect(session.dto.company?.name).toBe('Priya Plumbing & Heating');

    expect(await client.resources.session.delete()).toEqual({ loggedOut: true });
    expect((await client.resources.sessionData.read()).dto.userContext).toBeNull();
  });

  test('a first write with no token known fetches one, and the API accepts it', async () => {
    const { client, sent } = newClient();
    await logIn(client, { email: DEMO_ACCOUNTS.homeowner.email, password: DEMO_PASSWORD });
    expect(sent).toEqual(['GET /healthz', 'POST /api/v1/session/login']);
  });

  test('a wrong password is the spec message', async () => {
    const { client } = newClient();
    const error = await logIn(client, { email: DEMO_ACCOUNTS.pro.email, password: 'wrong-password' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidCredentialsError);
    expect((error as Error).message).toBe('The username or password is incorrect.');
  });

  test('a stale CSRF token is a CsrfError', async () => {
    const { client, agent } = newClient();
    await client.resources.sessionData.read();
    agent.cookies.set('hearth_csrf', 'x'.repeat(43));
    const error = await logIn(client, { email: DEMO_ACCOUNTS.pro.email, password: DEMO_PASSWORD }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CsrfError);
  });
});

describe('sign-up policy', () => {
  const person = { firstName: 'Sam', lastName: 'Signup', password: 'secret-1', passwordConfirm: 'secret-1' };

  test('a new account logs in; the same e-mail again is accountExists', async () => {
    const { client } = newClient();
    const email = 'sam.signup@hearth.test';
    const created = await signUp(client, { ...person, email });
    expect(created.kind).toBe('success');
    expect(created.kind === 'success' && created.dto?.userContext?.email).toBe(email);
    expect(await signUp(newClient().client, { ...person, email })).toEqual({
      kind: 'accountExists',
      message: 'An account with this email already exists.',
    });
  });

  test('rule failures come back as field errors with the spec messages', async () => {
    const result = await signUp(newClient().client, {
      ...person,
      firstName: '',
      email: 'other@hearth.test',
      passwordConfirm: 'different',
    });
    expect(result).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { firstName: 'Please enter your first name.', passwordConfirm: 'Passwords do not match' },
      formErrors: [],
    });
  });
});

describe('password reset policy', () => {
  async function resetToken(email: string) {
    const { client } = newClient();
    await client.resources.userForgotPassword.create({ userEmail: email });
    const [message] = await api.outbox(email);
    const token = message?.data.token;
    if (!token) throw new Error('no reset e-mail');
    return token;
  }

  test('a good token sets the password; used again it is EXPIRED_TOKEN; a short password is INVALID_PASSWORD', async () => {
    const email = DEMO_ACCOUNTS.inspector.email;
    const token = await resetToken(email);
    const { client } = newClient();
    expect(await resetPassword(client, { token, password: 'abc' })).toEqual({
      ok: false,
      failure: 'INVALID_PASSWORD',
      message: 'Password must be at least 6 characters long.',
    });
    const done = await resetPassword(client, { token, password: 'new-secret-1' });
    expect(done).toMatchObject({ ok: true, email });
    expect(await resetPassword(client, { token, password: 'new-secret-2' })).toEqual({
      ok: false,
      failure: 'EXPIRED_TOKEN',
      message: 'Your password reset link has expired.',
    });
    await expect(logIn(newClient().client, { email, password: 'new-secret-1' })).resolves.toBeTruthy();
  });

  test('a token that is not a uuid is UNKNOWN', async () => {
    expect(
      await resetPassword(newClient().client, { token: 'not-a-uuid', password: 'whatever-1' }),
    ).toMatchObject({
      ok: false,
      failure: 'UNKNOWN',
    });
  });
});
