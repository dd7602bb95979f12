/**
 * The real card provider (Stripe). The Stripe Elements adapter itself is still to do: it needs
 * `@stripe/stripe-js`, which is not a dependency yet. What is here is the choice of publishable key
 * and of provider, so the app can already run with the offline provider when no key is configured.
 */
import type { CardProviderKind } from './types';

export const CARD_ENVIRONMENTS = ['local', 'dev', 'qa', 'prod'] as const;
export type CardEnvironment = (typeof CARD_ENVIRONMENTS)[number];

/**
 * Publishable keys from configuration: one live, one test (spec 02 §7). The same keys serve both
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
