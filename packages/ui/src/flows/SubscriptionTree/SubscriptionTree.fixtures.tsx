/* Story helpers for the email-subscription views: actors of the real machines with fake API calls. */
import {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  emailLinkUnsubscribeMachine,
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionGroup,
  type SubscriptionTree as SubscriptionTreeData,
  subscriptionTreeMachine,
  type UnsubscribeInput,
} from '@hearth/machines';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import {
  createContactPreferencesActor,
  ViewerFrame,
} from '../ContactPreferences/ContactPreferences.fixtures';
import { EmailLinkUnsubscribeResult } from './EmailLinkUnsubscribeResult';
import { EmailSubscriptionsPage } from './EmailSubscriptionsPage';
import { SubscriptionTree } from './SubscriptionTree';

export const FIXTURE_EMAIL = 'ann.lee@example.com';

const group = (
  shortCode: string,
  uiName: string,
  uiDescription: string,
  children: SubscriptionGroup[] = [],
): SubscriptionGroup => ({ shortCode, uiName, uiDescription, isUnsubscribed: false, children });

/** Three levels, as the server sends at most (spec 02 §9), every group subscribed. */
const allSubscribed: SubscriptionGroup[] = [
  group('NEWSLETTER', 'Newsletter', 'Home tips, seasonal checklists and product news.', [
    group('NEWSLETTER_WEEKLY', 'Weekly digest', 'New articles every Monday.'),
    group('NEWSLETTER_DEALS', 'Deals and offers', 'Discounts on home services.', [
      group('DEALS_LOCAL', 'Local deals', 'Offers from pros near you.'),
      group('DEALS_NATIONAL', 'National deals', 'Offers available everywhere.'),
    ]),
  ]),
  group('MOVE_IN', 'Move-In Experience', 'Help setting up your new home after a move.', [
    group('MOVE_IN_CHECKLIST', 'Moving checklist', 'What to do in the weeks around moving day.'),
    group('MOVE_IN_UTILITIES', 'Utility reminders', 'When to set up power, water and internet.'),
  ]),
  group('PRODUCT_UPDATES', 'Product updates', ''),
];

/** The same tree with these groups (and, for a parent, all its descendants) unsubscribed. */
function unsubscribed(codes: readonly string[], groups: readonly SubscriptionGroup[] = allSubscribed) {
  const mark = (list: readonly SubscriptionGroup[], all: boolean): SubscriptionGroup[] =>
    list.map((item) => {
      const off = all || codes.includes(item.shortCode);
      return { ...item, isUnsubscribed: off, children: mark(item.children ?? [], off) };
    });
  return mark(groups, false);
}

/** The trees the fake load returns. The server may send a stale parent: the machine recomputes it. */
export const subscriptionTrees = {
  allSubscribed,
  /** Newsletter off: its children are hidden. */
  newsletterUnsubscribed: unsubscribed(['NEWSLETTER']),
  /** National deals off: 'Deals and offers' and 'Newsletter' are partly subscribed. */
  mixed: unsubscribed(['DEALS_NATIONAL']),
  allUnsubscribed: unsubscribed(['NEWSLETTER', 'MOVE_IN', 'PRODUCT_UPDATES']),
  empty: [],
} satisfies Record<string, SubscriptionTreeData>;
export type SubscriptionTreeName = keyof typeof subscriptionTrees;

/** What a fake call does: answer, fail with an HTTP status, fail the first time only, or hang. */
export type FakeCall = 'resolve' | 'reject' | 'rejectOnce' | 'pending';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const never = <T,>() => new Promise<T>(() => {});

export type SubscriptionTreeOptions = {
  tree?: SubscriptionTreeName;
  load?: FakeCall;
  save?: FakeCall;
  /** Called with what Save sends (the unsubscribed codes at every level, the source). */
  onSave?: (input: SaveSubscriptionsInput) => void;
};

/** A subscriptionTree actor whose fake server saves what it is sent and sends the tree back. */
export function createSubscriptionTreeActor({
  tree = 'allSubscribed',
  load = 'resolve',
  save = 'resolve',
  onSave,
}: SubscriptionTreeOptions = {}) {
  let loads = 0;
  let saves = 0;
  return createActor(
    subscriptionTreeMachine.provide({
      actors: {
        loadSubscriptions: fromPromise<SubscriptionTreeData, LoadSubscriptionsInput>(async () => {
          loads += 1;
          if (load === 'pending') return never();
          if (load === 'reject' || (load === 'rejectOnce' && loads === 1)) throw httpError(503);
          return subscriptionTrees[tree];
        }),
        saveSubscriptions: fromPromise<SubscriptionTreeData, SaveSubscriptionsInput>(async ({ input }) => {
          saves += 1;
          onSave?.(input);
          if (save === 'pending') return never();
          if (save === 'reject' || (save === 'rejectOnce' && saves === 1)) throw httpError(500);
          return unsubscribed(input.groupShortCodes, subscriptionTrees[tree]);
        }),
      },
    }),
    { input: { email: FIXTURE_EMAIL, source: 'SUBSCRIPTION_PAGE' } },
  );
}

