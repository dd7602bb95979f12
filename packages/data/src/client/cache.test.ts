/// <reference types="node" />
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { RESOLVER_CACHE_MS } from './constants';
import { HttpError } from './errors';
import { createHearthClient } from './hearthClient';
import { testContract, widgetOf } from './testContract.test.util';
import { later, send, startFakeApi } from './testServer.test.util';

const api = await startFakeApi();
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

let failNext = false;
api.route('GET', '/api/v1/widgets/1', (_request, res) => {
  if (failNext) {
    failNext = false;
    send(res, 503, { error: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE', message: 'Later.' });
    return;
  }
  later(30, () => send(res, 200, widgetOf(1)), res);
});
api.route('GET', '/api/v1/widgets/2', (_request, res) => send(res, 200, widgetOf(2)));
api.route('PUT', '/api/v1/widgets/1', (_request, res) => send(res, 200, widgetOf(1)));

/** A clock the test moves by hand. */
function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const reads = () => api.hits('/api/v1/widgets/1').filter((request) => request.method === 'GET');

describe('resolver cache', () => {
  test(`identical reads within ${RESOLVER_CACHE_MS} ms share one request and result`, async () => {
    const time = clock();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      now: time.now,
    });
    const [a, b] = await Promise.all([
      hearth.resources.widget.read({ widgetId: 1 }),
      hearth.resources.widget.read({ widgetId: 1 }),
    ]);
    time.advance(RESOLVER_CACHE_MS - 1);
    const c = await hearth.resources.widget.read({ widgetId: 1 });
    expect([a, b, c]).toEqual([widgetOf(1), widgetOf(1), widgetOf(1)]);
    expect(reads()).toHaveLength(1);

    time.advance(1);
    await hearth.resources.widget.read({ widgetId: 1 });
    expect(reads()).toHaveLength(2);
  });

  test('different inputs are different entries', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    await hearth.resources.widget.read({ widgetId: 1 });
    await hearth.resources.widget.read({ widgetId: 1, limit: 3 });
    await hearth.resources.widget.read({ widgetId: 2 });
    expect(reads()).toHaveLength(2);
    expect(api.hits('/api/v1/widgets/2')).toHaveLength(1);
  });

  test('a write clears the cache', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    await hearth.resources.widget.read({ widgetId: 1 });
    await hearth.resources.widget.update({ widgetId: 1, name: 'Widget 1' });
    await hearth.resources.widget.read({ widgetId: 1 });
    expect(reads()).toHaveLength(2);
  });

  test('failures are not kept', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    failNext = true;
    await expect(hearth.resources.widget.read({ widgetId: 1 })).rejects.toBeInstanceOf(HttpError);
    expect(await hearth.resources.widget.read({ widgetId: 1 })).toEqual(widgetOf(1));
    expect(reads()).toHaveLength(2);
  });

  test('a caller who aborts does not cancel the read for the others', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    const quitter = new AbortController();
    const a = hearth.resources.widget.read({ widgetId: 1 }, { signal: quitter.signal });
    const b = hearth.resources.widget.read({ widgetId: 1 });
    quitter.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(await b).toEqual(widgetOf(1));
    expect(reads()).toHaveLength(1);
  });

  test('clearCache forgets every read', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    await hearth.resources.widget.read({ widgetId: 1 });
    hearth.clearCache();
    await hearth.resources.widget.read({ widgetId: 1 });
    expect(reads()).toHaveLength(2);
  });
});
