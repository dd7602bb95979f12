import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { isPageExpired, LOCKOUT_TICK_MS, lockoutSecondsOf } from '../failures';
import {
  canSaveReset,
  type FormErrors,
  isUuid,
  type ResetPasswordFailure,
  type ResetPasswordValues,
  resetFailureMessage,
  validateResetPassword,
} from '../validation';
import { classifyResetError, classifyResetResponse, type ResetPasswordResponse } from './resetResult';

export const PASSWORD_RESET_REDIRECT_PATH = '/login';

export type PasswordResetInput = { token: string };
export type PasswordResetCallInput = { token: string; password: string };

export type PasswordResetContext = {
  token: string;
  values: ResetPasswordValues;
  /** The rule messages of the fields the person has typed in. */
  fieldErrors: FormErrors<keyof ResetPasswordValues>;
  touched: Array<keyof ResetPasswordValues>;
  /** The last attempt's failure and its message; typing again clears them. */
  failure: ResetPasswordFailure | null;
  error: string | null;
  /** A rejected call's error, kept for the logs. */
  cause: unknown;
  /** Seconds until Save is allowed again, after the server answered too many attempts. */
  lockoutSeconds: number;
};

export type PasswordResetEvent =
  | { type: 'user.change'; field: keyof ResetPasswordValues; value: string }
  | { type: 'user.submit' };

export type PasswordResetEmitted = { type: 'redirect'; to: string };

const visibleErrors = (values: ResetPasswordValues, touched: PasswordResetContext['touched']) => {
  const errors = validateResetPassword(values);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.includes(field as never)));
};

/**
 * The password reset page (route token, a uuid). Tags: `busy` while saving; `error` for a token
 * that is not a uuid (invalidToken) or has expired (expired). Emits `redirect` to /login on
 * success. Save (`user.submit`) is taken only when `canSaveReset` allows it.
 *
 * Too many attempts (429) lock Save for the server's wait: tag `locked`, `context.lockoutSeconds`
 * counting down. A stale CSRF token leaves the form as it was, with no message: the app's
 * page-expired banner says it.
 *
 * The spec quotes no message for a malformed token; it shows 'Your password reset link has
 * expired.', the catalogue's message for a link that no longer works.
 */
export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    emitted: {} as PasswordResetEmitted,
  },
  actors: {
    resetPassword: notProvided<ResetPasswordResponse, PasswordResetCallInput>(
      'passwordReset',
      'resetPassword',
    ),
  },
  delays: { TICK: LOCKOUT_TICK_MS },
  guards: {
    tokenIsUuid: ({ context }) => isUuid(context.token),
    canSave: ({ context }) => canSaveReset(context.values, { updating: false, error: context.error }),
    resetSucceeded: ({ event }) =>
      classifyResetResponse((event as { output?: ResetPasswordResponse }).output) === 'SUCCESS',
    pageExpired: ({ event }) => isPageExpired((event as { error?: unknown }).error),
    rateLimited: ({ event }) => lockoutSecondsOf((event as { error?: unknown }).error) !== undefined,
    lockEnds: ({ context }) => context.lockoutSeconds <= 1,
    tokenExpired: ({ event }) =>
      'output' in event
        ? classifyResetResponse(event.output as ResetPasswordResponse) === 'EXPIRED_TOKEN'
        : classifyResetError((event as { error?: unknown }).error) === 'EXPIRED_TOKEN',
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      const touched = context.touched.includes(event.field)
        ? context.touched
        : [...context.touched, event.field];
      return { values, touched, fieldErrors: visibleErrors(values, touched), failure: null, error: null };
    }),
    showAllErrors: assign({
      touched: ['password', 'verifyPassword'],
      fieldErrors: ({ context }) => validateResetPassword(context.values),
    }),
    showFailure: assign(({ event }) => {
      const failure =
        'output' in event
          ? classifyResetResponse(event.output as ResetPasswordResponse)
          : classifyResetError((event as { error?: unknown }).error);
      const known: ResetPasswordFailure = failure === 'SUCCESS' ? 'UNKNOWN' : failure;
      return {
        failure: known,
        error: resetFailureMessage(known),
        cause: (event as { error?: unknown }).error ?? null,
      };
    }),
    showInvalidToken: assign({
      failure: 'EXPIRED_TOKEN' as const,
      error: resetFailureMessage('EXPIRED_TOKEN'),
    }),
    startLockout: assign({
      lockoutSeconds: ({ event }) => lockoutSecondsOf((event as { error?: unknown }).error) ?? 0,
      cause: ({ event }) => (event as { error?: unknown }).error ?? null,
    }),
    countDown: assign({ lockoutSeconds: ({ context }) => Math.max(0, context.lockoutSeconds - 1) }),
    redirectToLogin: emit({ type: 'redirect' as const, to: PASSWORD_RESET_REDIRECT_PATH }),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token,
    values: { password: '', verifyPassword: '' },
    fieldErrors: {},
    touched: [],
    failure: null,
    error: null,
    cause: null,
    lockoutSeconds: 0,
  }),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      always: [
        { guard: 'tokenIsUuid', target: 'editing' },
        { target: 'invalidToken', actions: 'showInvalidToken' },
      ],
    },
    invalidToken: { type: 'final', tags: ['error'] },
    editing: {
      on: {
        'user.change': { actions: 'change' },
        'user.submit': [{ guard: 'canSave', target: 'updating' }, { actions: 'showAllErrors' }],
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, password: context.values.password }),
        onDone: [
          { guard: 'resetSucceeded', target: 'done' },
          { guard: 'tokenExpired', target: 'expired', actions: 'showFailure' },
          { target: 'editing', actions: 'showFailure' },
        ],
        onError: [
          { guard: 'tokenExpired', target: 'expired', actions: 'showFailure' },
          { guard: 'pageExpired', target: 'editing' },
          { guard: 'rateLimited', target: 'locked', actions: 'startLockout' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    // Too many attempts: Save waits for the server's time; the fields stay editable.
    locked: {
      tags: ['locked'],
      on: { 'user.change': { actions: 'change' } },
      after: {
        TICK: [
          { guard: 'lockEnds', target: 'editing', actions: 'countDown' },
          { target: 'locked', reenter: true, actions: 'countDown' },
        ],
      },
    },
    // An expired link cannot be used again: the form is not offered any more.
    expired: { type: 'final', tags: ['error'] },
    done: { type: 'final', entry: 'redirectToLogin' },
  },
});

/** Whether the view enables Save: valid, no error present, no update running. */
export const passwordResetCanSave = (snapshot: {
  context: PasswordResetContext;
  hasTag: (tag: 'busy' | 'locked') => boolean;
}) =>
  !snapshot.hasTag('locked') &&
  canSaveReset(snapshot.context.values, { updating: snapshot.hasTag('busy'), error: snapshot.context.error });
