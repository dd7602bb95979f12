import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

describe('session and login', () => {
  test('a visitor reads an empty session', async () => {
    const response = await api.agent().get('/api/v1/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ dto: { userContext: null, company: null } });
  });

  test('login sets an HttpOnly SameSite=Lax cookie and the session then names the user', async () => {
    const agent = api.agent();
    const response = await agent.post('/api/v1/session/login', {
      email: DEMO_ACCOUNTS.pro.email,
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hearth_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await agent.get('/api/v1/session');
    expect(session.body.dto.userContext).toMatchObject({ email: DEMO_ACCOUNTS.pro.email, loggedIn: true });
    expect(session.body.dto.company).toMatchObject({ name: 'Priya Plumbing & Heating' });
  });

  test('a wrong password is a 401 with the spec message, never a 500', async () => {
    const response = await api
      .agent()
      .post('/api/v1/session/login', { email: DEMO_ACCOUNTS.pro.email, password: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('The username or password is incorrect.');
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().post('/api/v1/session/login', { email: 42 });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  test('logout deletes the session: the old cookie no longer works', async () => {
    const agent = await api.login('homeowner');
    const stolen = agent.cookies.get('hearth_session');
    expect((await agent.delete('/api/v1/session')).status).toBe(200);
    const replay = api.agent();
    replay.cookies.set('hearth_session', stolen ?? '');
    expect((await replay.get('/api/v1/session')).body.dto.userContext).toBeNull();
  });

  test('login rotates the session id', async () => {
    const agent = await api.login('homeowner');
    const first = agent.cookies.get('hearth_session');
    await agent.post('/api/v1/session/login', {
      email: DEMO_ACCOUNTS.homeowner.email,
      password: DEMO_PASSWORD,
    });
    const second = agent.cookies.get('hearth_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const replay = api.agent();
    replay.cookies.set('hearth_session', first ?? '');
    expect((await replay.get('/api/v1/session')).body.dto.userContext).toBeNull();
  });

  test('an answer to a request sent with the old session cookie does not clear the new one', async () => {
    const agent = await api.login('homeowner');
    const old = agent.cookies.get('hearth_session') ?? '';
    await agent.post('/api/v1/session/login', {
      email: DEMO_ACCOUNTS.homeowner.email,
      password: DEMO_PASSWORD,
    });
    // A request that left before the login, answered after it.
    const late = await fetch(`${api.baseUrl}/api/v1/session`, {
      headers: { cookie: `hearth_session=${old}` },
    });
    expect((await late.json()).dto.userContext).toBeNull();
    expect(late.headers.getSetCookie().some((line) => line.startsWith('hearth_session='))).toBe(false);
    expect((await agent.get('/api/v1/session')).body.dto.userContext).not.toBeNull();
  });

  test('a state-changing request without the CSRF header is refused with CSRF_INVALID', async () => {
    const agent = api.agent({ csrf: false });
    await agent.get('/healthz');
    const response = await agent.post('/api/v1/session/login', {
      email: DEMO_ACCOUNTS.pro.email,
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_INVALID');
    const wrong = await agent.request(
      'POST',
      '/api/v1/session/login',
      { email: 'a', password: 'b' },
      { 'x-csrf-token': 'x'.repeat(43) },
    );
    expect(wrong.body.code).toBe('CSRF_INVALID');
  });
});
