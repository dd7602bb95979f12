/* Story helpers for the login page: an actor of the real machine with fake login and session calls. */
import { type LoginResult, type LoginValues, loginPageMachine, type SessionData } from '@hearth/machines';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { FAKE_LOGIN_SESSION, type FakeCall, fakeOutcome } from '../AuthModal/AuthModal.fixtures';
import { LoginPage } from './LoginPage';

/** The main site address the page falls back to when the link carries no `r`. */
export const DEFAULT_REDIRECT = 'https://www.example.com/';

const session: SessionData = { userContext: { userId: 42 }, company: null };

export type LoginPageHarnessProps = {
  /** Already logged in when the page opens. @default false */
  isLoggedIn?: boolean;
  /** Query r. */
  redirectTo?: string;
  /** Query insuranceFlow=true. */
  showFindPolicy?: boolean;
  /** The page's query string, kept on the Sign Up link. */
  search?: string;
  login?: FakeCall;
  loadSession?: FakeCall;
  onCall?: (name: string, input: unknown) => void;
  /** Hears the emitted `redirect` event (subscribed before the actor starts). */
  onRedirect?: (event: { type: 'redirect'; to: string }) => void;
  onForgotPassword?: () => void;
  /** A notice above the form. */
  notice?: string;
  /** The lockout's countdown step (`FROZEN_TICK_MS` holds it still). @default 1000 */
  tickMs?: number;
};

/** The login page on an actor of the real `loginPageMachine` whose calls are fakes. */
export function LoginPageHarness({
  isLoggedIn = false,
  redirectTo,
  showFindPolicy,
  search,
  notice,
  login = 'succeed',
  loadSession = 'succeed',
  onCall,
  onRedirect,
  onForgotPassword,
  tickMs,
}: LoginPageHarnessProps) {
  const actor = useStoryActor(() => {
    const attempts = { login: 0 };
    const machine = loginPageMachine.provide({
      ...(tickMs ? { delays: { TICK: tickMs } } : {}),
      actors: {
        login: fromPromise<LoginResult, LoginValues>(({ input }) => {
          onCall?.('login', input);
          attempts.login += 1;
          return fakeOutcome(login, attempts.login, FAKE_LOGIN_SESSION);
        }),
        loadSession: fromPromise<SessionData, void>(() => {
          onCall?.('loadSession', undefined);
          return fakeOutcome(loadSession, 1, session);
        }),
      },
    });
    const created = createActor(machine, {
      input: { isLoggedIn, redirectTo, defaultRedirect: DEFAULT_REDIRECT, showFindPolicy },
    });
    if (onRedirect) created.on('redirect', onRedirect);
    return created;
  });
  return <LoginPage actor={actor} search={search} notice={notice} onForgotPassword={onForgotPassword} />;
}
