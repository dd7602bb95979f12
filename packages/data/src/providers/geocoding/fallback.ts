/**
 * Fallback address provider: a second maps service (US only, radius 500000 m).
 *
 * The spec does not name the second service. We use the Google Places Autocomplete API (legacy JSON web
 * service, GET {baseUrl}/maps/api/place/autocomplete/json) because its request shape carries exactly the
 * parameters the spec names and the primary lacks: a `radius` in metres around a `location`, plus a
 * country restriction (`components=country:us`) and an address-type filter (`types=address`). Mapbox has no
 * radius parameter, which suggests the original fallback was a Places-style autocomplete service.
 *
 * Docs: https://developers.google.com/maps/documentation/places/web-service/legacy/autocomplete
 *
 * Mapping (best effort; autocomplete predictions carry no structured address components):
 * - text = `description`, placeId = `place_id`
 * - street1 = value = `structured_formatting.main_text` (else the first comma part of `description`)
 * - city, province, country come from `structured_formatting.secondary_text` (else the rest of
 *   `description`), read right to left: 'USA' / 'United States' -> 'US', then a 2-letter state (optionally
 *   followed by a ZIP), then the city.
 * - postalCode is '' unless the text happens to include a ZIP; getting it would need a Place Details call
 *   per suggestion, which the spec does not describe.
 * Google reports most failures with HTTP 200 and a `status` field; anything other than OK / ZERO_RESULTS
 * becomes a GeocodingError of kind 'status' (`detail` = the status), so the suggester treats it as failure.
 */
import { z } from 'zod/mini';
import { requestJson } from './http';
import { ADDRESS_SUGGESTION_COUNTRY, ADDRESS_SUGGESTION_LIMIT, FALLBACK_RADIUS_METERS } from './suggest';
import {
  type AddressSuggestion,
  type FetchLike,
  GeocodingError,
  type GeocodingProvider,
  type SuggestAddressOptions,
} from './types';

export const GOOGLE_PLACES_BASE_URL = 'https://maps.googleapis.com';
const PROVIDER = 'google-places';

const substringSchema = z.looseObject({ offset: z.number(), length: z.number() });

const predictionSchema = z.looseObject({
  description: z.string(),
  place_id: z.string(),
  reference: z.optional(z.string()),
  types: z.optional(z.array(z.string())),
  matched_substrings: z.optional(z.array(substringSchema)),
  structured_formatting: z.optional(
    z.looseObject({
      main_text: z.string(),
      secondary_text: z.optional(z.string()),
      main_text_matched_substrings: z.optional(z.array(substringSchema)),
    }),
  ),
  terms: z.optional(z.array(z.looseObject({ offset: z.number(), value: z.string() }))),
});

export const googleAutocompleteResponseSchema = z.looseObject({
  status: z.string(),
  predictions: z._default(z.array(predictionSchema), []),
  error_message: z.optional(z.string()),
  info_messages: z.optional(z.array(z.string())),
});

export type GooglePrediction = z.infer<typeof predictionSchema>;
export type GoogleAutocompleteResponse = z.infer<typeof googleAutocompleteResponseSchema>;

const COUNTRY_NAMES: Record<string, string> = { usa: 'US', us: 'US', 'united states': 'US' };
const STATE_ZIP = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/;

/** Maps one prediction to an AddressSuggestion; see the module comment for the rules. */
export function googlePredictionToSuggestion(prediction: GooglePrediction): AddressSuggestion {
  const descriptionParts = prediction.description
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const sf = prediction.structured_formatting;
  const street1 = sf?.main_text.trim() || descriptionParts[0] || '';
  const rest = (
    sf ? (sf.secondary_text ?? '').split(',').map((p) => p.trim()) : descriptionParts.slice(1)
  ).filter(Boolean);

  let country = '';
  const last = rest.at(-1);
  if (last !== undefined && COUNTRY_NAMES[last.toLowerCase()]) {
    country = COUNTRY_NAMES[last.toLowerCase()] ?? '';
    rest.pop();
  }
  let province = '';
  let postalCode = '';
  const stateMatch = STATE_ZIP.exec(rest.at(-1) ?? '');
  if (stateMatch && rest.length > 1) {
    province = (stateMatch[1] ?? '').toUpperCase();
    postalCode = stateMatch[2] ?? '';
    rest.pop();
  }
  return {
    text: prediction.description,
    placeId: prediction.place_id,
    value: street1,
    street1,
    city: rest.join(', '),
    province,
    postalCode,
    country: country || ADDRESS_SUGGESTION_COUNTRY,
  };
}

export interface GooglePlacesProviderConfig {
  apiKey: string;
  /** Defaults to https://maps.googleapis.com; tests point this at a local server. */
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Optional `language` parameter. */
  language?: string;
}

const errorDetail = (body: unknown): string | undefined => {
  if (body && typeof body === 'object') {
    const b = body as { error_message?: unknown; status?: unknown };
    if (typeof b.error_message === 'string') return b.error_message;
    if (typeof b.status === 'string') return b.status;
  }
  return undefined;
};

/**
 * US only (`components=country:us`), `types=address`, and, when a proximity point is known,
 * `location=lat,lng` with `radius=500000`. Without a point, neither is sent (radius only has meaning
 * around a location).
 */
export function googlePlacesAddressProvider(config: GooglePlacesProviderConfig): GeocodingProvider {
  const baseUrl = (config.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/+$/, '');
  const doFetch: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    async suggestAddresses(query: string, options: SuggestAddressOptions = {}) {
      const input = query.trim();
      if (!input) return [];
      const params = new URLSearchParams({
        input,
        components: `country:${ADDRESS_SUGGESTION_COUNTRY.toLowerCase()}`,
        types: 'address',
      });
      if (options.proximity) {
        const { latitude, longitude } = options.proximity;
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
          throw new GeocodingError(PROVIDER, 'invalid-request', 'proximity must be finite coordinates');
        }
        params.set('location', `${latitude},${longitude}`);
        params.set('radius', String(FALLBACK_RADIUS_METERS));
      }
      if (config.language) params.set('language', config.language);
      params.set('key', config.apiKey);
      const body = await requestJson({
        provider: PROVIDER,
        url: `${baseUrl}/maps/api/place/autocomplete/json?${params.toString()}`,
        fetch: doFetch,
        schema: googleAutocompleteResponseSchema,
        errorDetail,
        ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      });
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK') {
        throw new GeocodingError(
          PROVIDER,
          'status',
          `${PROVIDER} status ${body.status}${body.error_message ? `: ${body.error_message}` : ''}`,
          { detail: body.status },
        );
      }
      return body.predictions.slice(0, ADDRESS_SUGGESTION_LIMIT).map(googlePredictionToSuggestion);
    },
  };
}
