/**
 * Saved cards wired to the API and the card provider (spec 02 §9). Its own module, so the card
 * provider's code loads with the Payment Methods panel only (pages/account/AccountScreen.tsx).
 */
import {
  BILLING_AGENTS,
  type CardEntrySession,
  type CardTokenCard,
  createCardProvider,
  paymentMethodResource,
} from '@hearth/data';
import {
  CardRefusedError,
  type CreateCardInput,
  type LoadCardsInput,
  type LoadCardsOutput,
  paymentMethodsMachine,
  type TokenizeCardInput,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

/** Publishable keys: live in prod, test elsewhere; no key for the environment means the offline provider. */
const CARD_KEYS = {
  live: import.meta.env.VITE_HEARTH_STRIPE_LIVE_KEY as string | undefined,
  test: import.meta.env.VITE_HEARTH_STRIPE_KEY as string | undefined,
};

type OfflineCardSummary = Pick<CardTokenCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>;
type ApiBillingAgent = (typeof BILLING_AGENTS)[number];

/** The machine keeps the billing agent open-ended; the API knows a fixed list. */
export function billingAgentOf(value: string): ApiBillingAgent {
  const known = BILLING_AGENTS.find((agent) => agent === value);
  if (!known) throw new Error(`Unknown billing agent '${value}'.`);
  return known;
}

/** The user's saved card of the billing agent (the API keeps one). */
export const loadCards = fromPromise<LoadCardsOutput, LoadCardsInput>(async ({ input, signal }) => {
  const card = await client.call(
    paymentMethodResource.read,
    { userId: input.userId, billingAgent: billingAgentOf(input.billingAgent) },
    { signal },
  );
  return [card];
});

/**
 * Saved cards for one panel: the card form's sessions come from the card provider, and the token
 * comes from the session open when Save was pressed. The offline provider's tokens carry their
 * card summary, which the API needs (nothing else can look such a token up).
 */
export function paymentMachinesFor() {
  const provider = createCardProvider({ environment: client.environment, keys: CARD_KEYS });
  let session: CardEntrySession | null = null;
  let offlineCard: OfflineCardSummary | undefined;
  const methods = paymentMethodsMachine.provide({
    actors: {
      loadCards,
      tokenizeCard: fromPromise<string, TokenizeCardInput>(async ({ input }) => {
        if (!session) throw new Error('The card form is not open.');
        const result = await session.createToken({ name: input.name });
        if (result.error) throw new CardRefusedError(result.error.message);
        offlineCard = result.token.startsWith('tok_offline_')
          ? {
              brand: result.card.brand,
              last4: result.card.last4,
              expMonth: result.card.expMonth,
              expYear: result.card.expYear,
            }
          : undefined;
        return result.token;
      }),
      createCard: fromPromise<void, CreateCardInput>(async ({ input }) => {
        await client.call(paymentMethodResource.create, {
          userId: input.userId,
          billingAgent: billingAgentOf(input.billingAgent),
          creditCardToken: input.creditCardToken,
          paymentProcessor: input.paymentProcessor,
          ...(offlineCard ? { card: offlineCard } : {}),
        });
      }),
    },
  });
  const createCardEntry = () => {
    session = provider.createSession();
    return session;
  };
  return { methods, createCardEntry };
}
