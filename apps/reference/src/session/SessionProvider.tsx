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
      // Shows the page: a transition, rendered in slices (see useSession).
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

type SessionSnapshot = ReturnType<ReturnType<typeof SessionContext.useActorRef>['getSnapshot']>;

function pickSession<K extends keyof AppSession>(state: SessionSnapshot, fields: K[]): Pick<AppSession, K> {
  const session: AppSession = {
    status: state.hasTag('busy') ? 'loading' : state.hasTag('error') ? 'error' : 'ready',
    userContext: state.context.userContext as SessionDto['userContext'],
    company: state.context.company as SessionDto['company'],
    pageExpired: state.hasTag('pageExpired'),
  };
  if (fields.length === 0) return session;
  return Object.fromEntries(fields.map((field) => [field, session[field]])) as Pick<AppSession, K>;
}

/**
 * The session as pages see it: the fields named, or all of them when none are. A component
 * renders again only when one of its fields changes (the shell, which reads the user, not again
 * when the first read ends with no one signed in).
 *
 * A change renders as a transition: the end of the first read swaps the header and shows the
 * page, and rendered at once (as a store read with useSyncExternalStore, or xstate's useSelector,
 * always is) that was one long task, 140-200 ms on /account/settings at 4x CPU throttling.
 * Every reader's update of one change is in the same transition, so they render together.
 */
export function useSession<K extends keyof AppSession = keyof AppSession>(
  ...fields: K[]
): Pick<AppSession, K> {
  const actor = SessionContext.useActorRef();
  const key = fields.join(',');
  const [session, setSession] = useState(() => pickSession(actor.getSnapshot(), fields));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `fields`.
  useEffect(() => {
    const update = (snapshot: SessionSnapshot, asTransition: boolean) => {
      const next = pickSession(snapshot, fields);
      const set = () => setSession((current) => (shallowEqual(current, next) ? current : next));
      if (asTransition) startTransition(set);
      else set();
    };
    // A change between this render and the subscription (the actor starts in an effect too).
    update(actor.getSnapshot(), false);
    const subscription = actor.subscribe((snapshot) => update(snapshot, true));
    return () => subscription.unsubscribe();
  }, [actor, key]);
  return session;
}
function shallowEqual<T extends Record<string, unknown>>(a: T, b: T) {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
