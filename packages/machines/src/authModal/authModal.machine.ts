import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import {
  lockedFormState,
  loginCallRejected,
  loginFailureGuards,
  unexpectedErrorFormState,
} from '../auth/loginSteps';
import type { LoginResult } from '../auth/sessionData';
import { classifySignupResult, type SignupFieldErrors, type SignupResult } from '../auth/signupResult';
import { LOCKOUT_TICK_MS, lockoutSecondsOf } from '../failures';
import { messages } from '../messages';
import {
  isBlank,
  type LoginValues,
  type SignupModalValues,
  trimLoginInput,
  validateLogin,
  validateSignupModal,
} from '../validation';
import {
  AUTH_MODAL_SIGNUP_PATH,
  type AuthModalContext,
  type AuthModalEmitted,
  type AuthModalEvent,
  type AuthModalInput,
  type AuthMode,
  type AuthSuccessEvent,
  type ForgotPasswordValues,
} from './authModal.types';

const emptySignup: SignupModalValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirm: '',
};

const changeIn = <V extends object>(values: V, event: AuthModalEvent): V =>
  event.type === 'user.change' && event.field in values ? { ...values, [event.field]: event.value } : values;

const withoutFieldError = (errors: SignupFieldErrors, event: AuthModalEvent): SignupFieldErrors => {
  if (event.type !== 'user.change') return errors;
  const { [event.field]: _cleared, ...rest } = errors;
  return rest;
};

/**
 * The login / sign-up modal. Tags: `busy` while logging in, signing up or sending the reset email;
 * `error` in an unexpectedError state (the error is in `context.error`); `locked` while the server
 * refuses more attempts of the current form (`context.lockoutSeconds` counts down once a second);
 * `success` once a success callback took over. A stale CSRF token leaves the form as it was with
 * no message of its own: the app's page-expired banner says it. Emits `navigate` (the login form's Sign Up link), `close`, and `logError`
 * for an unexpected sign-up failure (the app logs it, as the sign-up page does).
 */
