import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
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
  guards: {
    tokenIsUuid: ({ context }) => isUuid(context.token),
    canSave: ({ context }) => canSaveReset(context.values, { updating: false, error: context.error }),
    resetSucceeded: ({ event }) =>
      classifyResetResponse((event as { output?: ResetPasswordResponse }).output) === 'SUCCESS',
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
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    // An expired link cannot be used again: the form is not offered any more.
    expired: { type: 'final', tags: ['error'] },
    done: { type: 'final', entry: 'redirectToLogin' },
  },
});

/** Whether the view enables Save (spec 01 §5): valid, no error present, no update running. */
export const passwordResetCanSave = (snapshot: {
  context: PasswordResetContext;
  hasTag: (tag: 'busy') => boolean;
}) =>
  canSaveReset(snapshot.context.values, { updating: snapshot.hasTag('busy'), error: snapshot.context.error });
