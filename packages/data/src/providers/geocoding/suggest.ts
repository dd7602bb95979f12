/**
 * Address suggestions: the primary maps service first, a second maps service as fallback,
 * and a silent empty list when the lookup fails.
 */
import type { AddressSuggestion, GeocodingProvider, SuggestAddressOptions } from './types';

/** Limit 5. */
export const ADDRESS_SUGGESTION_LIMIT = 5;
/** Country US (ISO 3166-1 alpha-2). */
export const ADDRESS_SUGGESTION_COUNTRY = 'US';
/** Fallback radius 500000 m. */
export const FALLBACK_RADIUS_METERS = 500000;

export type AddressSuggester = (
  query: string,
  options?: SuggestAddressOptions,
) => Promise<AddressSuggestion[]>;

export interface AddressSuggesterConfig {
  primary: GeocodingProvider;
  fallback?: GeocodingProvider;
  /** Called with each swallowed error (e.g. for logging); never affects the result. */
  onError?: (error: unknown, source: 'primary' | 'fallback') => void;
}

/**
 * Primary, then fallback when the primary throws (an empty primary result is a valid answer, not a
 * failure). When both fail, or the caller aborts, the result is an empty list: the lookup never rejects.
 * After a caller abort the fallback is not tried.
 */
export function createAddressSuggester(config: AddressSuggesterConfig): AddressSuggester {
  const report = (error: unknown, source: 'primary' | 'fallback') => {
    try {
      config.onError?.(error, source);
    } catch {
      // a failing reporter must not break the silent contract
    }
  };
  return async (query, options = {}) => {
    if (!query.trim()) return [];
    try {
      return (await config.primary.suggestAddresses(query, options)).slice(0, ADDRESS_SUGGESTION_LIMIT);
    } catch (error) {
      report(error, 'primary');
    }
    if (!config.fallback || options.signal?.aborted) return [];
    try {
      return (await config.fallback.suggestAddresses(query, options)).slice(0, ADDRESS_SUGGESTION_LIMIT);
    } catch (error) {
      report(error, 'fallback');
      return [];
    }
  };
}
