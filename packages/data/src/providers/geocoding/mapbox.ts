/**
 * Mapbox Geocoding API v5 client (forward and reverse geocoding with query,
 * countries, proximity, types, autocomplete, bbox, limit, language) and the primary address provider
 * (US only, address type, limit 5, proximity bias, autocomplete).
 *
 * Docs: https://docs.mapbox.com/api/search/geocoding-v5/
 *   forward: GET /geocoding/v5/mapbox.places/{search_text}.json
 *   reverse: GET /geocoding/v5/mapbox.places/{longitude},{latitude}.json
 */
import { z } from 'zod/mini';
import { requestJson } from './http';
import { ADDRESS_SUGGESTION_COUNTRY, ADDRESS_SUGGESTION_LIMIT } from './suggest';
import {
  type AddressSuggestion,
  type FetchLike,
  GeocodingError,
  type GeocodingProvider,
  type LatLng,
  type SuggestAddressOptions,
} from './types';

export const MAPBOX_BASE_URL = 'https://api.mapbox.com';
export const MAPBOX_ENDPOINT = 'mapbox.places';
const PROVIDER = 'mapbox';

/** The feature types (all of Mapbox v5's types). */
export const MAPBOX_TYPES = [
  'country',
  'region',
  'postcode',
  'district',
  'place',
  'locality',
  'neighborhood',
  'address',
  'poi',
] as const;
export type MapboxType = (typeof MAPBOX_TYPES)[number];

/** [minLongitude, minLatitude, maxLongitude, maxLatitude] */
export type MapboxBbox = readonly [number, number, number, number];

export interface MapboxCommonOptions {
  /** ISO 3166-1 alpha-2 codes; sent lower-cased and comma-joined as `country`. */
  countries?: readonly string[];
  types?: readonly MapboxType[];
  /** 1 to 10 (Mapbox's own bounds; default 5 forward, 1 reverse). */
  limit?: number;
  /** IETF language tags, comma-joined as `language`. */
  language?: string | readonly string[];
  signal?: AbortSignal;
  /** Overrides the client's default timeout for this call. */
  timeoutMs?: number;
}

export interface MapboxForwardOptions extends MapboxCommonOptions {
  /** A point, sent as `longitude,latitude`, or 'ip' to bias by the requester's IP. */
  proximity?: LatLng | 'ip';
  autocomplete?: boolean;
  bbox?: MapboxBbox;
}

/**
 * Mapbox's reverse endpoint accepts country, types, limit and language but not proximity, autocomplete or
 * bbox, so those are forward-only here. Mapbox rejects `limit` on reverse unless exactly one type is given.
 */
export type MapboxReverseOptions = MapboxCommonOptions;

const contextSchema = z.looseObject({
  id: z.string(),
  text: z.string(),
  short_code: z.optional(z.string()),
  wikidata: z.optional(z.string()),
});

const featureSchema = z.looseObject({
  id: z.string(),
  type: z.optional(z.literal('Feature')),
  place_type: z.optional(z.array(z.string())),
  relevance: z.optional(z.number()),
  address: z.optional(z.string()),
  text: z.string(),
  place_name: z.string(),
  center: z.tuple([z.number(), z.number()]),
  bbox: z.optional(z.array(z.number())),
  properties: z.optional(z.record(z.string(), z.unknown())),
  context: z.optional(z.array(contextSchema)),
});

export const mapboxResponseSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  query: z.optional(z.array(z.union([z.string(), z.number()]))),
  features: z.array(featureSchema),
  attribution: z.optional(z.string()),
});

export type MapboxContext = z.infer<typeof contextSchema>;
export type MapboxFeature = z.infer<typeof featureSchema>;
export type MapboxResponse = z.infer<typeof mapboxResponseSchema>;

export interface MapboxClientConfig {
  accessToken: string;
  /** Defaults to https://api.mapbox.com; tests point this at a local server. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Default per-request timeout; none when omitted. */
  timeoutMs?: number;
}

export interface MapboxClient {
  forward(query: string, options?: MapboxForwardOptions): Promise<MapboxResponse>;
  reverse(
    point: { longitude: number; latitude: number },
    options?: MapboxReverseOptions,
  ): Promise<MapboxResponse>;
}

const errorDetail = (body: unknown): string | undefined => {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
};

function setCommon(params: URLSearchParams, options: MapboxCommonOptions): void {
  if (options.countries?.length)
    params.set('country', options.countries.map((c) => c.toLowerCase()).join(','));
  if (options.types?.length) params.set('types', options.types.join(','));
  if (options.limit !== undefined) {
    if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 10) {
      throw new GeocodingError(PROVIDER, 'invalid-request', 'limit must be an integer from 1 to 10');
    }
    params.set('limit', String(options.limit));
  }
  if (options.language !== undefined) {
    const language = typeof options.language === 'string' ? options.language : options.language.join(',');
    if (language) params.set('language', language);
  }
}

