import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import {
  answeredNoCard,
  type BillingAgent,
  cardListInput,
  cardListRead,
  cardOwnerOf,
  cardsRead,
  type LoadCardsInput,
  type LoadCardsOutput,
  PAYMENT_PROCESSOR,
  type PaymentMethod,
} from '../cards/cards';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';

export interface PaymentMethodsInput {
  userId: number;
  /** The customer's name, given to the card provider with the card. */
  firstName: string;
  lastName: string;
  /** @default 'DONE' */
  billingAgent?: BillingAgent;
}

/**
 * The card provider turns the entered card into a token; `name` is the customer's "First Last".
 * When the provider refuses the card (declined, expired...), reject with a `CardRefusedError`:
 * its message is the provider's own wording, shown under the card fields.
 */
export interface TokenizeCardInput {
  name: string;
}

export class CardRefusedError extends Error {
  override name = 'CardRefusedError';
}

const providerMessageOf = (error: unknown): string | null =>
  error instanceof CardRefusedError ? error.message : null;

export interface CreateCardInput {
  userId: number;
  billingAgent: BillingAgent;
  creditCardToken: string;
  paymentProcessor: typeof PAYMENT_PROCESSOR;
}

interface PaymentMethodsContext {
  userId: number;
  customerName: string;
  billingAgent: BillingAgent;
  cards: PaymentMethod[];
  /** The card provider reports the entry complete. */
  cardComplete: boolean;
  creditCardToken: string | null;
  error: Message | null;
  /** The second line of the crash message. */
  errorDetail: Message | null;
  /** The card provider's reason for refusing the entered card ('Your card was declined.'). */
  providerError: string | null;
}

export type PaymentMethodsEvent =
  | { type: 'user.showForm' }
  | { type: 'user.showList' }
  | { type: 'user.cardEntryChanged'; complete: boolean }
  | { type: 'user.save' }
  /** Yes, replace the saved card with the one entered (one card per account). */
  | { type: 'user.confirmReplace' }
  /** No, keep the saved card: back to the entered card, nothing sent. */
  | { type: 'user.cancelReplace' }
  | { type: 'user.retry' }
  /** A card was removed elsewhere (the savedCard flow's `cardsReloaded`). */
  | { type: 'api.cardsChanged'; cards: PaymentMethod[] }
  /** The card provider's controls failed to load or crashed. */
  | { type: 'api.controlCrashed' };

const ID = 'paymentMethods';

/**
 * Saved cards: loads them (a 404 is no card), opens the card form when there is none, and saves
 * a new card: token from the card provider, then create, then reload.
 *
 * One card per account: the card read answers one card or 404, and saving a card
 * makes it the active one. So with a card saved, Save first asks (`confirmReplace` tag, naming the
 * saved card): `user.confirmReplace` saves the new one in its place, `user.cancelReplace` keeps it.
 * Tags: `busy` (loading or saving), `list` / `form` (which view shows), `confirmReplace`, `error`
 * (context.error), `crashed` (the payment controls are gone; refresh the page).
 */
