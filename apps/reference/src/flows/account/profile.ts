/**
 * Profile Information wired to the API (spec 02 §4 "Profile save", "Address suggestions",
 * "Account removal"): each part's calls, the geocoding providers behind the Street Address list,
 * and the removal request followed by the logout.
 */
import {
  googlePlacesAddressProvider,
  graphqlOperations,
  HttpError,
  locationAddressResource,
  mapboxAddressProvider,
  offlineAddressProvider,
  resolvePostalCodesServiceResource,
  sessionResource,
  userEmailByUserIdServiceResource,
  userLocationResource,
  userPhoneResource,
  userResource,
} from '@hearth/data';
import {
  type AddressSuggestion,
  accountRemovalMachine,
  addressSuggestionsMachine,
  type CreateEmailInput,
  type CreateLocationInput,
  type CreateLocationOutput,
  type CreatePhoneInput,
  INVALID_LOCATION,
  type LinkUserLocationInput,
  type LinkUserLocationOutput,
  type LoadListInput,
  type Proximity,
  profileSaveMachine,
  type SendRemovalRequestInput,
  type SuggestFallbackInput,
  type SuggestPrimaryInput,
  type UnlinkUserLocationInput,
  type UpdateEmailInput,
  type UpdateNameInput,
  type UpdatePhoneInput,
  type UserEmail,
  type UserPhone,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

const MAPBOX_TOKEN = import.meta.env.VITE_HEARTH_MAPBOX_TOKEN as string | undefined;
const GOOGLE_PLACES_KEY = import.meta.env.VITE_HEARTH_GOOGLE_PLACES_KEY as string | undefined;

export const appProfileSaveMachine = profileSaveMachine.provide({
  actors: {
    updateName: fromPromise<unknown, UpdateNameInput>(({ input }) => client.call(userResource.update, input)),
    updatePhone: fromPromise<unknown, UpdatePhoneInput>(({ input }) =>
      client.call(userPhoneResource.update, { userId: input.userId, phoneNumber: input.phoneNumber }),
    ),
    createPhone: fromPromise<unknown, CreatePhoneInput>(({ input }) =>
      client.call(userPhoneResource.create, input),
    ),
    loadPhones: fromPromise<UserPhone[], LoadListInput>(({ input }) =>
      client.call(userPhoneResource.read, input),
    ),
    updateEmail: fromPromise<unknown, UpdateEmailInput>(({ input }) =>
      client.call(userEmailByUserIdServiceResource.update, {
        userId: input.userId,
        emailAddress: input.emailAddress,
      }),
    ),
    createEmail: fromPromise<unknown, CreateEmailInput>(({ input }) =>
      client.call(userEmailByUserIdServiceResource.create, input),
    ),
    loadEmails: fromPromise<UserEmail[], LoadListInput>(({ input }) =>
      client.call(userEmailByUserIdServiceResource.read, input),
    ),
    createLocation: fromPromise<CreateLocationOutput, CreateLocationInput>(async ({ input }) => {
      try {
        return await client.call(locationAddressResource.create, input);
      } catch (error) {
        // The address itself was refused: 'Please enter a valid address.' rather than the generic line.
        if (error instanceof HttpError && error.status === 400)
          throw Object.assign(error, { kind: INVALID_LOCATION });
        throw error;
      }
    }),
    linkUserLocation: fromPromise<LinkUserLocationOutput, LinkUserLocationInput>(({ input }) =>
      client.call(userLocationResource.create, input),
    ),
    unlinkUserLocation: fromPromise<unknown, UnlinkUserLocationInput>(({ input }) =>
      client.call(userLocationResource.delete, input),
    ),
  },
});

/** The maps service first, the second one as fallback; the offline list when no token is set. */
const primaryGeocoder = MAPBOX_TOKEN
  ? mapboxAddressProvider({ accessToken: MAPBOX_TOKEN })
  : offlineAddressProvider();
const fallbackGeocoder = GOOGLE_PLACES_KEY
  ? googlePlacesAddressProvider({ apiKey: GOOGLE_PLACES_KEY })
  : null;

/** The centre of a US postal code, or null when there is none or it cannot be placed. */
function centreOf(postalCode: string | undefined): Promise<Proximity | null> {
  if (!postalCode) return Promise.resolve(null);
  return client.call(resolvePostalCodesServiceResource.read, { postalCodes: [postalCode] }).then(
    ([resolved]) => resolved?.geoPoint ?? null,
    () => null,
  );
}

/**
 * Address suggestions biased towards the saved address (spec 02 §4 "proximity bias"; the
 * fallback's 500000 m radius is drawn around the same point): the centre of its postal code,
 * looked up once, when the first suggestion is asked for. Without a saved postal code, or when it
 * cannot be placed, there is no bias, and a lookup that fails costs nothing but that.
 */
export function addressSuggestionsNear(postalCode: string | undefined) {
  let centre: Promise<Proximity | null> | undefined;
  // Not tied to one lookup's signal: a superseded keystroke must not cancel the shared answer.
  const proximityFor = async (input: { proximity: Proximity | null }) => {
    centre ??= centreOf(postalCode);
    const proximity = input.proximity ?? (await centre);
    return proximity ? { proximity } : {};
  };
  return addressSuggestionsMachine.provide({
    actors: {
      suggestPrimary: fromPromise<AddressSuggestion[], SuggestPrimaryInput>(async ({ input, signal }) =>
        primaryGeocoder.suggestAddresses(input.query, { ...(await proximityFor(input)), signal }),
      ),
      suggestFallback: fromPromise<AddressSuggestion[], SuggestFallbackInput>(async ({ input, signal }) => {
        if (!fallbackGeocoder) return [];
        return fallbackGeocoder.suggestAddresses(input.query, { ...(await proximityFor(input)), signal });
      }),
    },
  });
}

/** The removal request, then the logout; the machine then asks the page to reload. */
export const appAccountRemovalMachine = accountRemovalMachine.provide({
  actors: {
    sendRemovalRequest: fromPromise<unknown, SendRemovalRequestInput>(({ input }) =>
      client.graphql(graphqlOperations.SendRemoveAccountRequest, input),
    ),
    // The request already ended every session of the account: a 401 here means logged out.
    logout: fromPromise<unknown, undefined>(() =>
      client.call(sessionResource.delete, {}).catch(() => undefined),
    ),
  },
});
