import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult, SessionData } from '../auth/sessionData';
import type { LoginValues } from '../validation';
import { type LoginPageInput, loginPageMachine } from './loginPage.machine';

const HOME = 'https://www.example.com';
const session: SessionData = { userContext: { userId: 5 }, company: null };
const withStatus = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

function start(
  input: Partial<LoginPageInput> = {},
  actors: {
    login?: (values: LoginValues) => Promise<LoginResult>;
    loadSession?: () => Promise<SessionData>;
  } = {},
) {
  const calls: Array<[string, unknown]> = [];
  const machine = loginPageMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginValues>(async ({ input: values }) => {
        calls.push(['login', values]);
        return (actors.login ?? (async () => session))(values);
      }),
      loadSession: fromPromise<SessionData, void>(async () => {
        calls.push(['loadSession', undefined]);
        return (actors.loadSession ?? (async () => session))();
      }),
    },
  });
  const actor = createActor(machine, { input: { isLoggedIn: false, defaultRedirect: HOME, ...input } });
  const redirect = vi.fn();
  actor.on('redirect', redirect);
  actor.start();
  return { actor, calls, redirect };
}

const logIn = (actor: ReturnType<typeof start>['actor'], email = 'jane@example.com', password = 'secret') => {
  actor.send({ type: 'user.change', field: 'email', value: email });
  actor.send({ type: 'user.change', field: 'password', value: password });
  actor.send({ type: 'user.submit' });
};

describe('loginPage', () => {
  test('a refused login then empty fields: the refusal goes, the required-field messages show', async () => {
    const { actor } = start({}, { login: async () => Promise.reject(withStatus(401)) });
    logIn(actor);
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null);
    logIn(actor, '', '');
    expect(actor.getSnapshot().context.formError).toBeNull();
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['email', 'password']);
  });

  test('a stale CSRF token: back to the form with no message of its own (the banner says it)', async () => {
    const expired = Object.assign(withStatus(403), { code: 'CSRF_INVALID' });
    const { actor } = start({}, { login: async () => Promise.reject(expired) });
    logIn(actor);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ login: 'editing' });
    expect(snapshot.hasTag('error')).toBe(false);
    expect(snapshot.context.formError).toBeNull();
    expect(snapshot.context.values).toEqual({ email: 'jane@example.com', password: 'secret' });
  });

  test("too many attempts: locked for the server's retryAfter, counting down, then open again", async () => {
    vi.useFakeTimers();
    try {
      const limited = Object.assign(withStatus(429), { retryAfter: 3 });
      const { actor, calls } = start({}, { login: async () => Promise.reject(limited) });
      logIn(actor);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('locked')).toBe(true);
      expect(actor.getSnapshot().context.lockoutSeconds).toBe(3);
      // The right password while locked sends nothing.
      actor.send({ type: 'user.submit' });
      expect(calls.filter(([name]) => name === 'login')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.lockoutSeconds).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().context.lockoutSeconds).toBe(0);
      expect(actor.getSnapshot().value).toEqual({ login: 'editing' });
    } finally {
      vi.useRealTimers();
    }
  });

  test('already logged in: redirects to r at once', () => {
    const { actor, calls, redirect } = start({ isLoggedIn: true, redirectTo: '/my-projects' });
    expect(redirect).toHaveBeenCalledWith({ type: 'redirect', to: '/my-projects' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/my-projects' });
    expect(calls).toEqual([]);
  });

  test.each([undefined, null, ''])('without r (%j) the target is the main site address', (redirectTo) => {
    const { redirect } = start({ isLoggedIn: true, redirectTo });
    expect(redirect).toHaveBeenCalledWith({ type: 'redirect', to: HOME });
  });

  test('not logged in: shows the login form', () => {
    const { actor, redirect } = start({ showFindPolicy: true });
    expect(actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(actor.getSnapshot().context.showFindPolicy).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  test('both fields are required, blank counting as empty', () => {
    const { actor, calls } = start();
    logIn(actor, '  ', '\t');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(calls).toEqual([]);
    actor.send({ type: 'user.change', field: 'email', value: 'jane@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Please enter your password.' });
  });

  test('logs in with trimmed values, loads the session, then redirects to r', async () => {
    const { actor, calls, redirect } = start({ redirectTo: '/my-home' });
    logIn(actor, ' jane@example.com ', ' secret ');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ login: 'loadingSession' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      ['login', { email: 'jane@example.com', password: 'secret' }],
      ['loadSession', undefined],
    ]);
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(redirect).toHaveBeenCalledExactlyOnceWith({ type: 'redirect', to: '/my-home' });
  });

  test.each([400, 401, 422])('status %i: the username or password is incorrect', async (status) => {
    const { actor } = start({}, { login: () => Promise.reject(withStatus(status)) });
    logIn(actor);
    await waitFor(actor, (s) => s.context.formError !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ login: 'editing' });
    expect(snapshot.context.formError).toBe('The username or password is incorrect.');
    expect(snapshot.context.values).toEqual({ email: 'jane@example.com', password: 'secret' });
  });

  test.each([
    ['status 500', withStatus(500)],
    ['status 403', withStatus(403)],
    ['a network error', new TypeError('Failed to fetch')],
  ])('%s is not swallowed: unexpected error kept in context', async (_name, error) => {
    const { actor, redirect } = start({}, { login: () => Promise.reject(error) });
    logIn(actor);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(actor.getSnapshot().context.formError).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  test('after an unexpected error, submitting again tries again', async () => {
    let fail = true;
    const { actor } = start(
      {},
      {
        login: async () => {
          if (fail) throw withStatus(503);
          return session;
        },
      },
    );
    logIn(actor);
    await waitFor(actor, (s) => s.hasTag('error'));
    fail = false;
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  test('a session that fails to load after login is an unexpected error', async () => {
    const { actor, redirect } = start({}, { loadSession: () => Promise.reject(new Error('offline')) });
    logIn(actor);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toEqual(new Error('offline'));
    expect(redirect).not.toHaveBeenCalled();
  });
});
