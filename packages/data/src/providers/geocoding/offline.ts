/**
 * Offline address provider for development and tests: a small built-in list of made-up but realistic US
 * addresses, matched locally. Used when no maps token is configured (see `createDefaultAddressSuggester`).
 *
 * Matching: the query and each address are normalised (lower case, punctuation dropped, common street
 * suffixes and state names folded to one spelling). Every query word must match a word of the address:
 * the last word as a prefix (the user is still typing), the others exactly, and words of 4+ letters may
 * also be one edit away (typo tolerance). Results are ranked by match quality, then by distance to the
 * proximity point when given, then alphabetically; at most 5 are returned.
 */
import { ADDRESS_SUGGESTION_COUNTRY, ADDRESS_SUGGESTION_LIMIT } from './suggest';
import { type AddressSuggestion, GeocodingError, type GeocodingProvider, type LatLng } from './types';

export interface OfflineAddress {
  street1: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const a = (
  street1: string,
  city: string,
  province: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): OfflineAddress => ({ street1, city, province, postalCode, latitude, longitude });

export const OFFLINE_ADDRESSES: readonly OfflineAddress[] = [
  // Austin, TX
  a('1100 Congress Ave', 'Austin', 'TX', '78701', 30.2747, -97.7404),
  a('2201 Barton Springs Rd', 'Austin', 'TX', '78746', 30.2669, -97.7729),
  a('1501 S Lamar Blvd', 'Austin', 'TX', '78704', 30.2516, -97.7654),
  a('405 E 6th St', 'Austin', 'TX', '78701', 30.2672, -97.7393),
  a('3409 Guadalupe St', 'Austin', 'TX', '78705', 30.2998, -97.7394),
  // Denver, CO
  a('1701 Wynkoop St', 'Denver', 'CO', '80202', 39.753, -105.0),
  a('200 E Colfax Ave', 'Denver', 'CO', '80203', 39.7402, -104.9848),
  a('2500 Larimer St', 'Denver', 'CO', '80205', 39.7596, -104.9853),
  a('1000 S Broadway', 'Denver', 'CO', '80209', 39.6985, -104.9873),
  a('3801 Tennyson St', 'Denver', 'CO', '80212', 39.7694, -105.0438),
  // Chicago, IL
  a('233 S Wacker Dr', 'Chicago', 'IL', '60606', 41.8789, -87.6359),
  a('1060 W Addison St', 'Chicago', 'IL', '60613', 41.9484, -87.6553),
  a('875 N Michigan Ave', 'Chicago', 'IL', '60611', 41.8989, -87.623),
  a('2430 N Cannon Dr', 'Chicago', 'IL', '60614', 41.9264, -87.6351),
  a('1400 W Main St', 'Chicago', 'IL', '60640', 41.968, -87.666),
  // Portland, OR
  a('1005 W Burnside St', 'Portland', 'OR', '97209', 45.5231, -122.6814),
  a('3000 SE Division St', 'Portland', 'OR', '97202', 45.5046, -122.6344),
  a('2300 NW Thurman St', 'Portland', 'OR', '97210', 45.5367, -122.7),
  a('4211 N Mississippi Ave', 'Portland', 'OR', '97217', 45.5542, -122.6757),
  a('701 SW 6th Ave', 'Portland', 'OR', '97204', 45.5189, -122.6789),
  // Boston, MA
  a('100 Main St', 'Boston', 'MA', '02129', 42.3736, -71.0626),
  a('4 Jersey St', 'Boston', 'MA', '02215', 42.3467, -71.0972),
  a('1 Faneuil Hall Sq', 'Boston', 'MA', '02109', 42.36, -71.0568),
  a('700 Boylston St', 'Boston', 'MA', '02116', 42.3496, -71.0782),
  a('25 Harvard St', 'Boston', 'MA', '02124', 42.291, -71.068),
  // Seattle, WA
  a('400 Broad St', 'Seattle', 'WA', '98109', 47.6205, -122.3493),
  a('85 Pike St', 'Seattle', 'WA', '98101', 47.6097, -122.3422),
  a('1200 E Pine St', 'Seattle', 'WA', '98122', 47.6153, -122.317),
  a('4500 University Way NE', 'Seattle', 'WA', '98105', 47.6618, -122.3133),
  a('500 Main St', 'Seattle', 'WA', '98104', 47.5998, -122.3271),
];

const FOLD: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  square: 'sq',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  sixth: '6th',
  texas: 'tx',
  colorado: 'co',
  illinois: 'il',
  oregon: 'or',
  massachusetts: 'ma',
  washington: 'wa',
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => FOLD[w] ?? w);
}

