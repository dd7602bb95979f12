import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import type { LoginValues, SignupModalValues } from '../validation';
import { type AuthModalContext, type AuthModalInput, authModalMachine } from './index';

const refused = Object.assign(new Error('Unauthorized'), { status: 401 });
const broken = Object.assign(new Error('Server error'), { status: 500 });
const limited = Object.assign(new Error('Too many attempts'), { status: 429, retryAfter: 2 });
const expired = Object.assign(new Error('CSRF'), { status: 403, code: 'CSRF_INVALID' });
const tick = (mode: string) => ({ type: `xstate.after.TICK.authModal.${mode}.locked` });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const LOGIN_FILL: Array<[keyof LoginValues, string]> = [
  ['email', 'jane@example.com'],
  ['password', 'secret'],
];
const SIGNUP_FILL: Array<[keyof SignupModalValues, string]> = [
  ['firstName', 'Jane'],
  ['lastName', 'Doe'],
  ['email', 'jane@example.com'],
  ['password', 'secret1'],
  ['passwordConfirm', 'secret1'],
];

type Snapshot = { context: AuthModalContext; status: string; matches: (value: unknown) => boolean };

/** The next field to fill, in order: one chain of states per form instead of every subset. */
function nextChange<V extends object>(values: V, fill: Array<[keyof V & string, string]>): EventObject[] {
  const next = fill.find(([field]) => values[field] === '');
  return next ? [{ type: 'user.change', field: next[0], value: next[1] } as EventObject] : [];
}

const isEmpty = (values: object) => Object.values(values).every((value) => value === '');
const isFull = (values: object) => Object.values(values).every((value) => value !== '');

const MODES = { login: 'LOGIN', signup: 'SIGNUP', forgotPassword: 'FORGOT_PASSWORD' } as const;

/**
 * The walk stays small by offering little: forms fill one field at a time, in order; Submit only
 * on an empty or a full form; a field is cleared only mid-request or after an unexpected error
 * (the one way to submit invalid values from there). Only the LOGIN input without callbacks
 * switches modes, closes or hears an outside success, and only while every form is empty; the
 * other inputs walk their own mode (FORGOT_PASSWORD_SUCCESS also the links out of it).
 */
function eventsFor(snapshot: Snapshot): EventObject[] {
  // A closed or handed-off modal is a stopped actor: it takes no more events.
  if (snapshot.status === 'done') return [];
  const { context } = snapshot;
  const explorer = context.initialMode === 'LOGIN' && Object.keys(context.callbacks).length === 0;
  const pristine =
    isEmpty(context.login) &&
    isEmpty(context.signup) &&
    isEmpty(context.forgotPassword) &&
    Object.keys(context.fieldErrors).length === 0;
  if (snapshot.matches('forgotPasswordSuccess')) {
    return pristine ? [{ type: 'user.showLogin' }, { type: 'user.showSignup' }] : [];
  }
  const mode = (Object.keys(MODES) as Array<keyof typeof MODES>).find((key) => snapshot.matches(key));
  if (!mode || (!explorer && MODES[mode] !== context.initialMode)) return [];

  const events: EventObject[] = [];
  if (explorer && pristine) {
    events.push(
      { type: 'user.showLogin' },
      { type: 'user.showSignup' },
      { type: 'user.showForgotPassword' },
      { type: 'user.close' },
      { type: 'api.success', event: 'REFRESH' } as EventObject,
    );
  }
  const values = context[mode];
  const busy = snapshot.matches({ [mode]: 'submitting' }) || snapshot.matches({ [mode]: 'sending' });
  if (snapshot.matches({ [mode]: 'editing' })) {
    if (isEmpty(values) || isFull(values)) events.push({ type: 'user.submit' });
  }
  if (snapshot.matches({ [mode]: 'unexpectedError' }) || snapshot.matches({ [mode]: 'locked' }))
    events.push({ type: 'user.submit' });
  if (snapshot.matches({ [mode]: 'locked' })) events.push(tick(mode));
  if (busy || snapshot.matches({ [mode]: 'unexpectedError' })) {
    events.push({ type: 'user.change', field: 'email', value: '' } as EventObject);
  }
  if (mode === 'login') {
    events.push(...nextChange(context.login, LOGIN_FILL));
    if (busy)
      events.push(
        done('login', { userContext: { userId: 1 }, company: null }),
        failed('login', refused),
        failed('login', broken),
        failed('login', limited),
        failed('login', expired),
      );
  }
  if (mode === 'signup') {
    events.push(...nextChange(context.signup, SIGNUP_FILL));
    if (busy) {
      events.push(
        done('signup', { userId: 1 }),
        done('signup', { accountExists: true }),
        done('signup', { validationErrors: { email: 'Not allowed' } }),
        failed('signup', broken),
        failed('signup', limited),
        failed('signup', expired),
      );
    }
  }
  if (mode === 'forgotPassword') {
    events.push(...nextChange(context.forgotPassword, [['email', 'jane@example.com']]));
    if (busy)
      events.push(
        done('requestPasswordReset', undefined),
        failed('requestPasswordReset', broken),
        failed('requestPasswordReset', limited),
        failed('requestPasswordReset', expired),
      );
  }
  return events;
}

const noop = () => {};
const inputs: AuthModalInput[] = [
  { mode: 'LOGIN', callbacks: { LOGIN: noop }, search: '?r=%2Fmy-home' },
  { mode: 'LOGIN' },
  { mode: 'SIGNUP' },
  { mode: 'FORGOT_PASSWORD' },
  { mode: 'FORGOT_PASSWORD_SUCCESS' },
];

const paths = modelPaths(authModalMachine, { inputs, events: eventsFor as never });

describeModel('authModal model', authModalMachine, paths, {
  sut: authModalMachine.provide({ actors: pendingActors(['login', 'signup', 'requestPasswordReset']) }),
  assertPath: (actor, _path, emitted) => {
    const closes = emitted.filter((event) => event.type === 'close');
    expect(closes.length).toBe(actor.getSnapshot().value === 'closed' ? 1 : 0);
  },
});
