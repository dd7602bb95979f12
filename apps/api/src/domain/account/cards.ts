/**
 * Turns a card token into the saved card's summary. This reference API has no card processor
 * account, so it knows two kinds of token:
 * - Stripe's documented test tokens (`tok_visa`, `tok_amex`, `tok_chargeDeclined`...), whose cards
 *   are fixed; they get an expiry of December next year.
 * - The offline card provider's `tok_offline_<24 hex>`, which carry no card data: the client sends
 *   the summary the provider returned with it. Refused in prod, where only real tokens may pass.
 * Anything else (including real `tok_...` tokens, which would need the processor's secret key) is
 * an unknown token: 400.
 */
import type { CardBrand, PaymentMethod } from '@hearth/data';
import { badRequest } from '../../errors';

type KnownBrand = Exclude<CardBrand, 'unknown'>;

/** Brand names as saved and shown (spec 02 §9 maps 'American Express' and 'Diners Club' to icons). */
export const CARD_TYPE_NAMES: Record<KnownBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const STRIPE_TEST_TOKENS: Readonly<Record<string, { brand: KnownBrand; last4: string }>> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_visa_debit: { brand: 'visa', last4: '5556' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_mastercard_debit: { brand: 'mastercard', last4: '8210' },
  tok_mastercard_prepaid: { brand: 'mastercard', last4: '5100' },
  tok_amex: { brand: 'amex', last4: '0005' },
  tok_discover: { brand: 'discover', last4: '1117' },
  tok_diners: { brand: 'diners', last4: '0004' },
  tok_jcb: { brand: 'jcb', last4: '0505' },
  tok_unionpay: { brand: 'unionpay', last4: '0005' },
};

const STRIPE_DECLINING_TOKENS = new Set([
  'tok_chargeDeclined',
  'tok_chargeDeclinedInsufficientFunds',
  'tok_chargeDeclinedFraudulent',
  'tok_chargeDeclinedIncorrectCvc',
  'tok_chargeDeclinedExpiredCard',
  'tok_chargeDeclinedProcessingError',
]);

export const OFFLINE_TOKEN = /^tok_offline_[0-9a-f]{24}$/;

export const CARD_TOKEN_MESSAGES = {
  unknown: 'Unknown card token.',
  declined: 'Your card was declined.',
  offlineNeedsCard: 'An offline card token needs the card summary the card provider returned with it.',
  offlineInProd: 'Offline card tokens are not accepted in production.',
  expired: 'Your card has expired.',
} as const;

export type OfflineCard = { brand: CardBrand; last4: string; expMonth: number; expYear: number };

const refuse = (message: string, field = 'creditCardToken') => badRequest(message, { [field]: [message] });

export function resolveCardToken(
  token: string,
  card: OfflineCard | undefined,
  options: { environment: string; now?: Date },
): PaymentMethod['card'] {
  const now = options.now ?? new Date();
  if (STRIPE_DECLINING_TOKENS.has(token)) throw refuse(CARD_TOKEN_MESSAGES.declined);
  const test = STRIPE_TEST_TOKENS[token];
  if (test) {
    return {
      cardType: CARD_TYPE_NAMES[test.brand],
      lastFour: test.last4,
      expiryMonth: 12,
      expiryYear: now.getFullYear() + 1,
    };
  }
  if (!OFFLINE_TOKEN.test(token)) throw refuse(CARD_TOKEN_MESSAGES.unknown);
  if (options.environment === 'prod') throw refuse(CARD_TOKEN_MESSAGES.offlineInProd);
  if (!card || card.brand === 'unknown') throw refuse(CARD_TOKEN_MESSAGES.offlineNeedsCard, 'card');
  const expired =
    card.expYear < now.getFullYear() ||
    (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1);
  if (expired) throw refuse(CARD_TOKEN_MESSAGES.expired, 'card');
  return {
    cardType: CARD_TYPE_NAMES[card.brand],
    lastFour: card.last4,
    expiryMonth: card.expMonth,
    expiryYear: card.expYear,
  };
}
