import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import type { LoginResult } from '../auth/sessionData';
import { isConflict, isPageExpired, LOCKOUT_TICK_MS, lockoutSecondsOf } from '../failures';
import { messages } from '../messages';
import { type FormErrors, type PasswordlessValues, validatePasswordless } from '../validation';

/** After the password is set, log in automatically, up to 3 retries 500 ms apart. */
export const AUTO_LOGIN_MAX_RETRIES = 3;
export const AUTO_LOGIN_RETRY_DELAY_MS = 500;

export type PasswordlessInput = {
  /** The already-known user's address, when the page knows it. @default '' */
  email?: string;
};

export type PasswordlessSetPasswordInput = { email: string; password: string };
export type PasswordlessLoginInput = { email: string; password: string };

export type PasswordlessContext = {
  values: PasswordlessValues;
  fieldErrors: FormErrors<keyof PasswordlessValues>;
  formError: string | null;
  error: unknown;
  /** Retries of the automatic login used so far (the first attempt is not a retry). */
  loginRetries: number;
  /** The session the login opened, once logged in. */
  session: LoginResult | null;
  /** Seconds until the password may be sent again, after the server answered too many attempts. */
  lockoutSeconds: number;
};

export type PasswordlessEvent =
  | { type: 'user.change'; field: keyof PasswordlessValues; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' };

export type PasswordlessOutput = { email: string; session: LoginResult | null };

const credentials = (context: PasswordlessContext) => ({
  email: context.values.email.trim(),
  password: context.values.password,
});

/**
 * Sets a password for an already-known user, then logs in automatically: one attempt plus up to
 * AUTO_LOGIN_MAX_RETRIES retries, AUTO_LOGIN_RETRY_DELAY_MS apart (4 attempts at most).
 * Tags: `busy` from submit until logged in or failed; `error` in setPasswordFailed and
 * loginFailed (the error is in `context.error`); `locked` while the server refuses more attempts
 * (`context.lockoutSeconds` counts down); `loggingIn` while logging in after the password is set
 * (retries included); `loginFailed` when those logins failed; `success` when done (output: email
 * and session). A stale CSRF token leaves the form as it was with no message: the page-expired
 * banner says it.
 *
 * The spec quotes no message for these failures; the closest of the catalogue are used: the
 * password could not be set -> 'There was a problem updating your password, please try again.';
 * the password is set but no login succeeded -> 'Signup failed. Please try again.' (user.retry
 * tries the login again without setting the password a second time).
 */
export const passwordlessMachine = setup({
  types: {
    input: {} as PasswordlessInput,
    context: {} as PasswordlessContext,
    events: {} as PasswordlessEvent,
    output: {} as PasswordlessOutput,
  },
  actors: {
    setPassword: notProvided<void, PasswordlessSetPasswordInput>('passwordless', 'setPassword'),
    login: notProvided<LoginResult, PasswordlessLoginInput>('passwordless', 'login'),
  },
  delays: { AUTO_LOGIN_RETRY_DELAY: AUTO_LOGIN_RETRY_DELAY_MS, TICK: LOCKOUT_TICK_MS },
  guards: {
    pageExpired: ({ event }) => isPageExpired((event as { error?: unknown }).error),
    rateLimited: ({ event }) => lockoutSecondsOf((event as { error?: unknown }).error) !== undefined,
    lockEnds: ({ context }) => context.lockoutSeconds <= 1,
    formIsInvalid: ({ context }) => Object.keys(validatePasswordless(context.values)).length > 0,
    canRetryLogin: ({ context }) => context.loginRetries < AUTO_LOGIN_MAX_RETRIES,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    // A new attempt's messages replace the last one's: a failure's line goes with them.
    showFieldErrors: assign({
      fieldErrors: ({ context }) => validatePasswordless(context.values),
      formError: null,
    }),
    startLockout: assign({
      lockoutSeconds: ({ event }) => lockoutSecondsOf((event as { error?: unknown }).error) ?? 0,
    }),
    countDown: assign({ lockoutSeconds: ({ context }) => Math.max(0, context.lockoutSeconds - 1) }),
    clearMessages: assign({ fieldErrors: {}, formError: null, error: null }),
    resetRetries: assign({ loginRetries: 0 }),
    countRetry: assign({ loginRetries: ({ context }) => context.loginRetries + 1 }),
    // 409: the account has a password already; setting one again cannot help, so say what can.
    showSetPasswordFailed: assign({
      formError: ({ event }) =>
        isConflict((event as { error?: unknown }).error)
          ? messages.authConflicts.passwordAlreadySet
          : messages.changePassword.changeFailed,
      error: ({ event }) => (event as { error?: unknown }).error,
    }),
    showLoginFailed: assign({
      formError: messages.signupPage.signupFailed,
      error: ({ event }) => (event as { error?: unknown }).error,
    }),
    storeSession: assign({ session: ({ event }) => (event as { output?: LoginResult }).output ?? null }),
  },
}).createMachine({
  id: 'passwordless',
  context: ({ input }) => ({
    values: { email: input.email ?? '', password: '', confirmPassword: '' },
    fieldErrors: {},
    formError: null,
    error: null,
    loginRetries: 0,
    session: null,
    lockoutSeconds: 0,
  }),
  initial: 'editing',
  output: ({ context }) => ({ email: context.values.email.trim(), session: context.session }),
  states: {
    editing: {
      on: {
        'user.change': { actions: 'change' },
        'user.submit': [
          { guard: 'formIsInvalid', actions: 'showFieldErrors' },
          { target: 'settingPassword' },
        ],
      },
    },
    settingPassword: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => credentials(context),
        onDone: { target: 'loggingIn', actions: 'resetRetries' },
        onError: [
          { guard: 'pageExpired', target: 'editing' },
          { guard: 'rateLimited', target: 'locked', actions: 'startLockout' },
          { target: 'setPasswordFailed', actions: 'showSetPasswordFailed' },
        ],
      },
    },
    // Too many attempts: no sending until the server's wait is over; the fields stay editable.
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
    loggingIn: {
      tags: ['busy', 'loggingIn'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => credentials(context),
        onDone: { target: 'done', actions: 'storeSession' },
        onError: [
          { guard: 'canRetryLogin', target: 'waitingToRetry', actions: 'countRetry' },
          { target: 'loginFailed', actions: 'showLoginFailed' },
        ],
      },
    },
    waitingToRetry: {
      tags: ['busy', 'loggingIn'],
      after: { AUTO_LOGIN_RETRY_DELAY: 'loggingIn' },
    },
    setPasswordFailed: {
      tags: ['error'],
      on: {
        'user.change': { target: 'editing', actions: 'change' },
        // The values are those that passed the rules: try again as they are.
        'user.submit': 'settingPassword',
      },
    },
    loginFailed: {
      tags: ['error', 'loginFailed'],
      on: { 'user.retry': { target: 'loggingIn', actions: ['clearMessages', 'resetRetries'] } },
    },
    done: { type: 'final', tags: ['success'] },
  },
});
