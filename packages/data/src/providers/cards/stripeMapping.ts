/**
 * Pure mapping between Stripe.js shapes (change events, `createToken` results) and the card
 * interface in `types.ts`. Kept apart from the Elements adapter so it can be tested on its own.
 */
import type { StripeError, TokenResult } from '@stripe/stripe-js';
import { CARD_BRANDS, type CardBrand, type CardField, type CardTokenResult, cardBrandIcon } from './types';

/** What the UI shows when Stripe.js or its hosted fields cannot be loaded. */
export const STRIPE_LOAD_ERROR_MESSAGE = 'Error loading Stripe';

/** Stripe.js could not be loaded (script blocked, offline, no browser) or a hosted field failed. */
export class StripeLoadError extends Error {
  override readonly name = 'StripeLoadError';

  constructor(options?: { cause?: unknown }) {
    super(STRIPE_LOAD_ERROR_MESSAGE, options);
  }
}

/**
 * Stripe answered `createToken` with an error that is neither about the entered card
 * (`validation_error`) nor a decline (`card_error`): network, rate limit, bad key, Stripe outage.
 * Nothing under the fields can fix it, so `createToken` rejects with this instead of resolving.
 */
export class StripeRequestError extends Error {
  override readonly name = 'StripeRequestError';
  readonly type: StripeError['type'];
  readonly code: string | undefined;

  constructor(error: StripeError) {
    super(error.message ?? `Stripe request failed (${error.type}).`);
    this.type = error.type;
    this.code = error.code;
  }
}

const KNOWN_BRANDS: ReadonlySet<string> = new Set(CARD_BRANDS);

/**
 * Brand from either Stripe spelling: the change event's code ('visa', 'amex', ...) or a token
 * card's display name ('Visa', 'American Express', 'Diners Club', 'MasterCard', ...). Brands we
 * do not list (e.g. 'Cartes Bancaires') become 'unknown'.
 */
export function toCardBrand(stripeBrand: string | null | undefined): CardBrand {
  if (!stripeBrand) return 'unknown';
  const code = cardBrandIcon(stripeBrand);
  return KNOWN_BRANDS.has(code) ? (code as CardBrand) : 'unknown';
}

const FIELD_BY_PARAM: Readonly<Record<string, CardField>> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  address_zip: 'postalCode',
};

/**
 * The field an error belongs to: from `param` when Stripe sends one (card errors such as
 * `expired_card` -> `exp_month`), else from the code (`incomplete_number`, `invalid_expiry_year_past`,
 * `incorrect_cvc`, `incomplete_zip`, ...). Declines (`card_declined`) belong to no field.
 */
export function stripeErrorField(error: Pick<StripeError, 'code' | 'param'>): CardField | undefined {
  const byParam = error.param ? FIELD_BY_PARAM[error.param] : undefined;
  if (byParam) return byParam;
  const code = error.code ?? '';
  if (/_number$/.test(code)) return 'number';
  if (/expiry|^expired_card$/.test(code)) return 'expiry';
  if (/_cvc$/.test(code)) return 'cvc';
  if (/_zip$/.test(code)) return 'postalCode';
  return undefined;
}

/**
 * Maps `stripe.createToken`'s answer to ours. `fallbackName` is used when the token's card carries
 * no name. Throws `StripeRequestError` for errors other than validation and card errors.
 */
export function toCardTokenResult(result: TokenResult, fallbackName: string): CardTokenResult {
  if (result.error) {
    const { error } = result;
    if (error.type !== 'validation_error' && error.type !== 'card_error') {
      throw new StripeRequestError(error);
    }
    const field = stripeErrorField(error);
    return {
      error: {
        type: error.type,
        code: error.code ?? error.type,
        ...(error.decline_code ? { declineCode: error.decline_code } : {}),
        ...(field ? { field } : {}),
        message: error.message ?? 'Your card could not be saved.',
      },
    };
  }
  const { card } = result.token;
  if (!card) throw new Error(`Stripe returned token ${result.token.id} without a card.`);
  return {
    token: result.token.id,
    card: {
      brand: toCardBrand(card.brand),
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      name: card.name ?? fallbackName,
    },
  };
}
