/* Story helpers for the subscription tree: an actor of the real machine with fake API calls. */
import {
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionGroup,
  type SubscriptionTree as SubscriptionTreeData,
  subscriptionTreeMachine,
} from '@hearth/machines';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { ViewerFrame } from '../ContactPreferences/ContactPreferences.fixtures';
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

export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
export const never = <T,>() => new Promise<T>(() => {});

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
