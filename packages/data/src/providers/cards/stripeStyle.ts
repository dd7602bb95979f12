import type { StripeElementStyle } from '@stripe/stripe-js';

/** Card input text size, for the hosted fields and the postal-code input alike. */
export const CARD_INPUT_FONT_SIZE = '18px';

/** The app's element style with the spec's text size, which a theme cannot override. */
export function cardElementStyle(style: StripeElementStyle = {}): StripeElementStyle {
  return { ...style, base: { ...style.base, fontSize: CARD_INPUT_FONT_SIZE } };
}
