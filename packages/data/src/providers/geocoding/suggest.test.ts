/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { googlePlacesAddressProvider } from './fallback';
import { createDefaultAddressSuggester } from './index';
import { mapboxAddressProvider } from './mapbox';
import { json, raw, slow, startTestServer, type TestServer } from './server.test.util';
import {
  ADDRESS_SUGGESTION_COUNTRY,
  ADDRESS_SUGGESTION_LIMIT,
  createAddressSuggester,
  FALLBACK_RADIUS_METERS,
} from './suggest';
import type { GeocodingProvider } from './types';

const mapboxOk = {
  type: 'FeatureCollection',
  query: ['700', 'boylston'],
  features: [
    {
      id: 'address.700',
      type: 'Feature',
      place_type: ['address'],
      relevance: 1,
      properties: { accuracy: 'rooftop' },
      text: 'Boylston Street',
      place_name: '700 Boylston Street, Boston, Massachusetts 02116, United States',
      center: [-71.0782, 42.3496],
      geometry: { type: 'Point', coordinates: [-71.0782, 42.3496] },
      address: '700',
      context: [
        { id: 'postcode.1', text: '02116' },
        { id: 'place.2', text: 'Boston' },
        { id: 'region.3', short_code: 'US-MA', text: 'Massachusetts' },
        { id: 'country.4', short_code: 'us', text: 'United States' },
      ],
    },
  ],
  attribution: 'NOTICE',
};
const googleOk = {
  status: 'OK',
  predictions: [
    {
      description: '700 Boylston St, Boston, MA, USA',
      place_id: 'ChIJ-boylston',
      structured_formatting: { main_text: '700 Boylston St', secondary_text: 'Boston, MA, USA' },
      terms: [
        { offset: 0, value: '700' },
        { offset: 4, value: 'Boylston St' },
        { offset: 17, value: 'Boston' },
        { offset: 25, value: 'MA' },
        { offset: 29, value: 'USA' },
      ],
      types: ['street_address', 'geocode'],
    },
  ],
};