/** Levenshtein distance capped at 2 (we only care whether it is 0, 1 or more). */
function editDistanceAtMostOne(x: string, y: string): boolean {
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (x.length > y.length) i++;
    else if (y.length > x.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (x.length - i) + (y.length - j) <= 1;
}

/** 0 = exact, 1 = prefix, 2 = typo; undefined = no match. */
function matchWord(queryWord: string, addressWord: string, isLast: boolean): number | undefined {
  if (queryWord === addressWord) return 0;
  if (isLast && addressWord.startsWith(queryWord)) return 1;
  if (queryWord.length >= 4) {
    if (editDistanceAtMostOne(queryWord, addressWord)) return 2;
    if (isLast && addressWord.length > queryWord.length) {
      // typo inside a word still being typed: compare against a prefix of the same length (or one longer)
      for (const len of [queryWord.length, queryWord.length + 1]) {
        if (editDistanceAtMostOne(queryWord, addressWord.slice(0, len))) return 2;
      }
    }
  }
  return undefined;
}

function score(queryWords: string[], address: OfflineAddress): number | undefined {
  const target = words(`${address.street1} ${address.city} ${address.province} ${address.postalCode}`);
  let total = 0;
  for (const [index, qw] of queryWords.entries()) {
    const isLast = index === queryWords.length - 1;
    let best: number | undefined;
    for (const tw of target) {
      const s = matchWord(qw, tw, isLast);
      if (s !== undefined && (best === undefined || s < best)) best = s;
    }
    if (best === undefined) return undefined;
    total += best;
  }
  return total;
}

function distanceSq(point: LatLng, address: OfflineAddress): number {
  const dLat = point.latitude - address.latitude;
  const dLng = (point.longitude - address.longitude) * Math.cos((point.latitude * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

export function offlineAddressToSuggestion(address: OfflineAddress): AddressSuggestion {
  return {
    text: `${address.street1}, ${address.city}, ${address.province} ${address.postalCode}`,
    placeId: `offline.${address.postalCode}.${words(address.street1).join('-')}`,
    value: address.street1,
    street1: address.street1,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
    country: ADDRESS_SUGGESTION_COUNTRY,
  };
}

export interface OfflineProviderConfig {
  addresses?: readonly OfflineAddress[];
  /** Simulated latency in ms (development only); honours the AbortSignal. */
  delayMs?: number;
}

export function offlineAddressProvider(config: OfflineProviderConfig = {}): GeocodingProvider {
  const addresses = config.addresses ?? OFFLINE_ADDRESSES;
  return {
    async suggestAddresses(query, options = {}) {
      const { signal, proximity } = options;
      if (config.delayMs) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, config.delayMs);
          signal?.addEventListener(
            'abort',
            () => {
              clearTimeout(timer);
              reject(new GeocodingError('offline', 'aborted', 'offline request aborted'));
            },
            { once: true },
          );
        });
      }
      if (signal?.aborted) throw new GeocodingError('offline', 'aborted', 'offline request aborted');
      const queryWords = words(query);
      if (queryWords.length === 0) return [];
      return addresses
        .map((address) => ({ address, score: score(queryWords, address) }))
        .filter((m): m is { address: OfflineAddress; score: number } => m.score !== undefined)
        .sort(
          (x, y) =>
            x.score - y.score ||
            (proximity ? distanceSq(proximity, x.address) - distanceSq(proximity, y.address) : 0) ||
            x.address.street1.localeCompare(y.address.street1),
        )
        .slice(0, ADDRESS_SUGGESTION_LIMIT)
        .map((m) => offlineAddressToSuggestion(m.address));
    },
  };
}
