import { assign, emit, sendTo, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { classifySignupResult, type SignupResult } from '../auth/signupResult';
import { unlessPageExpired } from '../failures';
import { messages } from '../messages';
import { otpInputMachine } from '../otpInput';
import { hasNoErrors, isCompleteCode, type SignupPageValues, validateSignupPageSubmit } from '../validation';
import {
  CREATE_ACCOUNT_EVENT,
  type SendCodeInput,
  type SendCodeResult,
  SIGNUP_CODE_TICK_MS,
  type SignupPageCallEvent,
  type SignupPageContext,
  type SignupPageEmitted,
  type SignupPageEvent,
  type SignupPageInput,
  type VerifyCodeInput,
  type VerifyCodeResult,
} from './signupPage.types';

/** The server calls the confirm field passwordConfirm; this form calls it confirmPassword. */
const SERVER_FIELD_ALIASES = { passwordConfirm: 'confirmPassword' } as const;

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
/** createAccount's answer (XState's done event, which the event types do not list). */
const outcomeOf = (event: unknown) =>
  classifySignupResult((event as { output?: SignupResult }).output, SERVER_FIELD_ALIASES);

/** Whole seconds, never negative; nothing for a value that is no finite number. */
const wholeSeconds = (seconds: number | null | undefined): number | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;

/** The cooldown and lockout a call's answer announces (absent: none announced). */
function limitsOf(event: { type: string; output?: unknown }): {
  cooldownSeconds?: number;
  lockoutSeconds?: number;
} {
  if (event.type === 'xstate.done.actor.sendCode') {
    const result = event.output as SendCodeResult;
    const seconds = wholeSeconds(result.kind === 'sent' ? result.cooldownSeconds : result.retryAfterSeconds);
    return seconds === undefined ? {} : { cooldownSeconds: seconds };
  }
  if (event.type === 'xstate.done.actor.verifyCode') {
    const result = event.output as VerifyCodeResult;
    const seconds = result.kind === 'locked' ? wholeSeconds(result.lockedForSeconds) : undefined;
    return seconds === undefined ? {} : { lockoutSeconds: seconds };
  }
  return {};
}

/**
 * The 'Create an account' page: the form, then the email-code step, then the account.
 * Tags: `editing` while the form is shown and nothing is in flight; `busy` while sending a code,
 * verifying or creating the account; `sending`; `verifying`; `checking` while the code is checked
 * or the account created; `signingUp` while Sign Up is in flight (the first send of the code, the
 * account's creation) and once it is done (the redirect); `codeStep` while the code step is shown
 * (the code modal: entering, resending, verifying, creating). The first send keeps the form in
 * view, its Sign Up reading 'Signing Up...'. Views read these through `signupPage.selectors.ts`.
 *
 * The six code boxes are a child this machine owns (`otpInputMachine`, invoked as `otp`; views
 * reach it with `signupPageCodeBoxes`): their code arrives here as it changes, and the step clears them when it opens
 * and on 'Send again'. Emits `clearCode` (the boxes were cleared) and `focusFirstDigit` for the
 * page's focus, `redirect` to r once created,
 * `track` ('Create Account') and `logError` (an unexpected sign-up failure) — the last two through
 * the `trackCreateAccount` and `logError` actions, which an app may provide instead.
 *
 * The `clock` region counts `cooldownSeconds` (no 'Send again' meanwhile) and `lockoutSeconds`
 * (no Verify meanwhile) down once a second, from what the server announced.
 */
/** Sends the code to the form's address; the first send and a resend alike. */
const sendCode = {
  id: 'sendCode',
  src: 'sendCode',
  input: ({ context }: { context: SignupPageContext }) => ({ email: context.values.email.trim() }),
  onDone: [
    { guard: 'sendRateLimited', target: 'entering', actions: 'showSendRateLimited' },
    { target: 'entering', actions: 'recordCodeSent' },
  ],
  onError: { target: 'entering', actions: 'showSendFailed' },
} as const;

export const signupPageMachine = setup({
  types: {
    input: {} as SignupPageInput,
    context: {} as SignupPageContext,
    events: {} as SignupPageEvent | SignupPageCallEvent,
    emitted: {} as SignupPageEmitted,
  },
  actors: {
    otpInput: otpInputMachine,
    sendCode: notProvided<SendCodeResult, SendCodeInput>('signupPage', 'sendCode'),
    verifyCode: notProvided<VerifyCodeResult, VerifyCodeInput>('signupPage', 'verifyCode'),
    createAccount: notProvided<SignupResult, SignupPageValues>('signupPage', 'createAccount'),
  },
  delays: { TICK: SIGNUP_CODE_TICK_MS },
  guards: {
    canSubmit: ({ context }) => hasNoErrors(validateSignupPageSubmit(context.values)),
    codeStillValid: ({ context }) =>
      context.cooldownSeconds > 0 && context.codeSentTo === context.values.email.trim(),
    canVerify: ({ context }) => isCompleteCode(context.code) && context.lockoutSeconds === 0,
    canResend: ({ context }) => context.cooldownSeconds === 0,
    sendRateLimited: ({ event }) =>
      event.type === 'xstate.done.actor.sendCode' && event.output.kind === 'rateLimited',
    codeAccepted: ({ event }) =>
      event.type === 'xstate.done.actor.verifyCode' && event.output.kind === 'accepted',
    verifyLocked: ({ event }) =>
      event.type === 'xstate.done.actor.verifyCode' && event.output.kind === 'locked',
    accountExists: ({ event }) => outcomeOf(event).kind === 'accountExists',
    hasFieldErrors: ({ event }) => outcomeOf(event).kind === 'fieldErrors',
    announcesLimits: ({ event }) => {
      const limits = limitsOf(event);
      return limits.cooldownSeconds !== undefined || limits.lockoutSeconds !== undefined;
    },
    isCounting: ({ context }) => context.cooldownSeconds > 0 || context.lockoutSeconds > 0,
    countedDown: ({ context }) => context.cooldownSeconds === 0 && context.lockoutSeconds === 0,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      const changed = context.changed.includes(event.field)
        ? context.changed
        : [...context.changed, event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, changed };
    }),
    // A field left after being typed in shows its message (a changed password checks the
    // confirmation again too), so a person who never presses Enter learns why Sign Up is off.
    checkField: assign(({ context, event }) => {
      if (event.type !== 'user.blur' || !context.changed.includes(event.field)) return {};
      const errors = validateSignupPageSubmit(context.values);
      const fields =
        event.field === 'password' && context.changed.includes('confirmPassword')
          ? (['password', 'confirmPassword'] as const)
          : [event.field];
      const fieldErrors = { ...context.fieldErrors };
      for (const field of fields) {
        if (errors[field]) fieldErrors[field] = errors[field];
        else delete fieldErrors[field];
      }
      return { fieldErrors };
    }),
    // A new attempt's messages replace the last one's: a failed sign-up's line goes with them.
    showFormErrors: assign({
      fieldErrors: ({ context }) => validateSignupPageSubmit(context.values),
      formError: null,
    }),
    openCodeStep: assign({ fieldErrors: {}, formError: null, code: '', codeError: null, error: null }),
    setCode: assign({ code: ({ event }) => (event.type === 'user.codeChange' ? event.code : '') }),
    // The boxes changed (a digit, a paste, a clear): their code is the step's code.
    syncCode: assign(({ context, event }) =>
      event.type === 'xstate.snapshot.otp' && event.snapshot.context.code !== context.code
        ? { code: event.snapshot.context.code }
        : {},
    ),
    clearCode: assign({ code: '' }),
    clearCodeError: assign({ codeError: null, error: null }),
    closeCodeStep: assign({ code: '', codeError: null }),
    recordCodeSent: assign(({ context, event }) => ({
      codeSentTo: context.values.email.trim(),
      ...limitsOf(event),
    })),
    // Too soon for another code: the step says sending failed, and 'Send again' waits.
    showSendRateLimited: assign(({ event }) => ({
      codeError: messages.oneTimeCode.sendFailed,
      ...limitsOf(event),
    })),
    // A stale CSRF token: the page-expired banner alone says it.
    showSendFailed: assign(({ event }) => ({
      codeError: unlessPageExpired(errorOf(event), messages.oneTimeCode.sendFailed),
      error: errorOf(event),
    })),
    showInvalidCode: assign({ codeError: messages.oneTimeCode.invalidCode }),
    showVerifyFailed: assign(({ event }) => ({
      codeError: unlessPageExpired(errorOf(event), messages.oneTimeCode.verifyFailed),
      error: errorOf(event),
    })),
    // Too many attempts: the step says verifying failed, and Verify waits out the lock.
    showVerifyLocked: assign(({ event }) => ({
      codeError: messages.oneTimeCode.verifyFailed,
      ...limitsOf(event),
    })),
    showAccountExists: assign({ formError: messages.signupPage.accountExists }),
    showServerFieldErrors: assign({
      fieldErrors: ({ event }) => {
        const outcome = outcomeOf(event);
        return outcome.kind === 'fieldErrors' ? outcome.errors : {};
      },
    }),
    showSignupFailed: assign({
      formError: ({ event }) => unlessPageExpired(errorOf(event), messages.signupPage.signupFailed),
      error: ({ event }) => errorOf(event),
    }),
    countDown: assign({
      cooldownSeconds: ({ context }) => Math.max(0, context.cooldownSeconds - 1),
      lockoutSeconds: ({ context }) => Math.max(0, context.lockoutSeconds - 1),
    }),
    clearBoxes: sendTo('otp', { type: 'user.clear' as const }),
    requestClearCode: emit({ type: 'clearCode' as const }),
    focusFirstDigit: emit({ type: 'focusFirstDigit' as const }),
    logError: emit(({ context }) => ({ type: 'logError' as const, error: context.error })),
    trackCreateAccount: emit({ type: 'track' as const, event: CREATE_ACCOUNT_EVENT }),
    redirect: emit(({ context }) => ({ type: 'redirect' as const, to: context.redirectTo })),
  },
}).createMachine({
  id: 'signupPage',
  context: ({ input }) => ({
    redirectTo: input.redirectTo || input.defaultRedirect,
    showInsuranceLink: input.showInsuranceLink ?? false,
    values: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', ...input.values },
    changed: [],
    fieldErrors: {},
    formError: null,
    code: '',
    codeError: null,
    codeSentTo: null,
    cooldownSeconds: 0,
    lockoutSeconds: 0,
    error: null,
  }),
  initial: 'active',
  // The six code boxes live as long as the page: their code arrives here as it changes.
  invoke: { id: 'otp', src: 'otpInput', onSnapshot: { actions: 'syncCode' } },
  states: {
    active: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'form',
          states: {
            form: {
              tags: ['editing'],
              on: {
                'user.change': { actions: 'change' },
                'user.blur': { actions: 'checkField' },
                'user.submit': [
                  { guard: 'canSubmit', target: 'code.opening' },
                  { actions: 'showFormErrors' },
                ],
              },
            },
            code: {
              initial: 'opening',
              entry: ['openCodeStep', 'clearBoxes', 'requestClearCode'],
              exit: 'closeCodeStep',
              on: { 'user.codeChange': { actions: 'setCode' } },
              states: {
                // Back on the form and submitted again within the cooldown: the code sent to the
                // same address still stands, and the server would refuse another one yet.
                opening: { always: [{ guard: 'codeStillValid', target: 'entering' }, { target: 'sending' }] },
                // Sign Up in flight: the code modal opens once the send is answered.
                sending: {
                  tags: ['busy', 'sending', 'signingUp'],
                  entry: 'clearCodeError',
                  invoke: sendCode,
                },
                // 'Send again' from the code modal, which stays open.
                resending: {
                  tags: ['busy', 'sending', 'codeStep'],
                  entry: 'clearCodeError',
                  invoke: sendCode,
                },
                entering: {
                  tags: ['codeStep'],
                  on: {
                    'user.verify': { guard: 'canVerify', target: 'verifying' },
                    'user.resend': {
                      guard: 'canResend',
                      target: 'resending',
                      actions: ['clearCode', 'clearBoxes', 'requestClearCode', 'focusFirstDigit'],
                    },
                    'user.cancel': '#signupPage.active.flow.form',
                  },
                },
                verifying: {
                  tags: ['busy', 'verifying', 'checking', 'codeStep'],
                  entry: 'clearCodeError',
                  invoke: {
                    id: 'verifyCode',
                    src: 'verifyCode',
                    input: ({ context }) => ({ email: context.values.email.trim(), code: context.code }),
                    onDone: [
                      { guard: 'codeAccepted', target: 'creating' },
                      { guard: 'verifyLocked', target: 'entering', actions: 'showVerifyLocked' },
                      { target: 'entering', actions: ['showInvalidCode', 'focusFirstDigit'] },
                    ],
                    onError: { target: 'entering', actions: 'showVerifyFailed' },
                  },
                },
                creating: {
                  tags: ['busy', 'signingUp', 'checking', 'codeStep'],
                  invoke: {
                    id: 'createAccount',
                    src: 'createAccount',
                    input: ({ context }) => ({ ...context.values, email: context.values.email.trim() }),
                    onDone: [
                      {
                        guard: 'accountExists',
                        target: '#signupPage.active.flow.form',
                        actions: 'showAccountExists',
                      },
                      {
                        guard: 'hasFieldErrors',
                        target: '#signupPage.active.flow.form',
                        actions: 'showServerFieldErrors',
                      },
                      { target: '#signupPage.done', actions: 'trackCreateAccount' },
                    ],
                    onError: {
                      target: '#signupPage.active.flow.form',
                      actions: ['showSignupFailed', 'logError'],
                    },
                  },
                },
              },
            },
          },
        },
        // The answers that may announce limits reach this region too: after the flow region has
        // stored the new limits, the countdown starts afresh.
        clock: {
          initial: 'idle',
          on: {
            'xstate.done.actor.sendCode': { guard: 'announcesLimits', target: '.starting' },
            'xstate.done.actor.verifyCode': { guard: 'announcesLimits', target: '.starting' },
          },
          states: {
            idle: {},
            starting: { always: [{ guard: 'isCounting', target: 'ticking' }, { target: 'idle' }] },
            ticking: {
              always: { guard: 'countedDown', target: 'idle' },
              after: { TICK: { target: 'ticking', reenter: true, actions: 'countDown' } },
            },
          },
        },
      },
    },
    // Still 'Signing Up...' while the page leaves for r.
    done: { type: 'final', tags: ['success', 'signingUp'], entry: 'redirect' },
  },
});
