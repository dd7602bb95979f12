/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMapboxClient, mapboxAddressProvider, mapboxFeatureToSuggestion } from './mapbox';
import { json, raw, slow, startTestServer, type TestServer, unusedBaseUrl } from './server.test.util';
import { GeocodingError } from './types';

const TOKEN = 'pk.test-token';

/** A forward-geocoding response in the documented Mapbox v5 shape. */
const featureCollection = {
  type: 'FeatureCollection',
  query: ['1100', 'congress'],
  features: [
    {
      id: 'address.4356035406756260',
      type: 'Feature',
      place_type: ['address'],
      relevance: 0.99,
      properties: { accuracy: 'rooftop' },
      text: 'Congress Avenue',
      place_name: '1100 Congress Avenue, Austin, Texas 78701, United States',
      center: [-97.740399, 30.274666],
      geometry: { type: 'Point', coordinates: [-97.740399, 30.274666] },
      address: '1100',
      context: [
        { id: 'neighborhood.8767', text: 'Downtown' },
        { id: 'postcode.8702443686839520', text: '78701' },
        { id: 'place.9128777283439910', wikidata: 'Q16559', text: 'Austin' },
        { id: 'district.8754923997749290', wikidata: 'Q110412', text: 'Travis County' },
        { id: 'region.19666', short_code: 'US-TX', wikidata: 'Q1439', text: 'Texas' },
        { id: 'country.8940', short_code: 'us', wikidata: 'Q30', text: 'United States' },
      ],
    },
    {
      id: 'address.111',
      type: 'Feature',
      place_type: ['address'],
      relevance: 0.8,
      properties: {},
      text: 'Congress Street',
      place_name: 'Congress Street, Portland, Maine 04101, United States',
      center: [-70.26, 43.65],
      geometry: { type: 'Point', coordinates: [-70.26, 43.65] },
      context: [
        { id: 'postcode.1', text: '04101' },
        { id: 'locality.2', text: 'East End' },
        { id: 'region.3', short_code: 'US-ME', text: 'Maine' },
        { id: 'country.4', short_code: 'us', text: 'United States' },
      ],
    },
  ],
  attribution: 'NOTICE: © 2024 Mapbox and its suppliers.',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = (extra: { timeoutMs?: number } = {}) =>
  createMapboxClient({ accessToken: TOKEN, baseUrl: server.baseUrl, ...extra });

describe('Mapbox forward', () => {
  test('sends every option in the documented form', async () => {
    server.handle(json(200, featureCollection));
    const result = await client().forward('1100 Congress', {
      countries: ['US', 'ca'],
      types: ['address', 'poi'],
      limit: 3,
      language: ['en', 'es'],
      proximity: { longitude: -97.74, latitude: 30.27 },
      autocomplete: false,
      bbox: [-98, 30, -97, 31],
    });
    expect(server.requests).toEqual([
      '/geocoding/v5/mapbox.places/1100%20Congress.json' +
        '?country=us%2Cca&types=address%2Cpoi&limit=3&language=en%2Ces' +
        '&proximity=-97.74%2C30.27&autocomplete=false&bbox=-98%2C30%2C-97%2C31&access_token=pk.test-token',
    ]);
    expect(result.features).toHaveLength(2);
    expect(result.features[0]?.center).toEqual([-97.740399, 30.274666]);
  });

  test('sends only the token when no options are given; proximity can be ip; language can be a string', async () => {
    server.handle(json(200, featureCollection));
    await client().forward('austin');
    await client().forward('austin', { proximity: 'ip', language: 'fr', autocomplete: true });
    expect(server.requests).toEqual([
      '/geocoding/v5/mapbox.places/austin.json?access_token=pk.test-token',
      '/geocoding/v5/mapbox.places/austin.json?language=fr&proximity=ip&autocomplete=true&access_token=pk.test-token',
    ]);
  });

  test('percent-encodes the query path segment, including ; / # ?', async () => {
    server.handle(json(200, { type: 'FeatureCollection', features: [] }));
    await client().forward('  12 Main St #4; Apt/B?  ');
    expect(server.requests[0]).toBe(
      '/geocoding/v5/mapbox.places/12%20Main%20St%20%234%3B%20Apt%2FB%3F.json?access_token=pk.test-token',
    );
  });

  test('rejects bad requests before sending', async () => {
    const c = client();
    for (const call of [
      () => c.forward('   '),
      () => c.forward('a', { limit: 0 }),
      () => c.forward('a', { limit: 11 }),
      () => c.forward('a', { limit: 2.5 }),
      () => c.forward('a', { bbox: [1, 2, 3, Number.NaN] }),
      () => c.forward('a', { proximity: { longitude: Number.POSITIVE_INFINITY, latitude: 0 } }),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'GeocodingError', kind: 'invalid-request' });
    }
    expect(server.requests).toEqual([]);
  });
});

