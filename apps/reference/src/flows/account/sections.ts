/**
 * The other account sections wired to the API (spec 02 §4, §7): the headshot upload, password
 * change and SET PASSWORD e-mail, saved cards through the card provider, paperless delivery,
 * contact preferences and the phone verification link.
 */
import {
  BILLING_AGENTS,
  type CardEntrySession,
  type CardTokenCard,
  changePasswordResource,
  createCardProvider,
  graphqlOperations,
  homeownerContactPreferencesResource,
  paymentMethodResource,
  phoneVerificationConfirmResource,
  phoneVerificationResource,
  uploadAccountImage,
  userForgotPasswordResource,
  userImageResource,
  userImagesResource,
} from '@hearth/data';
import {
  CardRefusedError,
  type ContactPreferences,
  type CreateCardInput,
  type CreateUserImageInput,
  cardRemovalMachine,
  contactPreferencesMachine,
  type DeactivateCardInput,
  headshotUploadMachine,
  type LoadCardsInput,
  type LoadCardsOutput,
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type LoadImagesInput,
  type LoadPreferencesInput,
  type PhoneVerificationState,
  paperlessMachine,
  passwordChangeMachine,
  paymentMethodsMachine,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
  type SavePreferencesInput,
  type TokenizeCardInput,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { loadEmailNoticesFlag } from './records';

export const appHeadshotUploadMachine = headshotUploadMachine.provide({
  actors: {
    uploadImage: fromPromise<UploadImageOutput, UploadImageInput>(({ input, signal }) =>
      uploadAccountImage(client, input.file as unknown as File, { signal }),
    ),
    createUserImage: fromPromise<unknown, CreateUserImageInput>(({ input }) =>
      client.call(userImageResource.create, input),
    ),
    loadImages: fromPromise<UserImage[], LoadImagesInput>(({ input, signal }) =>
      client.call(userImagesResource.read, input, { signal }),
    ),
  },
});

export const appPasswordChangeMachine = passwordChangeMachine.provide({
  actors: {
    changePassword: fromPromise(({ input }) => client.call(changePasswordResource.update, input)),
    requestPasswordEmail: fromPromise(({ input }) => client.call(userForgotPasswordResource.create, input)),
  },
});

export const appPaperlessMachine = paperlessMachine.provide({
  actors: {
    loadEmailNotices: fromPromise<LoadEmailNoticesOutput, LoadEmailNoticesInput>(
      async ({ input, signal }) => ({
        emailNoticesFlag: await loadEmailNoticesFlag(input.userId, signal),
      }),
    ),
    saveEmailNotices: fromPromise<SaveEmailNoticesOutput, SaveEmailNoticesInput>(async ({ input }) => {
      const { setEmailNotices } = await client.graphql(graphqlOperations.setEmailNotices, input);
      return { emailNoticesFlag: Boolean(setEmailNotices?.emailNoticesFlag) };
    }),
  },
});

/** The API says "Hearth" where the machine, like the spec, says {product}. */
export const appContactPreferencesMachine = contactPreferencesMachine.provide({
  actors: {
    loadPreferences: fromPromise<ContactPreferences, LoadPreferencesInput>(async ({ input, signal }) => {
      const stored = await client.call(homeownerContactPreferencesResource.read, keyOf(input), { signal });
      return { mediaFromPros: stored.mediaFromPros, mediaFromProduct: stored.mediaFromHearth };
    }),
    savePreferences: fromPromise<unknown, SavePreferencesInput>(({ input }) =>
      client.call(homeownerContactPreferencesResource.update, {
        ...keyOf(input),
        mediaFromPros: input.mediaFromPros,
        mediaFromHearth: input.mediaFromProduct,
      }),
    ),
  },
});

const keyOf = (input: LoadPreferencesInput) => ({
  ...(input.userId === null ? {} : { userId: input.userId }),
  ...(input.verificationToken === null ? {} : { verificationToken: input.verificationToken }),
});

const phoneConfirmations = new Map<string, Promise<PhoneVerificationState>>();

/**
 * Confirms the token of a phone verification link: SUCCESS, or FAILURE for a bad or used one.
 * Once per token for the life of the page: the token is single use, and a second render of the
 * landing page must not spend it again and report FAILURE.
 */
export function confirmPhoneVerificationOnce(token: string): Promise<PhoneVerificationState> {
  let confirmation = phoneConfirmations.get(token);
  if (!confirmation) {
    confirmation = client.call(phoneVerificationConfirmResource.update, { token }).then(
      ({ state }) => state,
      () => 'FAILURE' as const,
    );
    phoneConfirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Calls the user's phone with a verification link (the development outbox holds it). */
export const requestPhoneVerification = (userId: number, phoneNumber: string) =>
  client.call(phoneVerificationResource.create, { userId, phoneNumber });

/** Publishable keys: live in prod, test elsewhere; no key for the environment means the offline provider. */
const CARD_KEYS = {
  live: import.meta.env.VITE_HEARTH_STRIPE_LIVE_KEY as string | undefined,
  test: import.meta.env.VITE_HEARTH_STRIPE_KEY as string | undefined,
};

type OfflineCardSummary = Pick<CardTokenCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>;
type ApiBillingAgent = (typeof BILLING_AGENTS)[number];

/** The machine keeps the billing agent open-ended; the API knows a fixed list. */
function billingAgentOf(value: string): ApiBillingAgent {
  const known = BILLING_AGENTS.find((agent) => agent === value);
  if (!known) throw new Error(`Unknown billing agent '${value}'.`);
  return known;
}

const loadCards = fromPromise<LoadCardsOutput, LoadCardsInput>(async ({ input, signal }) => {
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
  const removal = cardRemovalMachine.provide({
    actors: {
      deactivateCard: fromPromise<void, DeactivateCardInput>(async ({ input }) => {
        await client.call(paymentMethodResource.update, {
          ...input,
          billingAgent: billingAgentOf(input.billingAgent),
        });
      }),
      reloadCards: loadCards,
    },
  });
  const createCardEntry = () => {
    session = provider.createSession();
    return session;
  };
  return { methods, removal, createCardEntry };
}
