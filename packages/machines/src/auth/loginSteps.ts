import type { EventObject } from 'xstate';
import { isPageExpired, lockoutSecondsOf } from '../failures';
import { classifyLoginError } from './loginError';

/**
 * The steps the auth forms share (the login page, and the auth modal's log in, sign up and forgot
 * password): what a rejected login call leads to, the lock after too many attempts, and the
 * unexpected error.
 * A machine spreads `loginFailureGuards` into `setup({ guards })`, names the actions used here
 * (`showCredentialsRefused`, `startLockout`, `countDown`, `keepError`) and its states `editing`,
 * `submitting`, `locked` and `unexpectedError`, with a `TICK` delay of `LOCKOUT_TICK_MS`.
 */

const errorOf = (event: EventObject) => (event as { error?: unknown }).error;

/** Guards for a rejected login call and the lock's countdown. */
export const loginFailureGuards = {
  /** Statuses 400, 401 and 422: the credentials were refused. */
  credentialsRefused: ({ event }: { event: EventObject }) =>
    classifyLoginError(errorOf(event)) === 'invalidCredentials',
  /** A stale CSRF token: the app's page-expired banner says it, the form keeps its values. */
  pageExpired: ({ event }: { event: EventObject }) => isPageExpired(errorOf(event)),
  /** Too many attempts: the server answered 429. */
  rateLimited: ({ event }: { event: EventObject }) => lockoutSecondsOf(errorOf(event)) !== undefined,
  /** The lock's last second. */
  lockEnds: ({ context }: { context: { lockoutSeconds: number } }) => context.lockoutSeconds <= 1,
};

/** Where a rejected login call goes: the `onError` of the login call. */
export const loginCallRejected = [
  { guard: 'credentialsRefused', target: 'editing', actions: 'showCredentialsRefused' },
  { guard: 'pageExpired', target: 'editing' },
  { guard: 'rateLimited', target: 'locked', actions: 'startLockout' },
  { target: 'unexpectedError', actions: 'keepError' },
] as const;

/**
 * Too many attempts: no login until the server's wait is over (counted down once a second); the
 * fields stay editable, and a submit meanwhile still shows what is wrong with them.
 */
export const lockedFormState = <const TGuard extends string, const TAction extends string>(onInvalidSubmit: {
  guard: TGuard;
  actions: TAction;
}) => ({
  tags: ['locked'] as const,
  after: {
    TICK: [
      { guard: 'lockEnds', target: 'editing', actions: 'countDown' },
      { target: 'locked', reenter: true, actions: 'countDown' },
    ] as const,
  },
  on: { 'user.submit': onInvalidSubmit },
});

/**
 * The call failed for an unexpected reason: a change or a new submit starts again (the submit goes
 * to `retry`, the state that makes the call: `submitting` unless named).
 */
export const unexpectedErrorFormState = <
  const TChange extends string,
  const TGuard extends string,
  const TAction extends string,
  const TRetry extends string = 'submitting',
>({
  change,
  isInvalid,
  showErrors,
  retry = 'submitting' as TRetry,
}: {
  change: TChange;
  isInvalid: TGuard;
  showErrors: TAction;
  retry?: TRetry;
}) => ({
  tags: ['error'] as const,
  on: {
    'user.change': { target: 'editing', actions: change },
    'user.submit': [{ guard: isInvalid, target: 'editing', actions: showErrors }, { target: retry }] as const,
  },
});
