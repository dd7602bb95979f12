/* Story helpers for the Remove account drawer: an actor of the real machine with fake calls. */
import { accountRemovalMachine, type SendRemovalRequestInput } from '@hearth/machines';
import { useEffect } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { AccountViewProvider } from '../shared';
import { type AccountRemovalActor, AccountRemovalDrawer } from './AccountRemovalDrawer';

/** What a fake call does: answer, fail with an HTTP status, or never answer (a busy state). */
export type FakeCall = 'resolve' | 'reject' | 'pending';

export const REMOVAL_EMAIL = 'hana@example.com';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

async function fake<T>(call: FakeCall, result: T): Promise<T> {
  if (call === 'pending') return new Promise<T>(() => {});
  if (call === 'reject') throw httpError(500);
  return result;
}

export type RemovalActorOptions = {
  /** What the removal request does. @default 'resolve' */
  send?: FakeCall;
  /** What the logout does. @default 'resolve' */
  logout?: FakeCall;
  /** Records the calls: ('sendRemovalRequest', input) and ('logout'). */
  onCall?: (name: string, input?: unknown) => void;
};

/** An accountRemoval actor (not started) for the product 'Hearth'. */
export function createRemovalActor({
  send = 'resolve',
  logout = 'resolve',
  onCall,
}: RemovalActorOptions = {}) {
  return createActor(
    accountRemovalMachine.provide({
      actors: {
        sendRemovalRequest: fromPromise<void, SendRemovalRequestInput>(async ({ input }) => {
          onCall?.('sendRemovalRequest', input);
          return fake(send, undefined);
        }),
        logout: fromPromise<void, undefined>(async () => {
          onCall?.('logout');
          return fake(logout, undefined);
        }),
      },
    }),
    { input: { email: REMOVAL_EMAIL, product: 'Hearth' } },
  );
}

export type AccountRemovalHarnessProps = RemovalActorOptions & {
  /** Who looks at the account: the owner, or a curator viewing it read-only. @default 'owner' */
  viewer?: 'owner' | 'curator';
  /** Called on the machine's `reload`. */
  onReload: () => void;
  /** Receives the actor once created. */
  onActor?: (actor: AccountRemovalActor) => void;
};

/** The drawer, already opened (as 'Delete my account' does), on the real machine. */
export function AccountRemovalHarness({
  viewer = 'owner',
  onReload,
  onActor,
  ...options
}: AccountRemovalHarnessProps) {
  const actor = useStoryActor(() => createRemovalActor(options));
  useEffect(() => {
    actor.send({ type: 'user.open' });
    onActor?.(actor);
  }, [actor, onActor]);
  const drawer = <AccountRemovalDrawer actor={actor} onReload={onReload} />;
  return viewer === 'curator' ? (
    <AccountViewProvider viewer={{ kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' }}>
      {drawer}
    </AccountViewProvider>
  ) : (
    drawer
  );
}

/** The open Remove account drawer, once visible, as a query scope. */
export async function findDrawer() {
  const drawer = await screen.findByRole('dialog', { name: 'Remove account' });
  await waitFor(() => expect(drawer).toBeVisible());
  return within(drawer);
}