let mapbox: TestServer;
let google: TestServer;
beforeAll(async () => {
  [mapbox, google] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([mapbox.close(), google.close()]));
beforeEach(() => {
  mapbox.requests.length = 0;
  google.requests.length = 0;
});

const near = { latitude: 42.35, longitude: -71.08 };
/**
 * The suggester on the two local servers. `primaryTimeoutMs` is short where a test times the
 * primary out; the fallback keeps a long one, so a busy machine cannot make it time out too.
 */
const real = (primaryTimeoutMs = 2000, fallbackTimeoutMs = 5000) => {
  const errors: [string, unknown][] = [];
  const suggest = createAddressSuggester({
    primary: mapboxAddressProvider({
      accessToken: 'tok',
      baseUrl: mapbox.baseUrl,
      timeoutMs: primaryTimeoutMs,
    }),
    fallback: googlePlacesAddressProvider({
      apiKey: 'key',
      baseUrl: google.baseUrl,
      timeoutMs: fallbackTimeoutMs,
    }),
    onError: (error, source) => errors.push([source, error]),
  });
  return { suggest, errors };
};

test('constants follow spec 02 §9', () => {
  expect(ADDRESS_SUGGESTION_LIMIT).toBe(5);
  expect(ADDRESS_SUGGESTION_COUNTRY).toBe('US');
  expect(FALLBACK_RADIUS_METERS).toBe(500000);
});

describe('createAddressSuggester with the real clients', () => {
  test('primary success: fallback is not asked', async () => {
    mapbox.handle(json(200, mapboxOk));
    google.handle(json(200, googleOk));
    const { suggest, errors } = real();
    const result = await suggest('700 Boylston', { proximity: near });
    expect(result.map((s) => s.placeId)).toEqual(['address.700']);
    expect(result[0]).toMatchObject({ street1: '700 Boylston Street', city: 'Boston', province: 'MA' });
    expect(mapbox.requests).toHaveLength(1);
    expect(google.requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an empty primary answer is final (not a failure)', async () => {
    mapbox.handle(json(200, { type: 'FeatureCollection', features: [] }));
    google.handle(json(200, googleOk));
    expect(await real().suggest('700 Boylston')).toEqual([]);
    expect(google.requests).toEqual([]);
  });

  test.each([
    ['HTTP 401', json(401, { message: 'Not Authorized - Invalid Token' })],
    ['HTTP 429', json(429, { message: 'Too Many Requests' })],
    ['HTTP 500', raw(500, 'oops', 'text/plain')],
    ['malformed JSON', raw(200, '{not json')],
    ['a timeout', slow(1000, json(200, mapboxOk))],
  ])('primary fails with %s: the fallback answers, with location and radius', async (_name, handler) => {
    mapbox.handle(handler);
    google.handle(json(200, googleOk));
    const { suggest, errors } = real(100);
    const result = await suggest('700 Boylston', { proximity: near });
    expect(result).toEqual([
      {
        text: '700 Boylston St, Boston, MA, USA',
        placeId: 'ChIJ-boylston',
        value: '700 Boylston St',
        street1: '700 Boylston St',
        city: 'Boston',
        province: 'MA',
        postalCode: '',
        country: 'US',
      },
    ]);
    expect(mapbox.requests).toHaveLength(1);
    expect(google.requests).toEqual([
      '/maps/api/place/autocomplete/json?input=700+Boylston&components=country%3Aus&types=address' +
        '&location=42.35%2C-71.08&radius=500000&key=key',
    ]);
    expect(errors.map(([source]) => source)).toEqual(['primary']);
  });

  test('both fail: an empty list, silently, with both errors reported', async () => {
    mapbox.handle(json(500, { message: 'Internal Server Error' }));
    google.handle(json(200, { status: 'REQUEST_DENIED', predictions: [], error_message: 'bad key' }));
    const { suggest, errors } = real();
    await expect(suggest('700 Boylston')).resolves.toEqual([]);
    expect(errors.map(([source, error]) => [source, (error as { kind: string }).kind])).toEqual([
      ['primary', 'http'],
      ['fallback', 'status'],
    ]);
  });

  test('both time out: an empty list', async () => {
    mapbox.handle(slow(1000, json(200, mapboxOk)));
    google.handle(slow(1000, json(200, googleOk)));
    await expect(real(50, 50).suggest('700 Boylston')).resolves.toEqual([]);
    expect(mapbox.requests).toHaveLength(1);
    expect(google.requests).toHaveLength(1);
  });

  test('a caller abort gives an empty list and does not try the fallback', async () => {
    mapbox.handle(slow(1000, json(200, mapboxOk)));
    google.handle(json(200, googleOk));
    const controller = new AbortController();
    const pending = real().suggest('700 Boylston', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).resolves.toEqual([]);
    expect(google.requests).toEqual([]);
  });

  test('a blank query asks nobody', async () => {
    expect(await real().suggest('   ')).toEqual([]);
    expect(mapbox.requests).toEqual([]);
    expect(google.requests).toEqual([]);
  });
});

describe('createAddressSuggester with stub providers', () => {
  const fixed = (n: number, prefix: string): GeocodingProvider => ({
    suggestAddresses: async () =>
      Array.from({ length: n }, (_, i) => ({
        text: `${prefix}${i}`,
        placeId: `${prefix}${i}`,
        value: '',
        street1: '',
        city: '',
        province: '',
        postalCode: '',
        country: 'US',
      })),
  });
  const failing: GeocodingProvider = {
    suggestAddresses: async () => {
      throw new Error('down');
    },
  };

  test('caps results at 5 from either provider', async () => {
    expect(await createAddressSuggester({ primary: fixed(8, 'p') })('a b')).toHaveLength(5);
    expect(await createAddressSuggester({ primary: failing, fallback: fixed(8, 'f') })('a b')).toHaveLength(
      5,
    );
  });

  test('no fallback configured: primary failure gives an empty list; a throwing onError is ignored', async () => {
    const suggest = createAddressSuggester({
      primary: failing,
      onError: () => {
        throw new Error('logger broke');
      },
    });
    await expect(suggest('a b')).resolves.toEqual([]);
  });

  test('passes proximity and signal through to the providers', async () => {
    const seen: unknown[] = [];
    const spy: GeocodingProvider = {
      suggestAddresses: async (query, options) => {
        seen.push([query, options]);
        throw new Error('x');
      },
    };
    const signal = new AbortController().signal;
    await createAddressSuggester({ primary: spy, fallback: spy })('1 Main', { proximity: near, signal });
    expect(seen).toEqual([
      ['1 Main', { proximity: near, signal }],
      ['1 Main', { proximity: near, signal }],
    ]);
  });
});

describe('createDefaultAddressSuggester', () => {
  test('without a Mapbox token it uses the offline list and no network', async () => {
    const suggest = createDefaultAddressSuggester({
      fetch: () => Promise.reject(new Error('network must not be used')),
    });
    expect((await suggest('700 Boylston')).map((s) => s.text)).toEqual(['700 Boylston St, Boston, MA 02116']);
  });

  test('with tokens it uses Mapbox, then Google Places', async () => {
    mapbox.handle(json(429, { message: 'Too Many Requests' }));
    google.handle(json(200, googleOk));
    const suggest = createDefaultAddressSuggester({
      mapboxAccessToken: 'tok',
      mapboxBaseUrl: mapbox.baseUrl,
      googlePlacesApiKey: 'key',
      googlePlacesBaseUrl: google.baseUrl,
    });
    expect((await suggest('700 Boylston')).map((s) => s.placeId)).toEqual(['ChIJ-boylston']);
    expect(mapbox.requests).toHaveLength(1);
    expect(google.requests).toHaveLength(1);
  });
});