describe('Mapbox reverse', () => {
  test('puts longitude,latitude in the path and sends country, types, limit, language', async () => {
    server.handle(json(200, featureCollection));
    const result = await client().reverse(
      { longitude: -97.740399, latitude: 30.274666 },
      { countries: ['us'], types: ['address'], limit: 1, language: 'en' },
    );
    expect(server.requests).toEqual([
      '/geocoding/v5/mapbox.places/-97.740399,30.274666.json' +
        '?country=us&types=address&limit=1&language=en&access_token=pk.test-token',
    ]);
    expect(result.features[0]?.place_name).toBe('1100 Congress Avenue, Austin, Texas 78701, United States');
  });

  test('rejects non-finite coordinates', async () => {
    await expect(client().reverse({ longitude: Number.NaN, latitude: 1 })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    expect(server.requests).toEqual([]);
  });
});

describe('Mapbox errors', () => {
  test.each([
    [401, { message: 'Not Authorized - Invalid Token' }, 'Not Authorized - Invalid Token'],
    [429, { message: 'Too Many Requests' }, 'Too Many Requests'],
    [500, { message: 'Internal Server Error' }, 'Internal Server Error'],
  ])('HTTP %i becomes a typed http error', async (status, body, detail) => {
    server.handle(json(status, body));
    const error = await client()
      .forward('austin')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocodingError);
    expect(error).toMatchObject({ kind: 'http', provider: 'mapbox', status, detail });
    expect((error as Error).message).toBe(`mapbox responded ${status}: ${detail}`);
  });

  test('an HTTP error with a non-JSON body still gives the status', async () => {
    server.handle(raw(502, '<html>Bad Gateway</html>', 'text/html'));
    await expect(client().forward('austin')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      detail: undefined,
    });
  });

  test('malformed JSON is a parse error', async () => {
    server.handle(raw(200, '{"type":"FeatureCollection","features":['));
    await expect(client().forward('austin')).rejects.toMatchObject({ kind: 'parse' });
  });

  test('a body in the wrong shape is a parse error', async () => {
    server.handle(json(200, { type: 'FeatureCollection', features: [{ id: 'x', text: 'y' }] }));
    await expect(client().forward('austin')).rejects.toMatchObject({ kind: 'parse' });
  });

  test('a slow answer times out (client default and per call)', async () => {
    server.handle(slow(1000, json(200, featureCollection)));
    await expect(client({ timeoutMs: 50 }).forward('austin')).rejects.toMatchObject({ kind: 'timeout' });
    await expect(client().reverse({ longitude: 1, latitude: 2 }, { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'mapbox request timed out after 50 ms',
    });
  });

  test("the caller's AbortSignal aborts (already aborted: nothing is sent)", async () => {
    server.handle(slow(1000, json(200, featureCollection)));
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5000 }).forward('austin', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });

    const before = server.requests.length;
    await expect(client().forward('austin', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(server.requests.length).toBe(before);
  });

  test('connection refused is a network error', async () => {
    const c = createMapboxClient({ accessToken: TOKEN, baseUrl: await unusedBaseUrl() });
    await expect(c.forward('austin')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('mapboxFeatureToSuggestion', () => {
  test('maps number + street, place, region short code, postcode, country', () => {
    const [first, second] = featureCollection.features;
    expect(mapboxFeatureToSuggestion(first as never)).toEqual({
      text: '1100 Congress Avenue, Austin, Texas 78701, United States',
      placeId: 'address.4356035406756260',
      value: '1100 Congress Avenue',
      street1: '1100 Congress Avenue',
      city: 'Austin',
      province: 'TX',
      postalCode: '78701',
      country: 'US',
    });
    // no house number; no place, so locality stands in for the city
    expect(mapboxFeatureToSuggestion(second as never)).toMatchObject({
      street1: 'Congress Street',
      value: 'Congress Street',
      city: 'East End',
      province: 'ME',
      postalCode: '04101',
    });
  });

  test('a non-address feature has no street; missing context gives empty strings', () => {
    expect(
      mapboxFeatureToSuggestion({
        id: 'place.1',
        place_type: ['place'],
        text: 'Austin',
        place_name: 'Austin, Texas, United States',
        center: [-97.7, 30.2],
      }),
    ).toEqual({
      text: 'Austin, Texas, United States',
      placeId: 'place.1',
      value: '',
      street1: '',
      city: '',
      province: '',
      postalCode: '',
      country: '',
    });
  });
});

describe('mapboxAddressProvider', () => {
  const provider = () => mapboxAddressProvider({ accessToken: TOKEN, baseUrl: server.baseUrl });

  test('US only, address type, limit 5, autocomplete, proximity bias', async () => {
    server.handle(json(200, featureCollection));
    const suggestions = await provider().suggestAddresses('1100 Congress', {
      proximity: { latitude: 30.27, longitude: -97.74 },
    });
    expect(server.requests).toEqual([
      '/geocoding/v5/mapbox.places/1100%20Congress.json' +
        '?country=us&types=address&limit=5&proximity=-97.74%2C30.27&autocomplete=true&access_token=pk.test-token',
    ]);
    expect(suggestions.map((s) => s.street1)).toEqual(['1100 Congress Avenue', 'Congress Street']);
    expect(suggestions[0]).toMatchObject({
      city: 'Austin',
      province: 'TX',
      postalCode: '78701',
      country: 'US',
    });
  });

  test('without a proximity point no proximity is sent', async () => {
    server.handle(json(200, featureCollection));
    await provider().suggestAddresses('1100 Congress');
    expect(server.requests).toEqual([
      '/geocoding/v5/mapbox.places/1100%20Congress.json' +
        '?country=us&types=address&limit=5&autocomplete=true&access_token=pk.test-token',
    ]);
  });

  test('an empty result is an empty list; a blank query sends nothing', async () => {
    server.handle(json(200, { type: 'FeatureCollection', query: ['zzz'], features: [], attribution: 'x' }));
    expect(await provider().suggestAddresses('zzz qqq')).toEqual([]);
    expect(await provider().suggestAddresses('   ')).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  test('errors propagate (the suggester decides what to do)', async () => {
    server.handle(json(401, { message: 'Not Authorized - Invalid Token' }));
    await expect(provider().suggestAddresses('1100 Congress')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
  });
});