/** What the email link leads to: each list's success, a failed call, an unknown code, no email. */
export type UnsubscribeLinkResult =
  | 'newsletter'
  | 'moveIn'
  | 'failure'
  | 'unknownCode'
  | 'working'
  | 'noEmail';

const linkShortCodes: Record<UnsubscribeLinkResult, string> = {
  newsletter: 'NEWSLETTER',
  moveIn: 'MOVE_IN',
  failure: 'NEWSLETTER',
  unknownCode: 'NEWSLETTER_WEEKLY',
  working: 'NEWSLETTER',
  noEmail: 'NEWSLETTER',
};

export type UnsubscribeLinkOptions = {
  result: UnsubscribeLinkResult;
  /** Receives the machine's `redirect` events; attached before the actor starts, as the app must. */
  onRedirect?: (to: string) => void;
};

/** An emailLinkUnsubscribe actor of the real machine, its token lookup and call faked. */
export function createUnsubscribeLinkActor({ result, onRedirect }: UnsubscribeLinkOptions) {
  const actor = createActor(
    emailLinkUnsubscribeMachine.provide({
      actors: {
        decryptToken: fromPromise<DecryptTokenOutput, DecryptTokenInput>(async () => {
          if (result === 'working') return never();
          return { decryptedData: result === 'noEmail' ? null : FIXTURE_EMAIL };
        }),
        unsubscribe: fromPromise<unknown, UnsubscribeInput>(async () => {
          if (result === 'failure') throw httpError(500);
          return {};
        }),
      },
    }),
    { input: { token: 'a1b2c3', shortCode: linkShortCodes[result] } },
  );
  actor.on('redirect', (event) => onRedirect?.(event.to));
  return actor;
}

export type SubscriptionTreeHarnessProps = SubscriptionTreeOptions & {
  /** A curator opening a customer's by-id page sees the tree read-only. @default 'owner' */
  viewer?: 'owner' | 'curator';
};

export function SubscriptionTreeHarness({ viewer = 'owner', ...options }: SubscriptionTreeHarnessProps) {
  const actor = useStoryActor(() => createSubscriptionTreeActor(options));
  return (
    <ViewerFrame viewer={viewer}>
      <SubscriptionTree actor={actor} />
    </ViewerFrame>
  );
}

export function EmailLinkUnsubscribeResultHarness(props: UnsubscribeLinkOptions) {
  const actor = useStoryActor(() => createUnsubscribeLinkActor(props));
  return <EmailLinkUnsubscribeResult actor={actor} />;
}

export type EmailSubscriptionsPageHarnessProps = SubscriptionTreeOptions & {
  /** The unsubscribe link the page was opened from, if any. */
  link?: UnsubscribeLinkResult;
  onRedirect?: (to: string) => void;
  /** Leave the tree out, as the app does while it has no email (a link that redirects to log in). */
  withoutTree?: boolean;
  /** The link carried the contact preferences' token: Communication Methods show too. */
  withContactPreferences?: boolean;
};

export function EmailSubscriptionsPageHarness({
  link,
  onRedirect,
  withoutTree = false,
  withContactPreferences = false,
  ...treeOptions
}: EmailSubscriptionsPageHarnessProps) {
  const tree = useStoryActor(() => createSubscriptionTreeActor(treeOptions));
  const preferences = useStoryActor(() =>
    createContactPreferencesActor({ key: { verificationToken: '5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a13' } }),
  );
  const unsubscribe = useStoryActor(() =>
    createUnsubscribeLinkActor({ result: link ?? 'newsletter', onRedirect }),
  );
  return (
    <EmailSubscriptionsPage
      actor={withoutTree ? undefined : tree}
      email={withoutTree ? undefined : FIXTURE_EMAIL}
      unsubscribe={link ? unsubscribe : undefined}
      contactPreferences={withContactPreferences ? preferences : undefined}
    />
  );
}
