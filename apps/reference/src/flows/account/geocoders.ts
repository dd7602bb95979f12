/**
 * The geocoding providers of the Street Address list and the postal-code lookup of its bias: their
 * own chunk, loaded by addressSuggestions.ts when the first suggestion is asked for (the offline
 * list of addresses is not sent with the settings page).
 */
import {
  googlePlacesAddressProvider,
  mapboxAddressProvider,
  offlineAddressProvider,
  resolvePostalCodesServiceResource,
} from '@hearth/data';
import type { Proximity } from '@hearth/machines';
import { client } from '../../data/client';

const MAPBOX_TOKEN = import.meta.env.VITE_HEARTH_MAPBOX_TOKEN as string | undefined;
const GOOGLE_PLACES_KEY = import.meta.env.VITE_HEARTH_GOOGLE_PLACES_KEY as string | undefined;

/** The maps service first, the second one as fallback; the offline list when no token is set. */
export const primaryGeocoder = MAPBOX_TOKEN
  ? mapboxAddressProvider({ accessToken: MAPBOX_TOKEN })
  : offlineAddressProvider();
export const fallbackGeocoder = GOOGLE_PLACES_KEY
  ? googlePlacesAddressProvider({ apiKey: GOOGLE_PLACES_KEY })
  : null;

/** The centre of a US postal code, or null when there is none or it cannot be placed. */
export function centreOf(postalCode: string | undefined): Promise<Proximity | null> {
  if (!postalCode) return Promise.resolve(null);
  return client.call(resolvePostalCodesServiceResource.read, { postalCodes: [postalCode] }).then(
    ([resolved]) => resolved?.geoPoint ?? null,
    () => null,
  );
}
