import type { SessionDto } from '@hearth/data';
import { sessionDataResource, sessionResource } from '@hearth/data';
import { sessionMachine } from '@hearth/machines';
import { createActorContext } from '@xstate/react';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { client, onCsrfError } from '../data/client';

/** The session machine wired to the API: sessionData is read on load, logout deletes the session. */
export const appSessionMachine = sessionMachine.provide({
  actors: {
    loadSession: fromPromise(async ({ signal }) => {
      const { dto } = await client.call(sessionDataResource.read, {}, { signal });
      return dto;
    }),
    deleteSession: fromPromise<unknown, void>(() => client.call(sessionResource.delete, {})),
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
    const settle = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      if (snapshot.hasTag('busy')) return false;
      // What this settles mounts the signed-in header and the page as the reader sees it: as a
      // transition React renders them in slices. (A store read, which useSession is, renders at
      // once: 50 ms on a fast desktop, 250 at Lighthouse's mobile throttling, in one task.)
      startTransition(() => setSignedIn(Boolean(snapshot.context.userContext)));
      return true;
    };
    if (settle(actor.getSnapshot())) return;
    const subscription = actor.subscribe((snapshot) => {
      if (settle(snapshot)) subscription.unsubscribe();
    });
    return () => subscription.unsubscribe();
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

/**
 * The session as pages see it: the fields named, or all of them when none are. A component
 * renders again only when one of its fields changes (the shell, which reads the user, not again
 * when the first read ends with no one signed in).
 */
export function useSession<K extends keyof AppSession = keyof AppSession>(
  ...fields: K[]
): Pick<AppSession, K> {
  return SessionContext.useSelector((state) => {
    const session: AppSession = {
      status: state.hasTag('busy') ? 'loading' : state.hasTag('error') ? 'error' : 'ready',
      userContext: state.context.userContext as SessionDto['userContext'],
      company: state.context.company as SessionDto['company'],
      pageExpired: state.hasTag('pageExpired'),
    };
    if (fields.length === 0) return session;
    return Object.fromEntries(fields.map((field) => [field, session[field]])) as Pick<AppSession, K>;
  }, shallowEqual);
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T) {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
