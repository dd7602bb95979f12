import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';

import type { SessionData } from '../auth/sessionData';

export type { SessionCompany, SessionData, SessionUserContext } from '../auth/sessionData';

export type SessionContext = SessionData & {
  /** Why loading or logging out failed. */
  error: unknown;
};

export type SessionEvent =
  | { type: 'user.logout' }
  | { type: 'user.retry' }
  /** The page-expired banner's 'Click here to refresh the page.' */
  | { type: 'user.refresh' }
  /** Someone logged in or out elsewhere on the page: read the session again. */
  | { type: 'api.sessionChanged' }
  | { type: 'api.csrfError' };

export type SessionEmitted = { type: 'reload' };

/**
 * The page's session, and the page-expired banner a CSRF error raises. Tags: `busy` while
 * loading or logging out, `ready` once loaded, `error` when loading failed, `pageExpired` after a
 * CSRF error. Emits `reload` after logout and when the person asks to refresh the expired page.
 *
 * Logout deletes the session then reloads — also when the delete fails: the reloaded page shows
 * what the server really holds, where staying put would show a session that may be half gone.
 * The failure is kept in `context.error` for whoever logs it before the reload.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadSession: notProvided<SessionData, void>('session', 'loadSession'),
    deleteSession: notProvided<void, void>('session', 'deleteSession'),
  },
  actions: {
    storeSession: assign(({ event }) => {
      const data = (event as { output?: SessionData }).output;
      return { userContext: data?.userContext ?? null, company: data?.company ?? null, error: null };
    }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    reloadPage: emit({ type: 'reload' as const }),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: { userContext: null, company: null, error: null },
  states: {
    session: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          // A change while a read is under way may have landed after the server answered it: the
          // read starts over, and only its answer is kept.
          on: { 'api.sessionChanged': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadSession',
            src: 'loadSession',
            onDone: { target: 'loaded', actions: 'storeSession' },
            onError: { target: 'failed', actions: 'keepError' },
          },
        },
        loaded: {
          tags: ['ready'],
          on: { 'user.logout': 'loggingOut', 'api.sessionChanged': 'loading' },
        },
        failed: {
          tags: ['error'],
          on: { 'user.retry': 'loading', 'api.sessionChanged': 'loading' },
        },
        loggingOut: {
          tags: ['busy'],
          invoke: {
            id: 'deleteSession',
            src: 'deleteSession',
            onDone: 'loggedOut',
            onError: { target: 'loggedOut', actions: 'keepError' },
          },
        },
        loggedOut: { type: 'final', entry: 'reloadPage' },
      },
    },
    page: {
      initial: 'current',
      states: {
        current: { on: { 'api.csrfError': 'expired' } },
        expired: { tags: ['pageExpired'], on: { 'user.refresh': { actions: 'reloadPage' } } },
      },
    },
  },
});
