/** Saved payment cards (spec 02 §3, §7): what the paymentMethods and cardRemoval flows share. */

export type PaymentMethodStatus = 'ACTIVE' | 'INACTIVE' | 'PENDING' | 'PENDING_INACTIVE' | 'DECLINED';

/**
 * DONE, {product}, SMITH, BRAINTREE, IVR_STRIPE, PAYPAL_REST or STRIPE; one of them is named after
 * the product, so the type stays open.
 */
export type BillingAgent = string;

/** The billing agent of the payment screen (spec 02 §3). */
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
