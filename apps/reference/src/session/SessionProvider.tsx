import type { SessionDto } from '@hearth/data';
import { sessionDataResource, sessionResource } from '@hearth/data';
import { sessionMachine } from '@hearth/machines';
import { createActorContext } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { fromPromise, getInitialSnapshot, type SnapshotFrom } from 'xstate';
import { client, onCsrfError } from '../data/client';
import { afterHydration } from '../hydration';

/** The session machine wired to the API: sessionData is read on load, logout deletes the session. */
export const appSessionMachine = sessionMachine.provide({
  actors: {
    loadSession: fromPromise(async ({ signal }) => {
      const { dto } = await client.call(sessionDataResource.read, {}, { signal });
      return dto;
    }),
    deleteSession: fromPromise(async () => {
      await client.call(sessionResource.delete, {});
    }),
  },
});

export const SessionContext = createActorContext(appSessionMachine);

/** Reloads the page when the machine asks (after logout, or on refresh of an expired page). */
function ReloadOnRequest() {
  const actor = SessionContext.useActorRef();
  useEffect(() => {
    const reload = actor.on('reload', () => window.location.reload());
    const stopCsrf = onCsrfError(() => actor.send({ type: 'api.csrfError' }));
    return () => {
      reload.unsubscribe();
      stopCsrf();
    };
  }, [actor]);
  return null;
}

const SignedInOnArrivalContext = createContext<boolean | undefined>(undefined);

/**
 * Whether the visitor was signed in when the page opened: undefined until the first read of the
 * session ends, then fixed (a login on the page does not change it).
 */
export const useSignedInOnArrival = () => useContext(SignedInOnArrivalContext);

function SignedInOnArrival({ children }: { children: ReactNode }) {
  const actor = SessionContext.useActorRef();
  const [signedIn, setSignedIn] = useState<boolean>();
  useEffect(() => {
    let cancelWait = () => {};
    const settle = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      if (snapshot.hasTag('busy')) return false;
      // What this settles mounts the signed-in header and the page as the reader sees it: as a
      // transition React renders them in slices. (A store read, which useSession is, renders at
      // once: 50 ms on a fast desktop, 250 at Lighthouse's mobile throttling, in one task.)
      // A page drawn at build time is hydrated first: it was drawn before anyone was known.
      cancelWait = afterHydration(() =>
        startTransition(() => setSignedIn(Boolean(snapshot.context.userContext))),
      );
      return true;
    };
    if (settle(actor.getSnapshot())) return () => cancelWait();
    const subscription = actor.subscribe((snapshot) => {
      if (settle(snapshot)) subscription.unsubscribe();
    });
    return () => {
      subscription.unsubscribe();
      cancelWait();
    };
  }, [actor]);
  return <SignedInOnArrivalContext.Provider value={signedIn}>{children}</SignedInOnArrivalContext.Provider>;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider>
      <ReloadOnRequest />
      <SignedInOnArrival>{children}</SignedInOnArrival>
    </SessionContext.Provider>
  );
}

export type AppSession = {
  status: 'loading' | 'ready' | 'error';
  userContext: SessionDto['userContext'];
  company: SessionDto['company'];
  pageExpired: boolean;
};

type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>;

function sessionOf<K extends keyof AppSession>(state: SessionSnapshot, fields: K[]): Pick<AppSession, K> {
  const session: AppSession = {
    status: state.hasTag('busy') ? 'loading' : state.hasTag('error') ? 'error' : 'ready',
    userContext: state.context.userContext as SessionDto['userContext'],
    company: state.context.company as SessionDto['company'],
    pageExpired: state.hasTag('pageExpired'),
  };
  if (fields.length === 0) return session;
  return Object.fromEntries(fields.map((field) => [field, session[field]])) as Pick<AppSession, K>;
}

/** The session before its first read: what a page drawn at build time was drawn with. */
const SESSION_AS_PRERENDERED = getInitialSnapshot(appSessionMachine);

/**
 * The session as pages see it: the fields named, or all of them when none are. A component
 * renders again only when one of its fields changes (the shell, which reads the user, not again
 * when the first read ends with no one signed in).
 *
 * While a prerendered page hydrates it is the session before its first read, as the page was
 * drawn: React hydrates in slices, and the first read can end between the shell's slice and the
 * page's, which would then differ from its HTML (React's error #418). React renders again with
 * the session as it is once hydrated.
 */
export function useSession<K extends keyof AppSession = keyof AppSession>(
  ...fields: K[]
): Pick<AppSession, K> {
  const actor = SessionContext.useActorRef();
  const key = fields.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the fields.
  const { getSnapshot, getServerSnapshot } = useMemo(() => {
    let last: { state: SessionSnapshot; value: Pick<AppSession, K> } | undefined;
    const select = (state: SessionSnapshot) => {
      if (last?.state === state) return last.value;
      const value = sessionOf(state, fields);
      last = { state, value: last && shallowEqual(last.value, value) ? last.value : value };
      return last.value;
    };
    const prerendered = sessionOf(SESSION_AS_PRERENDERED, fields);
    return { getSnapshot: () => select(actor.getSnapshot()), getServerSnapshot: () => prerendered };
  }, [actor, key]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T) {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
