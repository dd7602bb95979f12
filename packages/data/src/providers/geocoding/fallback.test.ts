/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { googlePlacesAddressProvider, googlePredictionToSuggestion } from './fallback';
import { json, raw, slow, startTestServer, type TestServer, unusedBaseUrl } from './server.test.util';
import { GeocodingError } from './types';

/** An Autocomplete response in the documented legacy Places JSON shape. */
const okResponse = {
  predictions: [
    {
      description: '1100 Congress Avenue, Austin, TX, USA',
      matched_substrings: [{ length: 13, offset: 0 }],
      place_id: 'ChIJ8XLhTae1RIYRC7_Y1qOgE0s',
      reference: 'ChIJ8XLhTae1RIYRC7_Y1qOgE0s',
      structured_formatting: {
        main_text: '1100 Congress Avenue',
        main_text_matched_substrings: [{ length: 13, offset: 0 }],
        secondary_text: 'Austin, TX, USA',
      },
      terms: [
        { offset: 0, value: '1100' },
        { offset: 5, value: 'Congress Avenue' },
        { offset: 22, value: 'Austin' },
        { offset: 30, value: 'TX' },
        { offset: 34, value: 'USA' },
      ],
      types: ['street_address', 'geocode'],
    },
    {
      description: '1100 Congress Street, Portland, ME, USA',
      place_id: 'ChIJ-portland',
      structured_formatting: { main_text: '1100 Congress Street', secondary_text: 'Portland, ME, USA' },
      terms: [
        { offset: 0, value: '1100' },
        { offset: 5, value: 'Congress Street' },
        { offset: 22, value: 'Portland' },
        { offset: 32, value: 'ME' },
        { offset: 36, value: 'USA' },
      ],
      types: ['street_address', 'geocode'],
    },
  ],
  status: 'OK',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const provider = (extra: { timeoutMs?: number; language?: string } = {}) =>
  googlePlacesAddressProvider({ apiKey: 'test-key', baseUrl: `${server.baseUrl}/`, ...extra });

describe('googlePlacesAddressProvider request', () => {
  test('sends input, country:us, address type, location + radius 500000 and the key', async () => {
    server.handle(json(200, okResponse));
    await provider({ language: 'en' }).suggestAddresses(' 1100 Congress ', {
      proximity: { latitude: 30.27, longitude: -97.74 },
    });
    expect(server.requests).toEqual([
      '/maps/api/place/autocomplete/json?input=1100+Congress&components=country%3Aus&types=address' +
        '&location=30.27%2C-97.74&radius=500000&language=en&key=test-key',
    ]);
  });

  test('without a proximity point neither location nor radius is sent', async () => {
    server.handle(json(200, okResponse));
    await provider().suggestAddresses('1100 Congress');
    expect(server.requests).toEqual([
      '/maps/api/place/autocomplete/json?input=1100+Congress&components=country%3Aus&types=address&key=test-key',
    ]);
  });

  test('a blank query sends nothing', async () => {
    expect(await provider().suggestAddresses('  ')).toEqual([]);
    expect(server.requests).toEqual([]);
  });
});

describe('googlePlacesAddressProvider responses', () => {
  test('OK predictions become suggestions', async () => {
    server.handle(json(200, okResponse));
    expect(await provider().suggestAddresses('1100 Congress')).toEqual([
      {
        text: '1100 Congress Avenue, Austin, TX, USA',
        placeId: 'ChIJ8XLhTae1RIYRC7_Y1qOgE0s',
        value: '1100 Congress Avenue',
        street1: '1100 Congress Avenue',
        city: 'Austin',
        province: 'TX',
        postalCode: '',
        country: 'US',
      },
      {
        text: '1100 Congress Street, Portland, ME, USA',
        placeId: 'ChIJ-portland',
        value: '1100 Congress Street',
        street1: '1100 Congress Street',
        city: 'Portland',
        province: 'ME',
        postalCode: '',
        country: 'US',
      },
    ]);
  });

  test('at most 5 suggestions', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      description: `${i} Main Street, Austin, TX, USA`,
      place_id: `p${i}`,
    }));
    server.handle(json(200, { status: 'OK', predictions: many }));
    expect((await provider().suggestAddresses('main')).map((s) => s.placeId)).toEqual([
      'p0',
      'p1',
      'p2',
      'p3',
      'p4',
    ]);
  });

  test('ZERO_RESULTS is an empty list', async () => {
    server.handle(json(200, { predictions: [], status: 'ZERO_RESULTS' }));
    expect(await provider().suggestAddresses('zzz qqq')).toEqual([]);
  });

  test.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST', 'UNKNOWN_ERROR'])(
    'status %s with HTTP 200 is a typed status error',
    async (status) => {
      server.handle(
        json(200, { predictions: [], status, error_message: 'The provided API key is invalid.' }),
      );
      const error = await provider()
        .suggestAddresses('1100 Congress')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeocodingError);
      expect(error).toMatchObject({ kind: 'status', provider: 'google-places', detail: status });
      expect((error as Error).message).toBe(
        `google-places status ${status}: The provided API key is invalid.`,
      );
    },
  );

  test.each([
    [401, { error_message: 'Unauthorized', status: 'REQUEST_DENIED' }, 'Unauthorized'],
    [429, { status: 'OVER_QUERY_LIMIT' }, 'OVER_QUERY_LIMIT'],
    [500, { status: 'UNKNOWN_ERROR' }, 'UNKNOWN_ERROR'],
  ])('HTTP %i is a typed http error', async (status, body, detail) => {
    server.handle(json(status, body));
    await expect(provider().suggestAddresses('1100 Congress')).rejects.toMatchObject({
      kind: 'http',
      status,
      detail,
    });
  });

  test('malformed JSON and a wrong shape are parse errors', async () => {
    server.handle(raw(200, '{"status":"OK","predictions":[{'));
    await expect(provider().suggestAddresses('1100 Congress')).rejects.toMatchObject({ kind: 'parse' });
    server.handle(json(200, { status: 'OK', predictions: [{ description: 42 }] }));
    await expect(provider().suggestAddresses('1100 Congress')).rejects.toMatchObject({ kind: 'parse' });
  });

  test('a slow answer times out; connection refused is a network error', async () => {
    server.handle(slow(1000, json(200, okResponse)));
    await expect(provider({ timeoutMs: 50 }).suggestAddresses('1100 Congress')).rejects.toMatchObject({
      kind: 'timeout',
    });
    const refused = googlePlacesAddressProvider({ apiKey: 'k', baseUrl: await unusedBaseUrl() });
    await expect(refused.suggestAddresses('1100 Congress')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('googlePredictionToSuggestion', () => {
  test('without structured_formatting the description is split', () => {
    expect(
      googlePredictionToSuggestion({ description: '25 Harvard St, Boston, MA 02124, USA', place_id: 'x' }),
    ).toEqual({
      text: '25 Harvard St, Boston, MA 02124, USA',
      placeId: 'x',
      value: '25 Harvard St',
      street1: '25 Harvard St',
      city: 'Boston',
      province: 'MA',
      postalCode: '02124',
      country: 'US',
    });
  });

  test('unusual secondary text degrades gracefully', () => {
    expect(
      googlePredictionToSuggestion({
        description: '1 Main St, Springfield',
        place_id: 'y',
        structured_formatting: { main_text: '1 Main St', secondary_text: 'Springfield' },
      }),
    ).toMatchObject({
      street1: '1 Main St',
      city: 'Springfield',
      province: '',
      postalCode: '',
      country: 'US',
    });
    expect(
      googlePredictionToSuggestion({
        description: '1 Main St, Middletown, Delaware County, PA, United States',
        place_id: 'z',
        structured_formatting: {
          main_text: '1 Main St',
          secondary_text: 'Middletown, Delaware County, PA, United States',
        },
      }),
    ).toMatchObject({ city: 'Middletown, Delaware County', province: 'PA', country: 'US' });
  });
});
