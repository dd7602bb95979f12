/* Story helpers for the auth forms: actors of the real machines with fake calls, and form steps. */
import {
  type AuthCallbacks,
  type AuthMode,
  authModalMachine,
  type ForgotPasswordValues,
  type LoginResult,
  type LoginValues,
  type SignupModalValues,
  type SignupResult,
} from '@hearth/machines';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { AuthModal, authModalTitles } from './AuthModal';

/** An error as the data layer throws it: with the HTTP status. */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

/** The seconds a fake 429 asks to wait: 14:18 on the clock. */
export const FAKE_RETRY_AFTER_SECONDS = 858;
/** Too many attempts, as the data layer throws a 429: with the server's `retryAfter`. */
export const rateLimitedError = (retryAfter = FAKE_RETRY_AFTER_SECONDS) =>
  Object.assign(httpError(429), { code: 'RATE_LIMITED', retryAfter });
/** A stale CSRF token, as the data layer throws it (the app shows the page-expired banner). */
export const pageExpiredError = () => Object.assign(httpError(403), { code: 'CSRF_INVALID' });
/** The session a fake login opens. */
export const FAKE_LOGIN_SESSION: LoginResult = { userContext: { userId: 42 }, company: null };
/** A countdown step long enough that nothing ticks while a story runs: stable screenshots. */
export const FROZEN_TICK_MS = 60 * 60 * 1000;

/**
 * What a fake call does: answer, refuse the credentials (401), fail unexpectedly (500), fail once
 * with a 500 and answer after that, answer too many attempts (429 with a retryAfter), refuse a stale
 * page (403 CSRF), answer that it is already so (409), or never answer (the busy state, held for the screenshot).
 */
export type FakeCall =
  | 'succeed'
  | 'refuse'
  | 'fail'
  | 'failOnce'
  | 'rateLimited'
  | 'pageExpired'
  | 'conflict'
  | 'hang';

/** A promise for a fake call; `attempt` counts from 1. */
export function fakeOutcome<T>(call: FakeCall, attempt: number, result: T): Promise<T> {
  if (call === 'hang') return new Promise<T>(() => {});
  if (call === 'refuse') return Promise.reject(httpError(401));
  if (call === 'rateLimited') return Promise.reject(rateLimitedError());
  if (call === 'pageExpired') return Promise.reject(pageExpiredError());
  if (call === 'conflict') return Promise.reject(Object.assign(httpError(409), { code: 'CONFLICT' }));
  if (call === 'fail' || (call === 'failOnce' && attempt === 1)) return Promise.reject(httpError(500));
  return Promise.resolve(result);
}

/** What the fake sign-up answers: an account, an existing account, the server's field errors... */
export type FakeSignup = 'succeed' | 'accountExists' | 'serverFieldErrors' | 'fail' | 'hang';

const signupAnswers: Record<'succeed' | 'accountExists' | 'serverFieldErrors', SignupResult> = {
  succeed: { userId: 42 },
  accountExists: { accountExists: true },
  serverFieldErrors: { formErrors: { email: ['This email address cannot be used.'] } },
};

export type AuthModalHarnessProps = {
  /** The mode the modal opens in. @default 'LOGIN' */
  mode?: AuthMode;
  showFindPolicy?: boolean;
  /** The query string kept on the Sign Up link, such as '?r=%2Fmy-home'. */
  search?: string;
  login?: FakeCall;
  signup?: FakeSignup;
  requestPasswordReset?: FakeCall;
  /** Success callbacks of the machine's input; without one the modal closes on success. */
  callbacks?: AuthCallbacks;
  /** Hears every call the machine makes, with its input. */
  onCall?: (name: string, input: unknown) => void;
  /** Hears the emitted `navigate` event. */
  onNavigate?: (event: { type: 'navigate'; to: string }) => void;
  /** Hears the emitted `close` event. */
  onClose?: (event: { type: 'close' }) => void;
  /** The lockout's countdown step (`FROZEN_TICK_MS` holds it still). @default 1000 */
  tickMs?: number;
};

/** The auth modal on an actor of the real `authModalMachine` whose calls are fakes. */
export function AuthModalHarness({
  mode,
  showFindPolicy,
  search,
  login = 'succeed',
  signup = 'succeed',
  requestPasswordReset = 'succeed',
  callbacks,
  onCall,
  onNavigate,
  onClose,
  tickMs,
}: AuthModalHarnessProps) {
  const actor = useStoryActor(() => {
    const attempts = { login: 0, signup: 0, requestPasswordReset: 0 };
    const machine = authModalMachine.provide({
      ...(tickMs ? { delays: { TICK: tickMs } } : {}),
      actors: {
        login: fromPromise<LoginResult, LoginValues>(({ input }) => {
          onCall?.('login', input);
          attempts.login += 1;
          return fakeOutcome(login, attempts.login, FAKE_LOGIN_SESSION);
        }),
        signup: fromPromise<SignupResult, SignupModalValues>(({ input }) => {
          onCall?.('signup', input);
          if (signup === 'fail' || signup === 'hang') return fakeOutcome(signup, 1, {});
          return Promise.resolve(signupAnswers[signup]);
        }),
        requestPasswordReset: fromPromise<void, ForgotPasswordValues>(({ input }) => {
          onCall?.('requestPasswordReset', input);
          attempts.requestPasswordReset += 1;
          return fakeOutcome(requestPasswordReset, attempts.requestPasswordReset, undefined);
        }),
      },
    });
    const created = createActor(machine, { input: { mode, showFindPolicy, search, callbacks } });
    if (onNavigate) created.on('navigate', onNavigate);
    if (onClose) created.on('close', onClose);
    return created;
  });
  return <AuthModal actor={actor} />;
}

/** The open auth modal showing this mode's title, once it has faded in. */
export async function findAuthModal(mode: AuthMode) {
  const modal = await screen.findByRole('dialog', { name: authModalTitles[mode] });
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
}

/** Waits until no auth modal is open any more. */
export const waitForAuthModalClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Types into a field found by its label inside `scope`, replacing what it held. */
export async function fill(scope: HTMLElement, label: string, value: string) {
  const input = within(scope).getByLabelText(label, { selector: 'input' });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

/** Fills the login form with a valid address and password. */
export async function fillLogin(scope: HTMLElement, email = 'jane@example.com', password = 'secret1') {
  await fill(scope, 'Email', email);
  await fill(scope, 'Password', password);
}

export const signupValues: SignupModalValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret1',
  passwordConfirm: 'secret1',
};

const signupLabels: Record<keyof SignupModalValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordConfirm: 'Confirm password',
};

/** Fills the modal's sign-up form. */
export async function fillSignup(scope: HTMLElement, values: Partial<SignupModalValues> = signupValues) {
  for (const [field, value] of Object.entries(values)) {
    await fill(scope, signupLabels[field as keyof SignupModalValues], value);
  }
}

/** The field's input is marked invalid and described by exactly this message. */
export async function expectFieldError(scope: HTMLElement, label: string, message: string) {
  const input = within(scope).getByLabelText(label, { selector: 'input' });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

/** The mock (a `fn()` arg or callback) was called exactly once, with these arguments. */
export async function expectCalledOnceWith(mock: unknown, ...args: unknown[]) {
  await expect(mock).toHaveBeenCalledTimes(1);
  await expect(mock).toHaveBeenCalledWith(...args);
}

/** The button is pending: it keeps its label and focus but cannot be pressed (aria-disabled). */
export async function expectPending(button: HTMLElement) {
  await waitFor(() => expect(button).toHaveAttribute('data-pending'));
  await expect(button).toHaveAttribute('aria-disabled', 'true');
}
