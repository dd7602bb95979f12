import { defaultStripeLoader } from '@hearth/data';
import { useEffect } from 'react';

const CARD_KEY = import.meta.env.VITE_HEARTH_STRIPE_KEY as string | undefined;

/**
 * The sign-up page loads the card-payment script (spec 01 §2), so a card can be taken right after
 * the account exists. Only when a card key is configured: without one the offline provider needs
 * no script, and no other page pays for it (the loader is a separate chunk).
 */
export function CardScriptSlot() {
  useEffect(() => {
    if (!CARD_KEY) return;
    defaultStripeLoader(CARD_KEY).catch((error: unknown) => console.warn('Card script not loaded', error));
  }, []);
  return null;
}
