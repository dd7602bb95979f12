import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResult } from '../auth/sessionData';
import {
  AUTO_LOGIN_MAX_RETRIES,
  AUTO_LOGIN_RETRY_DELAY_MS,
  type PasswordlessLoginInput,
  type PasswordlessSetPasswordInput,
  passwordlessMachine,
} from './passwordless.machine';

const session: LoginResult = { userContext: { userId: 7 }, company: null };
type Calls = Array<[string, number, unknown]>;

function start(options: {
  setPassword?: () => Promise<void>;
  login?: (attempt: number) => Promise<LoginResult>;
}) {
  const calls: Calls = [];
  let logins = 0;
  const machine = passwordlessMachine.provide({
    actors: {
      setPassword: fromPromise<void, PasswordlessSetPasswordInput>(async ({ input }) => {
        calls.push(['setPassword', Date.now(), input]);
        return (options.setPassword ?? (async () => undefined))();
      }),
      login: fromPromise<LoginResult, PasswordlessLoginInput>(async ({ input }) => {
        logins += 1;
        calls.push(['login', Date.now(), input]);
        return (options.login ?? (async () => session))(logins);
      }),
    },
  });
  const actor = createActor(machine, { input: { email: ' jane@example.com ' } }).start();
  return { actor, calls };
}

const fill = (actor: ReturnType<typeof start>['actor'], password = 'secret1', confirm = password) => {
  actor.send({ type: 'user.change', field: 'password', value: password });
  actor.send({ type: 'user.change', field: 'confirmPassword', value: confirm });
};

describe('passwordless', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  test('the constants are the spec values', () => {
    expect(AUTO_LOGIN_MAX_RETRIES).toBe(3);
    expect(AUTO_LOGIN_RETRY_DELAY_MS).toBe(500);
  });

  test.each([
    ['email', 'jane@', 'Please enter a valid email address.'],
    ['password', 'abcde', 'Password must be at least 6 characters and contain a letter.'],
    ['password', '123456', 'Password must be at least 6 characters and contain a letter.'],
    ['password', `a${'1'.repeat(100)}`, 'Password must be at least 6 characters and contain a letter.'],
  ] as const)('%s %j is refused with %j', (field, value, message) => {
    const { actor, calls } = start({});
    fill(actor);
    actor.send({ type: 'user.change', field, value });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors[field]).toBe(message);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  test('the confirmation is required and must match', () => {
    const { actor } = start({});
    fill(actor, 'secret1', '');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('Please confirm your password.');
    actor.send({ type: 'user.change', field: 'confirmPassword', value: 'secret2' });
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBeUndefined();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('Passwords do not match');
  });

  test('sets the password, then logs in with the same credentials', async () => {
    const { actor, calls } = start({});
    fill(actor);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.runAllTimersAsync();
    const credentials = { email: 'jane@example.com', password: 'secret1' };
    expect(calls).toEqual([
      ['setPassword', 0, credentials],
      ['login', 0, credentials],
    ]);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ email: 'jane@example.com', session });
  });

  test('retries a failed login 500 ms apart until it succeeds', async () => {
    const { actor, calls } = start({
      login: async (attempt) => {
        if (attempt < 3) throw new Error('not yet');
        return session;
      },
    });
    fill(actor);
    actor.send({ type: 'user.submit' });
    await vi.advanceTimersByTimeAsync(AUTO_LOGIN_RETRY_DELAY_MS - 1);
    expect(calls.filter(([name]) => name === 'login')).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(calls.filter(([name]) => name === 'login').map(([, at]) => at)).toEqual([0, 500, 1000]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('after the first attempt and 3 retries it stops with an error, and can try the login again', async () => {
    const { actor, calls } = start({ login: () => Promise.reject(new Error('401')) });
    fill(actor);
    actor.send({ type: 'user.submit' });
    await vi.runAllTimersAsync();
    expect(calls.filter(([name]) => name === 'login').map(([, at]) => at)).toEqual([0, 500, 1000, 1500]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loginFailed');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.formError).toBe('Signup failed. Please try again.');
    expect(snapshot.context.error).toEqual(new Error('401'));

    actor.send({ type: 'user.retry' });
    await vi.runAllTimersAsync();
    expect(calls.filter(([name]) => name === 'setPassword')).toHaveLength(1);
    expect(calls.filter(([name]) => name === 'login')).toHaveLength(8);
  });

  test('a failed password set keeps the values, shows an error and can be tried again', async () => {
    let fail = true;
    const { actor, calls } = start({
      setPassword: async () => {
        if (fail) throw new Error('500');
      },
    });
    fill(actor);
    actor.send({ type: 'user.submit' });
    await vi.runAllTimersAsync();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('setPasswordFailed');
    expect(snapshot.context.formError).toBe('There was a problem updating your password, please try again.');
    expect(snapshot.context.values).toMatchObject({ password: 'secret1', confirmPassword: 'secret1' });
    expect(calls.filter(([name]) => name === 'login')).toHaveLength(0);

    fail = false;
    actor.send({ type: 'user.submit' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('typing after a failed password set returns to the form', async () => {
    const { actor } = start({ setPassword: () => Promise.reject(new Error('500')) });
    fill(actor);
    actor.send({ type: 'user.submit' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('setPasswordFailed');
    actor.send({ type: 'user.change', field: 'password', value: 'secret9' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.password).toBe('secret9');
  });
});
