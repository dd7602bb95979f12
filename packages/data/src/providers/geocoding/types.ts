/**
 * Shared types for the geocoding providers.
 *
 * Field meanings (the spec lists the names only; these are our reading):
 * - `text`: the one-line label shown in the suggestion list (e.g. '123 Main St, Springfield, IL 62701, USA').
 * - `placeId`: the provider's stable id for the place (Mapbox feature id, Google place_id, offline id).
 * - `value`: the string written into the Street Address input when the suggestion is chosen (= `street1`).
 * - `street1`, `city`: free text; `province`: two-letter US state code ('IL'); `postalCode`: 5-digit ZIP;
 *   `country`: ISO 3166-1 alpha-2 upper case ('US').
 * A part the provider does not return is the empty string, so the value drops straight into form fields.
 */
export interface AddressSuggestion {
  text: string;
  placeId: string;
  value: string;
  street1: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface SuggestAddressOptions {
  /** Bias results towards this point. */
  proximity?: LatLng;
  /** Cancels the lookup (e.g. when a newer keystroke supersedes it). */
  signal?: AbortSignal;
}

export interface GeocodingProvider {
  suggestAddresses(query: string, options?: SuggestAddressOptions): Promise<AddressSuggestion[]>;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type GeocodingErrorKind =
  /** Non-2xx HTTP status (`status` is set). */
  | 'http'
  /** The service answered 200 but reported a failure in the body (Google `status`). */
  | 'status'
  /** The body was not JSON or not in the documented shape. */
  | 'parse'
  /** `timeoutMs` elapsed. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** fetch itself rejected (DNS, connection refused, ...). */
  | 'network'
  /** The request could not be built (e.g. empty query, bad coordinates). */
  | 'invalid-request';

export class GeocodingError extends Error {
  override readonly name = 'GeocodingError';
  readonly kind: GeocodingErrorKind;
  readonly provider: string;
  readonly status: number | undefined;
  /** Provider-specific code or message, e.g. Mapbox `message`, Google `status`. */
  readonly detail: string | undefined;

  constructor(
    provider: string,
    kind: GeocodingErrorKind,
    message: string,
    extra: { status?: number; detail?: string; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.provider = provider;
    this.kind = kind;
    this.status = extra.status;
    this.detail = extra.detail;
  }
}

export function isGeocodingError(error: unknown): error is GeocodingError {
  return error instanceof GeocodingError;
}
