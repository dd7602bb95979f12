import { googlePlacesAddressProvider } from './fallback';
import { mapboxAddressProvider } from './mapbox';
import { offlineAddressProvider } from './offline';
import { type AddressSuggester, createAddressSuggester } from './suggest';
import type { FetchLike } from './types';

export * from './fallback';
export * from './mapbox';
export * from './offline';
export * from './suggest';
export * from './types';

export interface DefaultAddressSuggesterConfig {
  /** Mapbox access token; without one the offline provider is used. */
  mapboxAccessToken?: string | undefined;
  mapboxBaseUrl?: string;
  /** Google Places key for the fallback; without one there is no fallback. */
  googlePlacesApiKey?: string | undefined;
  googlePlacesBaseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  onError?: (error: unknown, source: 'primary' | 'fallback') => void;
}

/**
 * Mapbox first and Google Places as fallback when a Mapbox token is configured; the offline provider
 * otherwise (development and tests).
 */
export function createDefaultAddressSuggester(config: DefaultAddressSuggesterConfig = {}): AddressSuggester {
  const common = {
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
  };
  const onError = config.onError ? { onError: config.onError } : {};
  if (!config.mapboxAccessToken) {
    return createAddressSuggester({ primary: offlineAddressProvider(), ...onError });
  }
  const primary = mapboxAddressProvider({
    accessToken: config.mapboxAccessToken,
    ...(config.mapboxBaseUrl ? { baseUrl: config.mapboxBaseUrl } : {}),
    ...common,
  });
  const fallback = config.googlePlacesApiKey
    ? googlePlacesAddressProvider({
        apiKey: config.googlePlacesApiKey,
        ...(config.googlePlacesBaseUrl ? { baseUrl: config.googlePlacesBaseUrl } : {}),
        ...common,
      })
    : undefined;
  return createAddressSuggester({ primary, ...(fallback ? { fallback } : {}), ...onError });
}
