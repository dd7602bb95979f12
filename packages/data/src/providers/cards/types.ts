/**
 * Card tokenisation: the framework-free interface the card-entry UI uses. A provider opens a session per card form; the session reports
 * `{ complete, errors, brand }` to `onChange` listeners and turns the entered card into a token.
 * Two implementations sit behind it: the offline test provider (`offline.ts`) and the real one
 * (Stripe Elements, `stripeElements.ts`; see `stripe.ts` for key and provider selection).
 */

/** The card-entry fields, in display order. */
export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** Brand codes as the real provider reports them while a number is typed. */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What a session reports on every change. `errors` holds the provider's message per field. */
export interface CardEntryState {
  complete: boolean;
  errors: Partial<Record<CardField, string>>;
  brand: CardBrand;
}

export type CardEntryListener = (state: CardEntryState) => void;

/** The customer's name goes with the token: first and last name of the user. */
export interface CreateCardTokenInput {
  name: string;
}

/** Card summary returned with a token (what the saved-card list shows: brand, last four, expiry). */
export interface CardTokenCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
}

/**
 * `validation_error`: the entered card is incomplete or invalid (no request was made).
 * `card_error`: the card was declined; `message` is the provider's wording, shown under the fields.
 */
export type CardTokenErrorType = 'validation_error' | 'card_error';

export interface CardTokenError {
  type: CardTokenErrorType;
  /** Provider code, e.g. `incomplete_number`, `card_declined`, `expired_card`, `incorrect_cvc`. */
  code: string;
  /** For `card_declined`: `generic_decline` or `insufficient_funds`. */
  declineCode?: string;
  /** The field the error belongs to, when there is one. */
  field?: CardField;
  message: string;
}

export type CardTokenResult =
  | { token: string; card: CardTokenCard; error?: undefined }
  | { token?: undefined; card?: undefined; error: CardTokenError };

/**
 * One card form. `mode: 'inputs'` means the UI renders its own four inputs and feeds them through
 * `setValue` / `blur`; `mode: 'mounted'` means the provider renders the inputs itself into elements
 * the UI hands to `mount` (the real provider's hosted fields).
 */
export interface CardEntrySession {
  readonly mode: 'inputs' | 'mounted';
  readonly fields: readonly CardField[];
  /** Used in `inputs` mode: the raw text of a field changed. */
  setValue(field: CardField, value: string): void;
  /** Used in `inputs` mode: the field lost focus (incomplete errors show from then on). */
  blur(field: CardField): void;
  /** Used in `mounted` mode. */
  mount?(targets: Record<CardField, HTMLElement>): void;
  getState(): CardEntryState;
  /** Adds a listener for every change; returns a function that removes it. */
  onChange(listener: CardEntryListener): () => void;
  createToken(input: CreateCardTokenInput): Promise<CardTokenResult>;
  /** Drops every listener; the session cannot be used afterwards. */
  destroy(): void;
}

export type CardProviderKind = 'offline' | 'stripe';

export interface CardProvider {
  readonly kind: CardProviderKind;
  createSession(): CardEntrySession;
}

const BRAND_ICON_SPECIAL: Readonly<Record<string, string>> = {
  'american express': 'amex',
  'diners club': 'diners',
};

/**
 * Icon name for a saved card's brand name: 'American Express' -> 'amex',
 * 'Diners Club' -> 'diners', others lowercased. Surrounding whitespace is ignored.
 */
export function cardBrandIcon(brandName: string): string {
  const lower = brandName.trim().toLowerCase();
  return BRAND_ICON_SPECIAL[lower] ?? lower;
}
