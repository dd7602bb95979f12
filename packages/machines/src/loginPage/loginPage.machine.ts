import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import {
  lockedFormState,
  loginCallRejected,
  loginFailureGuards,
  unexpectedErrorFormState,
} from '../auth/loginSteps';
import type { LoginResult, SessionData } from '../auth/sessionData';
import { LOCKOUT_TICK_MS, lockoutSecondsOf } from '../failures';
import { messages } from '../messages';
import { type FormErrors, type LoginValues, trimLoginInput, validateLogin } from '../validation';

export type LoginPageInput = {
  isLoggedIn: boolean;
  /** Query r: where to go after login. */
  redirectTo?: string | null;
  /** The main site address, used when r is absent or empty. */
  defaultRedirect: string;
  /** Query insuranceFlow=true: show the find-policy option. @default false */
  showFindPolicy?: boolean;
};

export type LoginPageContext = {
  isLoggedIn: boolean;
  redirectTo: string;
  showFindPolicy: boolean;
  values: LoginValues;
  fieldErrors: FormErrors<keyof LoginValues>;
  formError: string | null;
  error: unknown;
  session: SessionData | null;
  /** Seconds until logging in is allowed again, after the server answered too many attempts. */
  lockoutSeconds: number;
};

export type LoginPageEvent =
  | { type: 'user.change'; field: keyof LoginValues; value: string }
  | { type: 'user.submit' };

export type LoginPageEmitted = { type: 'redirect'; to: string };

/**
 * The login page. Tags: `busy` while logging in and loading the session, `error` in
 * unexpectedError (the error is in `context.error`), `locked` while the server refuses more
 * attempts (`context.lockoutSeconds` counts down once a second; logging in waits for it),
 * `redirecting` once logged in (or already), while the app leaves for r. A stale
 * CSRF token leaves the form as it was, with no message: the app's page-expired banner says it.
 * Emits `redirect` to r (or the default
 * address) at once when already logged in (on start: listen before starting the actor, or read
 * the output), and after login once the session is loaded.
 */
export const loginPageMachine = setup({
  types: {
    input: {} as LoginPageInput,
    context: {} as LoginPageContext,
    events: {} as LoginPageEvent,
    emitted: {} as LoginPageEmitted,
    output: {} as { redirectTo: string },
  },
  actors: {
    login: notProvided<LoginResult, LoginValues>('loginPage', 'login'),
    loadSession: notProvided<SessionData, void>('loginPage', 'loadSession'),
  },
  delays: { TICK: LOCKOUT_TICK_MS },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    formIsInvalid: ({ context }) => Object.keys(validateLogin(context.values)).length > 0,
    ...loginFailureGuards,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    // A new attempt's messages replace the last one's: a refused login's line goes with them.
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateLogin(context.values), formError: null }),
    clearMessages: assign({ fieldErrors: {}, formError: null, error: null }),
    showCredentialsRefused: assign({ formError: messages.login.invalidCredentials }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    startLockout: assign({
      lockoutSeconds: ({ event }) => lockoutSecondsOf((event as { error?: unknown }).error) ?? 0,
    }),
    countDown: assign({ lockoutSeconds: ({ context }) => Math.max(0, context.lockoutSeconds - 1) }),
    storeSession: assign({ session: ({ event }) => (event as { output?: SessionData }).output ?? null }),
    redirect: emit(({ context }) => ({ type: 'redirect' as const, to: context.redirectTo })),
  },
}).createMachine({
  id: 'loginPage',
  context: ({ input }) => ({
    isLoggedIn: input.isLoggedIn,
    redirectTo: input.redirectTo || input.defaultRedirect,
    showFindPolicy: input.showFindPolicy ?? false,
    values: { email: '', password: '' },
    fieldErrors: {},
    formError: null,
    error: null,
    session: null,
    lockoutSeconds: 0,
  }),
  initial: 'checking',
  // Also the output, for a view that subscribes after the immediate redirect was emitted.
  output: ({ context }) => ({ redirectTo: context.redirectTo }),
  states: {
    checking: {
      tags: ['redirecting'],
      always: [{ guard: 'isLoggedIn', target: 'redirected' }, { target: 'login' }],
    },
    login: {
      initial: 'editing',
      on: { 'user.change': { actions: 'change' } },
      states: {
        editing: {
          on: {
            'user.submit': [{ guard: 'formIsInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => trimLoginInput(context.values),
            onDone: 'loadingSession',
            onError: loginCallRejected,
          },
        },
        // Too many attempts: no login until the server's wait is over; the fields stay editable.
        locked: lockedFormState({ guard: 'formIsInvalid', actions: 'showFieldErrors' }),
        loadingSession: {
          tags: ['busy'],
          invoke: {
            id: 'loadSession',
            src: 'loadSession',
            onDone: { target: '#loginPage.redirected', actions: 'storeSession' },
            onError: { target: 'unexpectedError', actions: 'keepError' },
          },
        },
        unexpectedError: unexpectedErrorFormState({
          change: 'change',
          isInvalid: 'formIsInvalid',
          showErrors: 'showFieldErrors',
        }),
      },
    },
    redirected: { type: 'final', tags: ['redirecting'], entry: 'redirect' },
  },
});
