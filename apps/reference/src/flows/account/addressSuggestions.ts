/**
 * The Street Address list wired to the geocoding providers (spec 02 §4 "Address suggestions"),
 * biased towards the saved address.
 */
import {
  googlePlacesAddressProvider,
  mapboxAddressProvider,
  offlineAddressProvider,
  resolvePostalCodesServiceResource,
} from '@hearth/data';
import {
  type AddressSuggestion,
  addressSuggestionsMachine,
  type Proximity,
  type SuggestFallbackInput,
  type SuggestPrimaryInput,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

const MAPBOX_TOKEN = import.meta.env.VITE_HEARTH_MAPBOX_TOKEN as string | undefined;
const GOOGLE_PLACES_KEY = import.meta.env.VITE_HEARTH_GOOGLE_PLACES_KEY as string | undefined;

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
