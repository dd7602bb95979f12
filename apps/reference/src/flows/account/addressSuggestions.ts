/**
 * The Street Address list wired to the geocoding providers (spec 02 §4 "Address suggestions"),
 * biased towards the saved address.
 */
import {
  type AddressSuggestion,
  addressSuggestionsMachine,
  type Proximity,
  type SuggestFallbackInput,
  type SuggestPrimaryInput,
} from '@hearth/machines';
import { fromPromise } from 'xstate';

// The providers load with the first suggestion asked for (geocoders.ts), not with the page; a
// failed load fails that lookup, which the machine reports as it does a provider's failure.
let geocoders: Promise<typeof import('./geocoders')> | undefined;
const loadGeocoders = () => {
  geocoders ??= import('./geocoders').catch((error: unknown) => {
    geocoders = undefined;
    throw error;
  });
  return geocoders;
};

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
    centre ??= loadGeocoders().then(({ centreOf }) => centreOf(postalCode));
    const proximity = input.proximity ?? (await centre);
    return proximity ? { proximity } : {};
  };
  return addressSuggestionsMachine.provide({
    actors: {
      suggestPrimary: fromPromise<AddressSuggestion[], SuggestPrimaryInput>(async ({ input, signal }) => {
        const { primaryGeocoder } = await loadGeocoders();
        return primaryGeocoder.suggestAddresses(input.query, { ...(await proximityFor(input)), signal });
      }),
      suggestFallback: fromPromise<AddressSuggestion[], SuggestFallbackInput>(async ({ input, signal }) => {
        const { fallbackGeocoder } = await loadGeocoders();
        if (!fallbackGeocoder) return [];
        return fallbackGeocoder.suggestAddresses(input.query, { ...(await proximityFor(input)), signal });
      }),
    },
  });
}
