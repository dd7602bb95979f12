/**
 * The real card provider (Stripe): the choice of publishable key and of provider. The Stripe Elements
 * adapter itself is in `stripeElements.ts` (re-exported here); it loads Stripe.js only when a card
 * form is opened, so an app without a key runs on the offline provider and never loads Stripe.
 */
import type { StripeElementStyle } from '@stripe/stripe-js';
import { createOfflineCardProvider, type OfflineCardProviderOptions } from './offline';
import { createStripeCardProvider, type StripeLoader } from './stripeElements';
import type { CardProvider, CardProviderKind } from './types';

export * from './stripeElements';
export * from './stripeMapping';
export { CARD_INPUT_FONT_SIZE } from './stripeStyle';

export const CARD_ENVIRONMENTS = ['local', 'dev', 'qa', 'prod'] as const;
export type CardEnvironment = (typeof CARD_ENVIRONMENTS)[number];

/**
 * Publishable keys from configuration: one live, one test. The same keys serve both
 * billing agents (DONE and {product}), so no billing agent is asked for.
 */
export interface CardPublishableKeys {
  live?: string | undefined;
  test?: string | undefined;
}

export function isCardEnvironment(value: unknown): value is CardEnvironment {
  return typeof value === 'string' && (CARD_ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * The publishable key for an environment: prod uses the live key, local, dev and qa the test key.
 * Returns undefined when that key is not configured (missing or blank). Throws on an unknown
 * environment, and on a key whose prefix does not fit (a test key in prod or a live key outside
 * it), so a misconfiguration cannot charge real cards from a test stack or the reverse.
 */
export function publishableKeyFor(
  environment: CardEnvironment,
  keys: CardPublishableKeys,
): string | undefined {
  if (!isCardEnvironment(environment)) {
    throw new RangeError(
      `Unknown environment '${String(environment)}'; expected ${CARD_ENVIRONMENTS.join(', ')}.`,
    );
  }
  const live = environment === 'prod';
  const key = (live ? keys.live : keys.test)?.trim();
  if (!key) return undefined;
  const prefix = live ? 'pk_live_' : 'pk_test_';
  if (!key.startsWith(prefix)) {
    throw new Error(
      `The ${live ? 'live' : 'test'} card key for '${environment}' must start with '${prefix}'.`,
    );
  }
  return key;
}

export interface SelectCardProviderInput {
  environment: CardEnvironment;
  keys: CardPublishableKeys;
}

/** 'stripe' when the environment's publishable key is configured, else 'offline'. */
export function selectCardProvider({ environment, keys }: SelectCardProviderInput): CardProviderKind {
  return publishableKeyFor(environment, keys) === undefined ? 'offline' : 'stripe';
}

export interface CreateCardProviderInput extends SelectCardProviderInput {
  loadStripe?: StripeLoader;
  style?: StripeElementStyle;
  offline?: OfflineCardProviderOptions;
}

/** The provider `selectCardProvider` picks: Stripe with the environment's key, else offline. */
export function createCardProvider(input: CreateCardProviderInput): CardProvider {
  const publishableKey = publishableKeyFor(input.environment, input.keys);
  if (publishableKey === undefined) return createOfflineCardProvider(input.offline);
  return createStripeCardProvider({
    publishableKey,
    ...(input.loadStripe ? { loadStripe: input.loadStripe } : {}),
    ...(input.style ? { style: input.style } : {}),
  });
}