export const authModalMachine = setup({
  types: {
    input: {} as AuthModalInput,
    context: {} as AuthModalContext,
    events: {} as AuthModalEvent,
    emitted: {} as AuthModalEmitted,
    output: {} as { success: AuthModalContext['success'] },
  },
  actors: {
    login: notProvided<LoginResult, LoginValues>('authModal', 'login'),
    signup: notProvided<SignupResult, SignupModalValues>('authModal', 'signup'),
    requestPasswordReset: notProvided<void, ForgotPasswordValues>('authModal', 'requestPasswordReset'),
  },
  delays: { TICK: LOCKOUT_TICK_MS },
  guards: {
    startsIn: ({ context }, params: { mode: AuthMode }) => context.initialMode === params.mode,
    loginIsInvalid: ({ context }) => Object.keys(validateLogin(context.login)).length > 0,
    signupIsInvalid: ({ context }) => Object.keys(validateSignupModal(context.signup)).length > 0,
    forgotPasswordIsInvalid: ({ context }) => isBlank(context.forgotPassword.email),
    accountExists: ({ event }) =>
      'output' in event && classifySignupResult(event.output as SignupResult).kind === 'accountExists',
    signupHasFieldErrors: ({ event }) =>
      'output' in event && classifySignupResult(event.output as SignupResult).kind === 'fieldErrors',
    ...loginFailureGuards,
    hasSuccessCallback: ({ context }) =>
      context.success !== null && typeof context.callbacks[context.success.event] === 'function',
  },
  actions: {
    clearMessages: assign({ fieldErrors: {}, formError: null, error: null }),
    clearLockout: assign({ lockoutSeconds: 0 }),
    startLockout: assign({
      lockoutSeconds: ({ event }) => lockoutSecondsOf((event as { error?: unknown }).error) ?? 0,
    }),
    countDown: assign({ lockoutSeconds: ({ context }) => Math.max(0, context.lockoutSeconds - 1) }),
    changeLogin: assign({
      login: ({ context, event }) => changeIn(context.login, event),
      fieldErrors: ({ context, event }) => withoutFieldError(context.fieldErrors, event),
    }),
    changeSignup: assign({
      signup: ({ context, event }) => changeIn(context.signup, event),
      fieldErrors: ({ context, event }) => withoutFieldError(context.fieldErrors, event),
    }),
    changeForgotPassword: assign({
      forgotPassword: ({ context, event }) => changeIn(context.forgotPassword, event),
      fieldErrors: ({ context, event }) => withoutFieldError(context.fieldErrors, event),
    }),
    // A new attempt's messages replace the last one's: a refusal's line goes with them.
    showLoginErrors: assign({ fieldErrors: ({ context }) => validateLogin(context.login), formError: null }),
    showSignupErrors: assign({
      fieldErrors: ({ context }) => validateSignupModal(context.signup),
      formError: null,
    }),
    showForgotPasswordErrors: assign({
      fieldErrors: { email: messages.login.emailRequired },
      formError: null,
    }),
    showCredentialsRefused: assign({ formError: messages.login.invalidCredentials }),
    showAccountExists: assign({ formError: messages.signupPage.accountExists }),
    showServerFieldErrors: assign({
      fieldErrors: ({ event }) => {
        const outcome = classifySignupResult((event as { output?: SignupResult }).output);
        return outcome.kind === 'fieldErrors' ? outcome.errors : {};
      },
    }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    logError: emit(({ context }) => ({ type: 'logError' as const, error: context.error })),
    recordSuccess: assign({
      success: (_, params: { event: AuthSuccessEvent; result: unknown }) => params,
    }),
    recordReportedSuccess: assign({
      success: ({ event }) =>
        event.type === 'api.success' ? { event: event.event, result: event.result } : null,
    }),
    callSuccessCallback: ({ context }) => {
      if (context.success) context.callbacks[context.success.event]?.(context.success.result);
    },
    navigateToSignupPage: emit(({ context }) => ({
      type: 'navigate' as const,
      to: `${AUTH_MODAL_SIGNUP_PATH}${context.search}`,
    })),
    closeModal: emit({ type: 'close' as const }),
  },
}).createMachine({
  id: 'authModal',
  context: ({ input }) => ({
    initialMode: input.mode ?? 'LOGIN',
    showFindPolicy: input.showFindPolicy ?? false,
    callbacks: input.callbacks ?? {},
    search: input.search ?? '',
    login: { email: '', password: '' },
    signup: emptySignup,
    forgotPassword: { email: '' },
    fieldErrors: {},
    formError: null,
    error: null,
    success: null,
    lockoutSeconds: 0,
  }),
  initial: 'opening',
  output: ({ context }) => ({ success: context.success }),
  on: {
    'user.close': '.closed',
    'api.success': { target: '.succeeded', actions: 'recordReportedSuccess' },
  },
  states: {
    opening: {
      always: [
        { guard: { type: 'startsIn', params: { mode: 'SIGNUP' } }, target: 'signup' },
        { guard: { type: 'startsIn', params: { mode: 'FORGOT_PASSWORD' } }, target: 'forgotPassword' },
        {
          guard: { type: 'startsIn', params: { mode: 'FORGOT_PASSWORD_SUCCESS' } },
          target: 'forgotPasswordSuccess',
        },
        { target: 'login' },
      ],
    },
    login: {
      initial: 'editing',
      entry: ['clearMessages', 'clearLockout'],
      on: {
        'user.change': { actions: 'changeLogin' },
        'user.showForgotPassword': 'forgotPassword',
        // The login form's Sign Up link goes to the sign-up page, query string kept.
        'user.showSignup': { actions: 'navigateToSignupPage' },
      },
      states: {
        editing: {
          on: {
            'user.submit': [
              { guard: 'loginIsInvalid', actions: 'showLoginErrors' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => trimLoginInput(context.login),
            onDone: {
              target: '#authModal.succeeded',
              actions: {
                type: 'recordSuccess',
                params: ({ event }) => ({ event: 'LOGIN', result: event.output }),
              },
            },
            onError: loginCallRejected,
          },
        },
        locked: lockedFormState({ guard: 'loginIsInvalid', actions: 'showLoginErrors' }),
        unexpectedError: unexpectedErrorFormState({
          change: 'changeLogin',
          isInvalid: 'loginIsInvalid',
          showErrors: 'showLoginErrors',
        }),
      },
    },
    signup: {
      initial: 'editing',
      entry: ['clearMessages', 'clearLockout'],
      on: {
        'user.change': { actions: 'changeSignup' },
        'user.showLogin': 'login',
      },
      states: {
        editing: {
          on: {
            'user.submit': [
              { guard: 'signupIsInvalid', actions: 'showSignupErrors' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'signup',
            src: 'signup',
            input: ({ context }) => context.signup,
            onDone: [
              { guard: 'accountExists', target: 'editing', actions: 'showAccountExists' },
              { guard: 'signupHasFieldErrors', target: 'editing', actions: 'showServerFieldErrors' },
              {
                target: '#authModal.succeeded',
                actions: {
                  type: 'recordSuccess',
                  params: ({ event }) => ({ event: 'SIGNUP', result: event.output }),
                },
              },
            ],
            onError: [
              { guard: 'pageExpired', target: 'editing' },
              { guard: 'rateLimited', target: 'locked', actions: 'startLockout' },
              { target: 'unexpectedError', actions: ['keepError', 'logError'] },
            ],
          },
        },
        locked: lockedFormState({ guard: 'signupIsInvalid', actions: 'showSignupErrors' }),
        unexpectedError: unexpectedErrorFormState({
          change: 'changeSignup',
          isInvalid: 'signupIsInvalid',
          showErrors: 'showSignupErrors',
        }),
      },
    },
    forgotPassword: {
      initial: 'editing',
      entry: ['clearMessages', 'clearLockout'],
      on: {
        'user.change': { actions: 'changeForgotPassword' },
        'user.showLogin': 'login',
        'user.showSignup': 'signup',
      },
      states: {
        editing: {
          on: {
            'user.submit': [
              { guard: 'forgotPasswordIsInvalid', actions: 'showForgotPasswordErrors' },
              { target: 'sending' },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.forgotPassword.email.trim() }),
            onDone: '#authModal.forgotPasswordSuccess',
            onError: [
              { guard: 'pageExpired', target: 'editing' },
              { guard: 'rateLimited', target: 'locked', actions: 'startLockout' },
              { target: 'unexpectedError', actions: 'keepError' },
            ],
          },
        },
        locked: lockedFormState({ guard: 'forgotPasswordIsInvalid', actions: 'showForgotPasswordErrors' }),
        unexpectedError: unexpectedErrorFormState({
          change: 'changeForgotPassword',
          isInvalid: 'forgotPasswordIsInvalid',
          showErrors: 'showForgotPasswordErrors',
          retry: 'sending',
        }),
      },
    },
    forgotPasswordSuccess: {
      on: { 'user.showLogin': 'login', 'user.showSignup': 'signup' },
    },
    succeeded: {
      always: [{ guard: 'hasSuccessCallback', target: 'handedOff' }, { target: 'closed' }],
    },
    handedOff: { type: 'final', tags: ['success'], entry: 'callSuccessCallback' },
    closed: { type: 'final', entry: 'closeModal' },
  },
});
