import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { classifyLoginError } from '../auth/loginError';
import type { LoginResult } from '../auth/sessionData';
import { classifySignupResult, type SignupResult } from '../auth/signupResult';
import type { LoginValues, SignupModalValues } from '../validation';
import {
  type AuthModalInput,
  type AuthMode,
  authModalMachine,
  authModeOf,
  type ForgotPasswordValues,
} from './index';

const withStatus = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const session: LoginResult = { userContext: { userId: 1 }, company: null };
const signupValues: SignupModalValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret1',
  passwordConfirm: 'secret1',
};

type Fakes = {
  login?: (values: LoginValues) => Promise<LoginResult>;
  signup?: (values: SignupModalValues) => Promise<SignupResult>;
  requestPasswordReset?: (values: ForgotPasswordValues) => Promise<void>;
};

function start(input: AuthModalInput = {}, fakes: Fakes = {}) {
  const calls: Array<[string, unknown]> = [];
  const machine = authModalMachine.provide({
    actors: {
      login: fromPromise<LoginResult, LoginValues>(async ({ input: values }) => {
        calls.push(['login', values]);
        return (fakes.login ?? (async () => session))(values);
      }),
      signup: fromPromise<SignupResult, SignupModalValues>(async ({ input: values }) => {
        calls.push(['signup', values]);
        return (fakes.signup ?? (async () => ({ userId: 2 })))(values);
      }),
      requestPasswordReset: fromPromise<void, ForgotPasswordValues>(async ({ input: values }) => {
        calls.push(['requestPasswordReset', values]);
        return (fakes.requestPasswordReset ?? (async () => undefined))(values);
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const fillLogin = (actor: Actor, email = 'jane@example.com', password = 'secret') => {
  actor.send({ type: 'user.change', field: 'email', value: email });
  actor.send({ type: 'user.change', field: 'password', value: password });
};
const fillSignup = (actor: Actor, values: SignupModalValues = signupValues) => {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'user.change', field: field as keyof SignupModalValues, value });
  }
};

describe('authModal modes', () => {
  test('opens in LOGIN by default', () => {
    expect(authModeOf(start().actor.getSnapshot())).toBe('LOGIN');
  });

  test.each(['SIGNUP', 'LOGIN', 'FORGOT_PASSWORD', 'FORGOT_PASSWORD_SUCCESS'] as AuthMode[])(
    'opens in %s when asked',
    (mode) => {
      expect(authModeOf(start({ mode }).actor.getSnapshot())).toBe(mode);
    },
  );

  test('showFindPolicy is carried for the login form', () => {
    expect(start({ showFindPolicy: true }).actor.getSnapshot().context.showFindPolicy).toBe(true);
    expect(start().actor.getSnapshot().context.showFindPolicy).toBe(false);
  });

  test('the login and forgot-password links switch modes', () => {
    const { actor } = start();
    actor.send({ type: 'user.showForgotPassword' });
    expect(authModeOf(actor.getSnapshot())).toBe('FORGOT_PASSWORD');
    actor.send({ type: 'user.showLogin' });
    expect(authModeOf(actor.getSnapshot())).toBe('LOGIN');
    actor.send({ type: 'user.showForgotPassword' });
    actor.send({ type: 'user.showSignup' });
    expect(authModeOf(actor.getSnapshot())).toBe('SIGNUP');
    actor.send({ type: 'user.showLogin' });
    expect(authModeOf(actor.getSnapshot())).toBe('LOGIN');
  });

  test("the login form's Sign Up goes to /signup, query string kept", () => {
    const { actor, emitted } = start({ search: '?r=%2Fmy-home&insuranceFlow=true' });
    actor.send({ type: 'user.showSignup' });
    expect(emitted).toEqual([{ type: 'navigate', to: '/signup?r=%2Fmy-home&insuranceFlow=true' }]);
    expect(authModeOf(actor.getSnapshot())).toBe('LOGIN');
  });

  test('closing the modal emits close', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'user.close' });
    expect(emitted).toEqual([{ type: 'close' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('authModal login', () => {
  test('email and password are required, trimmed', () => {
    const { actor, calls } = start();
    fillLogin(actor, '   ', ' ');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(calls).toEqual([]);
  });

  test('logs in with trimmed values, waiting meanwhile', async () => {
    const { actor, calls } = start({}, { login: () => new Promise(() => {}) });
    fillLogin(actor, ' jane@example.com ', ' secret ');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, () => calls.length > 0);
    expect(calls).toEqual([['login', { email: 'jane@example.com', password: 'secret' }]]);
  });

  test('success calls the LOGIN callback with the result, and does not close', async () => {
    const LOGIN = vi.fn();
    const { actor, emitted } = start({ callbacks: { LOGIN } });
    fillLogin(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(LOGIN).toHaveBeenCalledExactlyOnceWith(session);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ success: { event: 'LOGIN', result: session } });
    expect(emitted).toEqual([]);
  });

  test('success without a LOGIN callback closes the modal', async () => {
    const SIGNUP = vi.fn();
    const { actor, emitted } = start({ callbacks: { SIGNUP } });
    fillLogin(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([{ type: 'close' }]);
    expect(SIGNUP).not.toHaveBeenCalled();
  });

  test.each([400, 401, 422])('status %i: the username or password is incorrect', async (status) => {
    const { actor } = start({}, { login: () => Promise.reject(withStatus(status)) });
    fillLogin(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe('The username or password is incorrect.');
    expect(actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(actor.getSnapshot().context.login).toEqual({ email: 'jane@example.com', password: 'secret' });
  });

  test.each([
    ['status 500', withStatus(500)],
    ['no status', new TypeError('Failed to fetch')],
  ])('%s goes to unexpectedError with the error kept', async (_name, error) => {
    const { actor } = start({}, { login: () => Promise.reject(error) });
    fillLogin(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().value).toEqual({ login: 'unexpectedError' });
    expect(actor.getSnapshot().context.error).toBe(error);
    actor.send({ type: 'user.change', field: 'password', value: 'other' });
    expect(actor.getSnapshot().value).toEqual({ login: 'editing' });
  });
});

describe('authModal sign-up', () => {
  test('all five fields are required, and the passwords must match', () => {
    const { actor, calls } = start({ mode: 'SIGNUP' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
      password: 'Please create a password.',
      passwordConfirm: 'Please confirm your password.',
    });
    fillSignup(actor, { ...signupValues, passwordConfirm: 'secret2' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ passwordConfirm: 'Passwords do not match' });
    expect(calls).toEqual([]);
  });

  test('signs up with the five fields, waiting meanwhile, then calls SIGNUP', async () => {
    const SIGNUP = vi.fn();
    const { actor, calls } = start({ mode: 'SIGNUP', callbacks: { SIGNUP } });
    fillSignup(actor);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([['signup', signupValues]]);
    expect(SIGNUP).toHaveBeenCalledWith({ userId: 2 });
  });

  test('an existing account is reported on the form', async () => {
    const { actor } = start({ mode: 'SIGNUP' }, { signup: async () => ({ accountExists: true }) });
    fillSignup(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe('An account with this email already exists.');
    expect(actor.getSnapshot().context.signup).toEqual(signupValues);
  });

  test.each([
    ['formErrors', { formErrors: { email: 'Email is not allowed' } }],
    ['validationErrors', { validationErrors: [{ field: 'email', message: 'Email is not allowed' }] }],
  ])('%s show on their fields', async (_name, result) => {
    const { actor } = start({ mode: 'SIGNUP' }, { signup: async () => result });
    fillSignup(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is not allowed' });
    expect(actor.getSnapshot().value).toEqual({ signup: 'editing' });
  });

  test('a failed call goes to unexpectedError with the error kept, and emits it to be logged', async () => {
    const error = withStatus(500);
    const { actor, emitted } = start({ mode: 'SIGNUP' }, { signup: () => Promise.reject(error) });
    fillSignup(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(emitted).toEqual([{ type: 'logError', error }]);
  });
});

describe('authModal forgot password', () => {
  test('sends the reset request with the trimmed address, then shows the success panel', async () => {
    const { actor, calls } = start({ mode: 'FORGOT_PASSWORD' });
    actor.send({ type: 'user.change', field: 'email', value: ' jane@example.com ' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => authModeOf(s) === 'FORGOT_PASSWORD_SUCCESS');
    expect(calls).toEqual([['requestPasswordReset', { email: 'jane@example.com' }]]);
  });

  test('needs an address', () => {
    const { actor, calls } = start({ mode: 'FORGOT_PASSWORD' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Please enter your email address.' });
    expect(calls).toEqual([]);
  });

  test('a failed request goes to unexpectedError with the error kept', async () => {
    const error = new Error('500');
    const { actor } = start(
      { mode: 'FORGOT_PASSWORD' },
      { requestPasswordReset: () => Promise.reject(error) },
    );
    actor.send({ type: 'user.change', field: 'email', value: 'jane@example.com' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(error);
  });
});

describe('authModal success events', () => {
  test.each(['REFRESH', 'RESETPASSWORD', 'SIGNUP', 'LOGIN'] as const)('%s calls its callback', (event) => {
    const callback = vi.fn();
    const other = vi.fn();
    const callbacks = {
      REFRESH: other,
      RESETPASSWORD: other,
      SIGNUP: other,
      LOGIN: other,
      [event]: callback,
    };
    const { actor, emitted } = start({ callbacks });
    actor.send({ type: 'api.success', event, result: 'ok' });
    expect(callback).toHaveBeenCalledExactlyOnceWith('ok');
    expect(other).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  test('with no callback for the event the modal closes', () => {
    const { actor, emitted } = start({ callbacks: { LOGIN: vi.fn() } });
    actor.send({ type: 'api.success', event: 'RESETPASSWORD' });
    expect(emitted).toEqual([{ type: 'close' }]);
  });
});

test('the placeholder actors fail with a message naming what to provide', async () => {
  const actor = createActor(authModalMachine, { input: {} }).start();
  fillLogin(actor);
  actor.send({ type: 'user.submit' });
  await waitFor(actor, (s) => s.hasTag('error'));
  expect(String(actor.getSnapshot().context.error)).toContain('authModal: the "login" actor is not provided');
});

describe('classifyLoginError (shared with the login page)', () => {
  test.each([
    [withStatus(400), 'invalidCredentials'],
    [withStatus(401), 'invalidCredentials'],
    [withStatus(422), 'invalidCredentials'],
    [{ status: 401 }, 'invalidCredentials'],
    [withStatus(403), 'unexpected'],
    [withStatus(500), 'unexpected'],
    [{ status: '401' }, 'unexpected'],
    [new Error('offline'), 'unexpected'],
    [null, 'unexpected'],
  ])('%s is %s', (error, kind) => {
    expect(classifyLoginError(error)).toBe(kind);
  });
});

describe('classifySignupResult (shared with the sign-up page)', () => {
  test.each([
    [{ accountExists: true }, { kind: 'accountExists' }],
    [{ userId: 1 }, { kind: 'success' }],
    [{ formErrors: {} }, { kind: 'success' }],
    [{ formErrors: { email: ['Taken', 'Other'] } }, { kind: 'fieldErrors', errors: { email: 'Taken' } }],
    [
      { validationErrors: [{ message: 'Try later' }] },
      { kind: 'fieldErrors', errors: { form: 'Try later' } },
    ],
    [
      { validationErrors: { email: 'Bad' }, formErrors: { password: 'Short' } },
      { kind: 'fieldErrors', errors: { email: 'Bad', password: 'Short' } },
    ],
  ] as const)('%j is %j', (result, outcome) => {
    expect(classifySignupResult(result as SignupResult)).toEqual(outcome);
  });

  test('renames server fields onto the form', () => {
    expect(
      classifySignupResult(
        { formErrors: { passwordConfirm: 'Mismatch' } },
        { passwordConfirm: 'confirmPassword' },
      ),
    ).toEqual({ kind: 'fieldErrors', errors: { confirmPassword: 'Mismatch' } });
  });
});
