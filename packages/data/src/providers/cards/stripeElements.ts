/**
 * The real card provider: Stripe Elements behind `CardProvider`. Each session renders Stripe's split hosted fields (number, expiry, CVC) and a
 * postal-code input into the UI's four containers, reports `{ complete, errors, brand }` from their
 * change events, and turns the entry into a token with `stripe.createToken`.
 *
 * Stripe.js is loaded on the first `createSession`, never on import, through `@stripe/stripe-js/pure`
 * (the package's main entry injects the script as soon as it is imported).
 */
import type {
  CreateTokenCardData,
  StripeCardCvcElement,
  StripeCardCvcElementOptions,
  StripeCardExpiryElement,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementOptions,
  StripeElementStyle,
  TokenResult,
} from '@stripe/stripe-js';
import { StripeLoadError } from './stripeMapping';
import { createStripeSession } from './stripeSession';
import { cardElementStyle } from './stripeStyle';
import type { CardEntrySession, CardField, CardProvider } from './types';

/** The part of an `Elements` group the adapter uses; Stripe's `StripeElements` has these overloads. */
export interface StripeCardElementsGroup {
  create(elementType: 'cardNumber', options?: StripeCardNumberElementOptions): StripeCardNumberElement;
  create(elementType: 'cardExpiry', options?: StripeCardExpiryElementOptions): StripeCardExpiryElement;
  create(elementType: 'cardCvc', options?: StripeCardCvcElementOptions): StripeCardCvcElement;
}

/** The part of the `Stripe` object the adapter uses (the default loader proves the real one fits). */
export interface StripeCardApi {
  elements(): StripeCardElementsGroup;
  createToken(element: StripeCardNumberElement, data?: CreateTokenCardData): Promise<TokenResult>;
}

/** Same contract as `loadStripe`: the Stripe object, or null when Stripe.js cannot run here. */
export type StripeLoader = (publishableKey: string) => Promise<StripeCardApi | null>;

export const defaultStripeLoader: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

export interface StripeCardProviderOptions {
  /** `pk_live_...` or `pk_test_...`, as chosen by `publishableKeyFor`. */
  publishableKey: string;
  loadStripe?: StripeLoader;
  /** Theme for the hosted fields; the text size is always the spec's 18px. */
  style?: StripeElementStyle;
}

export interface StripeCardEntrySession extends CardEntrySession {
  readonly mode: 'mounted';
  mount(targets: Record<CardField, HTMLElement>): void;
  /** Settles once Stripe.js is loaded and the fields exist; rejects with `StripeLoadError`. */
  readonly ready: Promise<void>;
  /**
   * Called once if Stripe.js or a hosted field fails to load (at once if that already happened);
   * the UI shows 'Error loading Stripe'. Returns a function that removes the listener.
   */
  onLoadError(listener: (error: StripeLoadError) => void): () => void;
}

export interface StripeCardProvider extends CardProvider {
  readonly kind: 'stripe';
  createSession(): StripeCardEntrySession;
}

export function createStripeCardProvider(options: StripeCardProviderOptions): StripeCardProvider {
  const publishableKey = options.publishableKey.trim();
  if (!/^pk_(live|test)_./.test(publishableKey)) {
    throw new Error("The Stripe key must be a publishable key ('pk_live_...' or 'pk_test_...').");
  }
  const loader = options.loadStripe ?? defaultStripeLoader;
  const style = cardElementStyle(options.style);
  let loading: Promise<StripeCardApi> | undefined;

  const load = (): Promise<StripeCardApi> => {
    if (loading) return loading;
    const attempt = (async () => {
      let stripe: StripeCardApi | null;
      try {
        stripe = await loader(publishableKey);
      } catch (cause) {
        throw new StripeLoadError({ cause });
      }
      if (!stripe) throw new StripeLoadError();
      return stripe;
    })();
    loading = attempt;
    // A failed load is forgotten, so the next card form tries again.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };

  return { kind: 'stripe', createSession: () => createStripeSession(load, style) };
}
