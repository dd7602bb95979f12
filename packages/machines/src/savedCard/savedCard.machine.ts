import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import {
  answeredNoCard,
  type BillingAgent,
  cardListRead,
  cardOwnerOf,
  type LoadCardsInput,
  type LoadCardsOutput,
  type PaymentMethod,
} from '../cards/cards';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';

export interface SavedCardInput {
  userId: number;
  /** The card behind this Remove Card action. */
  paymentMethodId: number;
  /** @default 'DONE' */
  billingAgent?: BillingAgent;
}

/** Update paymentMethod: the card is not deleted, its status becomes INACTIVE. */
export interface DeactivateCardInput {
  userId: number;
  paymentMethodId: number;
  billingAgent: BillingAgent;
  status: 'INACTIVE';
}

interface SavedCardContext {
  userId: number;
  paymentMethodId: number;
  billingAgent: BillingAgent;
  /** The reloaded list, once the card is removed. */
  cards: PaymentMethod[];
  error: Message | null;
}

export type SavedCardEvent = { type: 'user.remove' } | { type: 'user.confirm' } | { type: 'user.cancel' };
export type SavedCardEmitted = { type: 'cardsReloaded'; cards: PaymentMethod[] };

const ID = 'savedCard';

/**
 * Remove Card -> Confirm Remove dialog (Yes / No) -> the card's status set to INACTIVE -> the
 * cards reloaded (emitted as `cardsReloaded` and the machine's output).
 * Tags: `confirming` (the dialog is open), `busy`, `error` (context.error), `success`.
 */
export const savedCardMachine = setup({
  types: {
    input: {} as SavedCardInput,
    context: {} as SavedCardContext,
    events: {} as SavedCardEvent,
    emitted: {} as SavedCardEmitted,
    output: {} as { cards: PaymentMethod[] },
  },
  actors: {
    deactivateCard: notProvided<void, DeactivateCardInput>(ID, 'deactivateCard'),
    reloadCards: notProvided<LoadCardsOutput, LoadCardsInput>(ID, 'reloadCards'),
  },
  guards: {
    isNoCardError: answeredNoCard,
  },
  actions: {
    clearError: assign({ error: null }),
    showRemoveFailed: assign({
      error: ({ event }) =>
        unlessPageExpired((event as { error?: unknown }).error, messages.paymentMethods.removeFailed),
    }),
    // The card is already inactive; only the list is stale.
    showReloadFailed: assign({ error: messages.paymentMethods.reloadFailed }),
    storeCards: assign({ cards: (_, cards: PaymentMethod[]) => cards }),
    announceCards: emit(({ context }) => ({ type: 'cardsReloaded' as const, cards: context.cards })),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    ...cardOwnerOf(input),
    paymentMethodId: input.paymentMethodId,
    cards: [],
    error: null,
  }),
  initial: 'idle',
  output: ({ context }) => ({ cards: context.cards }),
  states: {
    idle: {
      on: { 'user.remove': 'confirming' },
    },
    confirming: {
      tags: ['confirming'],
      on: { 'user.confirm': 'removing', 'user.cancel': 'idle' },
    },
    removing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'deactivateCard',
        src: 'deactivateCard',
        input: ({ context }) => ({
          userId: context.userId,
          paymentMethodId: context.paymentMethodId,
          billingAgent: context.billingAgent,
          status: 'INACTIVE' as const,
        }),
        onDone: 'reloading',
        onError: { target: 'failed', actions: 'showRemoveFailed' },
      },
    },
    reloading: {
      tags: ['busy'],
      // Removing the last card leaves none: the 404 is an empty list.
      invoke: cardListRead('reloadCards', 'removed', { target: 'failed', actions: 'showReloadFailed' }),
    },
    failed: {
      tags: ['error'],
      on: { 'user.remove': 'confirming' },
    },
    removed: {
      type: 'final',
      tags: ['success'],
      entry: 'announceCards',
    },
  },
});