export const paymentMethodsMachine = setup({
  types: {
    input: {} as PaymentMethodsInput,
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
  },
  actors: {
    loadCards: notProvided<LoadCardsOutput, LoadCardsInput>(ID, 'loadCards'),
    tokenizeCard: notProvided<string, TokenizeCardInput>(ID, 'tokenizeCard'),
    createCard: notProvided<void, CreateCardInput>(ID, 'createCard'),
  },
  guards: {
    hasNoCards: ({ context }) => context.cards.length === 0,
    isNoCardError: answeredNoCard,
    canSaveCard: ({ context }) => context.cardComplete,
    replacesCard: ({ context }) => context.cardComplete && context.cards.length > 0,
  },
  actions: {
    storeCards: assign({ cards: (_, cards: PaymentMethod[]) => cards }),
    storeCardEntry: assign({
      cardComplete: ({ event }) => (event.type === 'user.cardEntryChanged' ? event.complete : false),
      providerError: null,
    }),
    resetCardEntry: assign({ cardComplete: false, creditCardToken: null }),
    storeToken: assign({ creditCardToken: (_, token: string) => token }),
    clearError: assign({ error: null, errorDetail: null, providerError: null }),
    showAddFailed: assign({
      error: ({ event }) =>
        unlessPageExpired((event as { error?: unknown }).error, messages.paymentMethods.addFailed),
    }),
    showCardRefused: assign({
      error: messages.paymentMethods.addFailed,
      providerError: ({ event }) => ('error' in event ? providerMessageOf(event.error) : null),
    }),
    showLoadFailed: assign({ error: messages.paymentMethods.reloadFailed }),
    showCrash: assign({
      error: messages.paymentMethods.stripeLoadFailed,
      errorDetail: messages.paymentMethods.controlsCrashed,
    }),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    ...cardOwnerOf(input),
    customerName: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
    cards: [],
    cardComplete: false,
    creditCardToken: null,
    error: null,
    errorDetail: null,
    providerError: null,
  }),
  initial: 'loading',
  on: {
    'api.controlCrashed': { target: '.crashed', actions: 'showCrash' },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: cardListRead('loadCards', 'ready.opening', { target: 'loadFailed', actions: 'showLoadFailed' }),
    },
    loadFailed: {
      tags: ['error'],
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'opening',
      on: { 'api.cardsChanged': { actions: [{ type: 'storeCards', params: ({ event }) => event.cards }] } },
      states: {
        // The card form starts open when no card exists.
        opening: { always: [{ guard: 'hasNoCards', target: 'form' }, { target: 'list' }] },
        list: {
          tags: ['list'],
          on: { 'user.showForm': 'form' },
        },
        form: {
          tags: ['form'],
          initial: 'entering',
          entry: 'resetCardEntry',
          states: {
            entering: {
              on: {
                'user.cardEntryChanged': { actions: 'storeCardEntry' },
                'user.save': [
                  { guard: 'replacesCard', target: 'confirmingReplace' },
                  { guard: 'canSaveCard', target: 'tokenizing' },
                ],
                'user.showList': '#paymentMethods.ready.list',
              },
            },
            // A card is saved already and only one is kept: ask before replacing it.
            confirmingReplace: {
              tags: ['confirmReplace'],
              on: {
                'user.confirmReplace': 'tokenizing',
                'user.cancelReplace': 'entering',
              },
            },
            tokenizing: {
              tags: ['busy'],
              entry: 'clearError',
              invoke: {
                id: 'tokenizeCard',
                src: 'tokenizeCard',
                input: ({ context }) => ({ name: context.customerName }),
                onDone: {
                  target: 'creating',
                  actions: [{ type: 'storeToken', params: ({ event }) => event.output }],
                },
                onError: { target: 'entering', actions: 'showCardRefused' },
              },
            },
            creating: {
              tags: ['busy'],
              invoke: {
                id: 'createCard',
                src: 'createCard',
                input: ({ context }) => ({
                  userId: context.userId,
                  billingAgent: context.billingAgent,
                  creditCardToken: context.creditCardToken ?? '',
                  paymentProcessor: PAYMENT_PROCESSOR,
                }),
                onDone: 'reloading',
                onError: { target: 'entering', actions: 'showAddFailed' },
              },
            },
            reloading: {
              tags: ['busy'],
              invoke: {
                id: 'reloadCards',
                src: 'loadCards',
                input: cardListInput,
                onDone: {
                  target: '#paymentMethods.ready.list',
                  actions: [{ type: 'storeCards', params: cardsRead }],
                },
                onError: { target: '#paymentMethods.loadFailed', actions: 'showLoadFailed' },
              },
            },
          },
        },
      },
    },
    // Only a page refresh brings the controls back.
    crashed: {
      type: 'final',
      tags: ['error', 'crashed'],
      on: { 'api.controlCrashed': {} },
    },
  },
});
