/** Saved payment cards, shared by the paymentMethods and savedCard flows. */

export type PaymentMethodStatus = 'ACTIVE' | 'INACTIVE' | 'PENDING' | 'PENDING_INACTIVE' | 'DECLINED';

/**
 * DONE, {product}, SMITH, BRAINTREE, IVR_STRIPE, PAYPAL_REST or STRIPE; one of them is named after
 * the product, so the type stays open.
 */
export type BillingAgent = string;

/** The billing agent of the payment screen. */
export const DEFAULT_BILLING_AGENT: BillingAgent = 'DONE';
export const PAYMENT_PROCESSOR = 'STRIPE';

export interface SavedCard {
  cardType: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface PaymentMethod {
  paymentMethodId: number;
  card: SavedCard;
  status: PaymentMethodStatus;
}

export interface LoadCardsInput {
  userId: number;
  billingAgent: BillingAgent;
}

/** Null (or a rejection with status 404) means the customer has no card. */
export type LoadCardsOutput = PaymentMethod[] | null;

/** "Read paymentMethod ... a 404 means no card": such a rejection is an empty list, not a failure. */
export const isNoCardError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export const cardsFrom = (output: LoadCardsOutput | undefined): PaymentMethod[] => output ?? [];

/** Whose cards a flow reads and changes: the user, under the payment screen's billing agent. */
export interface CardOwner {
  userId: number;
  billingAgent: BillingAgent;
}

/** The card owner of a flow's input; the billing agent defaults to the payment screen's. */
export const cardOwnerOf = (input: { userId: number; billingAgent?: BillingAgent }): CardOwner => ({
  userId: input.userId,
  billingAgent: input.billingAgent ?? DEFAULT_BILLING_AGENT,
});

/** The card-list read's input, from the flow's context. */
export const cardListInput = ({ context }: { context: CardOwner }): LoadCardsInput => ({
  userId: context.userId,
  billingAgent: context.billingAgent,
});

/** The cards a card-list read answered (none for null). */
export const cardsRead = ({ event }: { event: { output: LoadCardsOutput } }): PaymentMethod[] =>
  cardsFrom(event.output);

/** Guard: the card-list read failed with a 404, which means no card (an empty list). */
export const answeredNoCard = ({ event }: { event: object }): boolean =>
  'error' in event && isNoCardError(event.error);

/**
 * The invoke of a card-list read, the same in every flow that shows saved cards: its cards are
 * stored (`storeCards`) and the flow goes to `done`; a 404 (`isNoCardError`) is an empty list and
 * goes to `done` too; any other failure takes `failed`.
 */
export const cardListRead = <const Src extends string, const Done extends string, const Failed>(
  src: Src,
  done: Done,
  failed: Failed,
) => ({
  id: src,
  src,
  input: cardListInput,
  onDone: { target: done, actions: [{ type: 'storeCards' as const, params: cardsRead }] },
  onError: [
    {
      guard: 'isNoCardError' as const,
      target: done,
      actions: [{ type: 'storeCards' as const, params: [] as PaymentMethod[] }],
    },
    failed,
  ],
});