const isFiniteNumber = (n: number) => typeof n === 'number' && Number.isFinite(n);

export function createMapboxClient(config: MapboxClientConfig): MapboxClient {
  const baseUrl = (config.baseUrl ?? MAPBOX_BASE_URL).replace(/\/+$/, '');
  const doFetch: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));

  const send = (path: string, params: URLSearchParams, options: MapboxCommonOptions) => {
    params.set('access_token', config.accessToken);
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    return requestJson({
      provider: PROVIDER,
      url: `${baseUrl}/geocoding/v5/${MAPBOX_ENDPOINT}/${path}.json?${params.toString()}`,
      fetch: doFetch,
      schema: mapboxResponseSchema,
      errorDetail,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  };

  return {
    async forward(query, options = {}) {
      const text = query.trim();
      if (!text) throw new GeocodingError(PROVIDER, 'invalid-request', 'query must not be empty');
      const params = new URLSearchParams();
      setCommon(params, options);
      if (options.proximity !== undefined) {
        if (options.proximity === 'ip') params.set('proximity', 'ip');
        else {
          const { longitude, latitude } = options.proximity;
          if (!isFiniteNumber(longitude) || !isFiniteNumber(latitude)) {
            throw new GeocodingError(PROVIDER, 'invalid-request', 'proximity must be finite coordinates');
          }
          params.set('proximity', `${longitude},${latitude}`);
        }
      }
      if (options.autocomplete !== undefined) params.set('autocomplete', String(options.autocomplete));
      if (options.bbox !== undefined) {
        if (options.bbox.length !== 4 || !options.bbox.every(isFiniteNumber)) {
          throw new GeocodingError(PROVIDER, 'invalid-request', 'bbox must be four finite numbers');
        }
        params.set('bbox', options.bbox.join(','));
      }
      // The search text is a path segment; ';' would start a batch query, so it is percent-encoded too.
      return send(encodeURIComponent(text), params, options);
    },

    async reverse(point, options = {}) {
      const { longitude, latitude } = point;
      if (!isFiniteNumber(longitude) || !isFiniteNumber(latitude)) {
        throw new GeocodingError(PROVIDER, 'invalid-request', 'coordinates must be finite numbers');
      }
      const params = new URLSearchParams();
      setCommon(params, options);
      return send(`${longitude},${latitude}`, params, options);
    },
  };
}

const contextOf = (feature: MapboxFeature, prefix: string): MapboxContext | undefined =>
  feature.context?.find((c) => c.id === prefix || c.id.startsWith(`${prefix}.`));

/** Maps one Mapbox feature to an AddressSuggestion (US conventions: house number before street). */
export function mapboxFeatureToSuggestion(feature: MapboxFeature): AddressSuggestion {
  const isAddress = feature.place_type?.includes('address') ?? feature.id.startsWith('address.');
  const street1 = isAddress ? [feature.address, feature.text].filter(Boolean).join(' ') : '';
  const region = contextOf(feature, 'region');
  const shortCode = region?.short_code ?? '';
  const province = shortCode.includes('-') ? (shortCode.split('-').pop() ?? '') : shortCode;
  const country = contextOf(feature, 'country')?.short_code?.toUpperCase() ?? '';
  return {
    text: feature.place_name,
    placeId: feature.id,
    value: street1,
    street1,
    city: (contextOf(feature, 'place') ?? contextOf(feature, 'locality'))?.text ?? '',
    province: province.toUpperCase(),
    postalCode: contextOf(feature, 'postcode')?.text ?? '',
    country,
  };
}

export interface MapboxAddressProviderConfig extends MapboxClientConfig {
  /** Pre-built client (tests); otherwise one is created from the config. */
  client?: MapboxClient;
}

/** US only, address type, limit 5, proximity bias when known, autocomplete. */
export function mapboxAddressProvider(config: MapboxAddressProviderConfig): GeocodingProvider {
  const client = config.client ?? createMapboxClient(config);
  return {
    async suggestAddresses(query: string, options: SuggestAddressOptions = {}) {
      if (!query.trim()) return [];
      const response = await client.forward(query, {
        countries: [ADDRESS_SUGGESTION_COUNTRY],
        types: ['address'],
        limit: ADDRESS_SUGGESTION_LIMIT,
        autocomplete: true,
        ...(options.proximity ? { proximity: options.proximity } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return response.features.map(mapboxFeatureToSuggestion);
    },
  };
}
