/// <reference types="node" />
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import type { Scheduler } from './batch';
import { REQUEST_BATCH_DELAY_MS } from './constants';
import { AbortError, HttpError } from './errors';
import { createHearthClient } from './hearthClient';
import { testContract, widgetOf } from './testContract.test.util';
import { later, send, startFakeApi } from './testServer.test.util';

const api = await startFakeApi();
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const idsOf = (json: unknown) => (json as { widgetIds: number[] }).widgetIds;
api.route('POST', '/api/v1/widgets/bulk', (request, res) =>
  send(res, 201, Object.fromEntries(idsOf(request.json).map((id) => [id, id === 404 ? null : widgetOf(id)]))),
);
api.route('GET', '/api/v1/widgets', (request, res) =>
  send(
    res,
    200,
    (request.query.get('widgetIds') ?? '').split(',').map((id) => ({ id: Number(id), name: `Widget ${id}` })),
  ),
);
api.route('POST', '/api/v1/widgets/page', (request, res) =>
  send(res, 201, { total: idsOf(request.json).length, widgets: idsOf(request.json).map(widgetOf) }),
);

/** A scheduler the test runs by hand: `flush()` closes every open window. */
function manualScheduler() {
  const tasks = new Set<() => void>();
  const delays: number[] = [];
  const schedule: Scheduler = (task, ms) => {
    delays.push(ms);
    tasks.add(task);
    return () => tasks.delete(task);
  };
  return {
    schedule,
    delays,
    pending: () => tasks.size,
    flush() {
      const now = [...tasks];
      tasks.clear();
      for (const task of now) task();
    },
  };
}

const bulkHits = () => api.hits('/api/v1/widgets/bulk');

describe('batching of bulk reads', () => {
  test('calls in one window become one request with de-duplicated ids; each caller gets its own slice', async () => {
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const a = hearth.resources.widgetBulk.create({ widgetIds: [1, 2] });
    const b = hearth.resources.widgetBulk.create({ widgetIds: [2, 3, 404] });
    const c = hearth.resources.widgetBulk.create({ widgetIds: ['3', 1] });
    expect(scheduler.delays).toEqual([REQUEST_BATCH_DELAY_MS]);
    scheduler.flush();
    expect(await a).toEqual({ 1: widgetOf(1), 2: widgetOf(2) });
    expect(await b).toEqual({ 2: widgetOf(2), 3: widgetOf(3), 404: null });
    expect(await c).toEqual({ 3: widgetOf(3), 1: widgetOf(1) });
    expect(bulkHits()).toHaveLength(1);
    expect(idsOf(bulkHits()[0]?.json)).toEqual([1, 2, 3, 404]);
  });

  test('calls whose other input differs are batched apart', async () => {
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const calls = [
      hearth.resources.widgetBulk.create({ widgetIds: [1], locale: 'en' }),
      hearth.resources.widgetBulk.create({ widgetIds: [2], locale: 'fr' }),
      hearth.resources.widgetBulk.create({ widgetIds: [3], locale: 'en' }),
    ];
    scheduler.flush();
    await Promise.all(calls);
    expect(bulkHits().map((request) => request.json)).toEqual([
      { widgetIds: [1, 3], locale: 'en' },
      { widgetIds: [2], locale: 'fr' },
    ]);
  });

  test('an array output is split by the items id field; GET batches put the ids in the query', async () => {
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const a = hearth.resources.widgetList.read({ widgetIds: [5, 6] });
    const b = hearth.resources.widgetList.read({ widgetIds: [6, 7] });
    scheduler.flush();
    expect(await a).toEqual([
      { id: 5, name: 'Widget 5' },
      { id: 6, name: 'Widget 6' },
    ]);
    expect(await b).toEqual([
      { id: 6, name: 'Widget 6' },
      { id: 7, name: 'Widget 7' },
    ]);
    const hits = api.hits('/api/v1/widgets');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.query.get('widgetIds')).toBe('5,6,7');
  });

  test('an object holding one collection is split inside that field', async () => {
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const a = hearth.resources.widgetPage.create({ widgetIds: [1] });
    const b = hearth.resources.widgetPage.create({ widgetIds: [2] });
    scheduler.flush();
    expect(await a).toEqual({ total: 2, widgets: [widgetOf(1)] });
    expect(await b).toEqual({ total: 2, widgets: [widgetOf(2)] });
    expect(api.hits('/api/v1/widgets/page')).toHaveLength(1);
  });

  test('with real timers the window is 1000 ms: calls inside it share a request, a later call does not', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    const started = Date.now();
    const first = hearth.resources.widgetBulk.create({ widgetIds: [1] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = hearth.resources.widgetBulk.create({ widgetIds: [2] });
    await Promise.all([first, second]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_BATCH_DELAY_MS - 20);
    expect(bulkHits()).toHaveLength(1);
    await hearth.resources.widgetBulk.create({ widgetIds: [3] });
    expect(bulkHits().map((request) => idsOf(request.json))).toEqual([[1, 2], [3]]);
  });

  test('a failed batch rejects every caller', async () => {
    api.route('POST', '/api/v1/widgets/page', (_request, res) =>
      send(res, 500, { error: 'Internal Server Error', code: 'INTERNAL', message: 'Boom.' }),
    );
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const a = hearth.resources.widgetPage.create({ widgetIds: [1] });
    const b = hearth.resources.widgetPage.create({ widgetIds: [2] });
    scheduler.flush();
    await expect(a).rejects.toBeInstanceOf(HttpError);
    await expect(b).rejects.toMatchObject({ status: 500 });
  });

  test('one caller aborting leaves the others alone; if everyone leaves before the window closes, nothing is sent', async () => {
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const quitter = new AbortController();
    const a = hearth.resources.widgetBulk.create({ widgetIds: [1] }, { signal: quitter.signal });
    const b = hearth.resources.widgetBulk.create({ widgetIds: [2] });
    quitter.abort();
    await expect(a).rejects.toBeInstanceOf(AbortError);
    scheduler.flush();
    expect(await b).toEqual({ 2: widgetOf(2) });
    // The ids of a caller who left are not requested.
    expect(idsOf(bulkHits()[0]?.json)).toEqual([2]);

    const alone = new AbortController();
    const c = hearth.resources.widgetBulk.create({ widgetIds: [3] }, { signal: alone.signal });
    alone.abort();
    await expect(c).rejects.toBeInstanceOf(AbortError);
    expect(scheduler.pending()).toBe(0);
    scheduler.flush();
    expect(bulkHits()).toHaveLength(1);
  });

  test('when every caller of a sent batch gives up, the request is cancelled', async () => {
    let gone!: () => void;
    const connectionClosed = new Promise<void>((resolve) => {
      gone = resolve;
    });
    api.route('POST', '/api/v1/widgets/page', (_request, res) =>
      later(10_000, () => send(res, 201, { total: 0, widgets: [] }), res, gone),
    );
    const scheduler = manualScheduler();
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      schedule: scheduler.schedule,
    });
    const a = hearth.resources.widgetPage.create({ widgetIds: [1] }, { timeoutMs: 200 });
    const b = hearth.resources.widgetPage.create({ widgetIds: [2] }, { timeoutMs: 200 });
    scheduler.flush();
    await expect(a).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(b).rejects.toMatchObject({ name: 'TimeoutError' });
    await connectionClosed;
  });
});
