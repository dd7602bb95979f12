/* Story helpers for Communication Methods: actors of the real machine with fake API calls. */
import {
  type ContactMethod,
  type ContactPreferences,
  contactPreferencesMachine,
  type LoadPreferencesInput,
  mediaForContactMethod,
  type SavePreferencesInput,
} from '@hearth/machines';
import type { ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { AccountViewProvider } from '../shared';
import { ContactPreferencesTable } from './ContactPreferencesTable';

/** What a fake call does: answer, fail with an HTTP status, fail the first time only, or hang. */
export type FakeCall = 'resolve' | 'reject' | 'rejectOnce' | 'pending';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const never = <T,>() => new Promise<T>(() => {});

/** Runs a fake call: `rejectOnce` fails the first of its calls and answers the next ones. */
function fakeCall<T>(kind: FakeCall, calls: { count: number }, value: () => T): Promise<T> {
  calls.count += 1;
  if (kind === 'pending') return never<T>();
  if (kind === 'reject' || (kind === 'rejectOnce' && calls.count === 1)) {
    return Promise.reject(httpError(503));
  }
  return Promise.resolve(value());
}

export type StoredChoice = ContactMethod | 'none';

const media = (choice: StoredChoice) =>
  choice === 'none' ? { sms: false, email: false } : mediaForContactMethod(choice);

export type ContactPreferencesHarnessProps = {
  /** The stored choice of Messages from Pros. */
  pros?: StoredChoice;
  /** The stored choice of Messages from {product}. */
  product?: StoredChoice;
  load?: FakeCall;
  save?: FakeCall;
  /** Called with what Save sends. */
  onSave?: (input: SavePreferencesInput) => void;
  /** A curator viewing a customer's account sees it read-only. */
  viewer?: 'owner' | 'curator';
};

/** Wraps a story in the curator's view of Hana Homeowner's account when asked to. */
export function ViewerFrame({ viewer, children }: { viewer: 'owner' | 'curator'; children: ReactNode }) {
  if (viewer === 'owner') return children;
  return (
    <AccountViewProvider viewer={{ kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' }}>
      {children}
    </AccountViewProvider>
  );
}

export type ContactPreferencesOptions = Omit<ContactPreferencesHarnessProps, 'viewer'> & {
  /** What the actor is started with: the signed-in user, or the e-mailed token. @default { userId: 42 } */
  key?: { userId: number } | { verificationToken: string };
};

/** A contactPreferences actor whose fake server stores what it is sent. */
export function createContactPreferencesActor({
  pros = 'both',
  product = 'email',
  load = 'resolve',
  save = 'resolve',
  onSave,
  key = { userId: 42 },
}: ContactPreferencesOptions = {}) {
  let stored: ContactPreferences = { mediaFromPros: media(pros), mediaFromProduct: media(product) };
  const loads = { count: 0 };
  const saves = { count: 0 };
  return createActor(
    contactPreferencesMachine.provide({
      actors: {
        loadPreferences: fromPromise<ContactPreferences, LoadPreferencesInput>(() =>
          fakeCall(load, loads, () => stored),
        ),
        savePreferences: fromPromise<void, SavePreferencesInput>(({ input }) => {
          onSave?.(input);
          return fakeCall(save, saves, () => {
            stored = { mediaFromPros: input.mediaFromPros, mediaFromProduct: input.mediaFromProduct };
          });
        }),
      },
    }),
    { input: key },
  );
}

/** The table over a contactPreferences actor whose fake server stores what it is sent. */
export function ContactPreferencesHarness({ viewer = 'owner', ...options }: ContactPreferencesHarnessProps) {
  const actor = useStoryActor(() => createContactPreferencesActor(options));
  return (
    <ViewerFrame viewer={viewer}>
      <ContactPreferencesTable actor={actor} />
    </ViewerFrame>
  );
}
