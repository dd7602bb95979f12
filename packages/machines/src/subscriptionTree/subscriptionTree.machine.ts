import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import {
  isDirty,
  recomputeParents,
  type SubscriptionGroup,
  type SubscriptionTree,
  setAll,
  toggleGroup,
  unsubscribedCodes,
} from './tree';

/** Where a save comes from; an email-link unsubscribe uses EMAIL_LINK (see emailLinkUnsubscribe). */
export type SubscriptionSource = 'BACKPORCH' | 'SUBSCRIPTION_PAGE';

export type SubscriptionTreeInput = { email: string; source: SubscriptionSource };

export type LoadSubscriptionsInput = { email: string };
export type SaveSubscriptionsInput = { email: string; groupShortCodes: string[]; source: SubscriptionSource };

type Context = {
  email: string;
  source: SubscriptionSource;
  /** The tree as last loaded or saved: what Save compares against. */
  saved: SubscriptionGroup[];
  /** The tree as the person has set it. */
  groups: SubscriptionGroup[];
  error: Message | null;
};

type Events =
  | { type: 'user.toggleGroup'; shortCode: string; subscribed: boolean }
  | { type: 'user.toggleUnsubscribeAll'; checked: boolean }
  | { type: 'user.save' }
  | { type: 'user.retry' };

/**
 * General Communications: the subscription group tree with a toggle per group and 'Unsubscribe
 * from all'. Save (updateAllSubscriptions) sends the codes of every unsubscribed group; the
 * result replaces the tree. Save is possible only when `snapshot.can({ type: 'user.save' })`.
 * Tags: `busy` (loading, saving), `saving`, `ready` (tree loaded), `error` (load or save failed;
 * the save message is in `context.error`).
 */
export const subscriptionTreeMachine = setup({
  types: {
    input: {} as SubscriptionTreeInput,
    context: {} as Context,
    events: {} as Events,
  },
  actors: {
    loadSubscriptions: notProvided<SubscriptionTree, LoadSubscriptionsInput>(
      'subscriptionTree',
      'loadSubscriptions',
    ),
    saveSubscriptions: notProvided<SubscriptionTree, SaveSubscriptionsInput>(
      'subscriptionTree',
      'saveSubscriptions',
    ),
  },
  guards: {
    isDirty: ({ context }) => isDirty(context.saved, context.groups),
  },
  actions: {
    // Parents are recomputed on arrival, so what shows always follows the any-child rule.
    resetTo: assign((_, tree: SubscriptionTree) => {
      const groups = recomputeParents(tree);
      return { saved: groups, groups };
    }),
    toggleGroup: assign({
      groups: ({ context, event }) =>
        event.type === 'user.toggleGroup'
          ? toggleGroup(context.groups, event.shortCode, !event.subscribed)
          : context.groups,
    }),
    toggleAll: assign({
      groups: ({ context, event }) =>
        event.type === 'user.toggleUnsubscribeAll' ? setAll(context.groups, event.checked) : context.groups,
    }),
    clearError: assign({ error: null }),
    // The spec names no message for this save; the closest one in the catalogue is the
    // email-settings failure.
    showSaveError: assign({
      error: ({ event }) =>
        unlessPageExpired(
          (event as { error?: unknown }).error,
          messages.emailSubscriptions.unsubscribeFailed,
        ),
    }),
  },
}).createMachine({
  id: 'subscriptionTree',
  context: ({ input }) => ({ email: input.email, source: input.source, saved: [], groups: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSubscriptions',
        src: 'loadSubscriptions',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'ready', actions: { type: 'resetTo', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: ['error'], on: { 'user.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {},
        saveFailed: { tags: ['error'] },
      },
      on: {
        'user.toggleGroup': { actions: 'toggleGroup' },
        'user.toggleUnsubscribeAll': { actions: 'toggleAll' },
        'user.save': { guard: 'isDirty', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      entry: 'clearError',
      invoke: {
        id: 'saveSubscriptions',
        src: 'saveSubscriptions',
        input: ({ context }) => ({
          email: context.email,
          groupShortCodes: unsubscribedCodes(context.groups),
          source: context.source,
        }),
        onDone: { target: 'ready', actions: { type: 'resetTo', params: ({ event }) => event.output } },
        onError: { target: 'ready.saveFailed', actions: 'showSaveError' },
      },
    },
  },
});
