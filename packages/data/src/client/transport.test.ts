/// <reference types="node" />
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import {
  AbortError,
  ContractError,
  CsrfError,
  HttpError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
} from './errors';
import { createHearthClient } from './hearthClient';
import { encodeQuery } from './query';
import { testContract, widgetOf } from './testContract.test.util';
import { later, send, startFakeApi } from './testServer.test.util';
import { createTransport } from './transport';

const api = await startFakeApi();
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.csrf.enforce = true;
});

const client = (options: { cacheMs?: number } = {}) =>
  createHearthClient({
    baseUrl: api.baseUrl,
    environment: 'local',
    contract: testContract,
    cacheMs: 0,
    ...options,
  });

api.route('GET', '/api/v1/widgets/7', (request, res) =>
  send(res, 200, { ...widgetOf(7), seen: request.url }),
);
api.route('PUT', '/api/v1/widgets/7', (request, res) =>
  send(res, 200, { widgetId: 7, name: (request.json as { name: string }).name }),
);
api.route('DELETE', '/api/v1/widgets/7', (_request, res) => send(res, 200, { deleted: true }));

describe('query strings and bodies', () => {
  test('GET input fills the path and goes to the query string in the form the contract parses', async () => {
    const widget = await client().resources.widget.read({
      widgetId: 7,
      tags: ['a', 'b c'],
      active: false,
      limit: 20,
      note: undefined,
    });
    // Typed from the contract's output, and parsed with it (the extra `seen` field is dropped).
    expect(widget).toEqual({ widgetId: 7, name: 'Widget 7' });
    const [request] = api.hits('/api/v1/widgets/7');
    expect(request?.method).toBe('GET');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ tags: 'a,b c', active: 'false', limit: '20' });
    expect(request?.body).toBe('');
  });

  test('encodeQuery joins arrays with commas, writes numbers, booleans and dates as text, drops undefined and null', () => {
    expect(
      encodeQuery({ ids: [1, 2, 3], yes: true, n: 0, none: undefined, nil: null, at: new Date(0), s: 'a&b' }),
    ).toBe('?ids=1%2C2%2C3&yes=true&n=0&at=1970-01-01T00%3A00%3A00.000Z&s=a%26b');
    expect(encodeQuery({})).toBe('');
  });

  test('PUT sends the input minus path parameters as a JSON body', async () => {
    const renamed = await client().resources.widget.update({ widgetId: 7, name: 'Renamed' });
    expect(renamed).toEqual({ widgetId: 7, name: 'Renamed' });
    const [request] = api.hits('/api/v1/widgets/7');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json).toEqual({ name: 'Renamed' });
  });

  test('DELETE input travels in the query string', async () => {
    await client().resources.widget.delete({ widgetId: 7, hard: true });
    const [request] = api.hits('/api/v1/widgets/7');
    expect(request?.method).toBe('DELETE');
    expect(request?.query.get('hard')).toBe('true');
  });

  test('a missing path parameter is refused before any request', async () => {
    // @ts-expect-error widgetId is required by the contract.
    await expect(client().resources.widget.read({})).rejects.toThrow(/Missing path parameter "widgetId"/);
    expect(api.requests).toHaveLength(0);
  });
});

describe('CSRF', () => {
  test('the first state-changing call fetches a token with one GET, then every write echoes it', async () => {
    const hearth = client();
    expect(hearth.csrfToken).toBeUndefined();
    await Promise.all([
      hearth.resources.widget.update({ widgetId: 7, name: 'A' }),
      hearth.resources.widget.update({ widgetId: 7, name: 'B' }),
    ]);
    await hearth.resources.widget.delete({ widgetId: 7 });
    expect(api.hits('/healthz')).toHaveLength(1);
    const writes = api.hits('/api/v1/widgets/7');
    expect(writes.map((request) => request.headers['x-csrf-token'])).toEqual([
      api.csrf.token,
      api.csrf.token,
      api.csrf.token,
    ]);
    expect(hearth.csrfToken).toBe(api.csrf.token);
  });

  test('a token learnt from any answer is reused: no extra GET', async () => {
    const hearth = client();
    await hearth.resources.widget.read({ widgetId: 7 });
    await hearth.resources.widget.update({ widgetId: 7, name: 'A' });
    expect(api.hits('/healthz')).toHaveLength(0);
    expect(api.hits('/api/v1/widgets/7')[1]?.headers['x-csrf-token']).toBe(api.csrf.token);
  });

  test('a read sends no token and leaves the cookies unread; a write reads and sends it', async () => {
    const cookieReads: string[] = [];
    const transport = createTransport({
      baseUrl: api.baseUrl,
      readCookie: (name) => {
        cookieReads.push(name);
        return api.csrf.token;
      },
    });
    await transport.request({ method: 'GET', path: '/api/v1/widgets/7' });
    expect(cookieReads).toEqual([]);
    expect(api.hits('/api/v1/widgets/7')[0]?.headers['x-csrf-token']).toBeUndefined();
    await transport.request({ method: 'PUT', path: '/api/v1/widgets/7', json: { name: 'A' } });
    expect(cookieReads.length).toBeGreaterThan(0);
    expect(api.hits('/api/v1/widgets/7')[1]?.headers['x-csrf-token']).toBe(api.csrf.token);
  });

  test('a 403 with code CSRF_INVALID is a CsrfError (the page-expired banner)', async () => {
    const hearth = client();
    await hearth.resources.widget.read({ widgetId: 7 });
    const previous = api.csrf.token;
    api.csrf.token = 'rotated-token-0123456789abcdef0123456789ab';
    const error = await hearth.resources.widget.update({ widgetId: 7, name: 'A' }).catch((e: unknown) => e);
    api.csrf.token = previous;
    expect(error).toBeInstanceOf(CsrfError);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as CsrfError).status).toBe(403);
    expect((error as CsrfError).code).toBe('CSRF_INVALID');
  });

  test('onError sees every failed call once, before the caller, and successes not at all', async () => {
    const seen: unknown[] = [];
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      cacheMs: 0,
      onError: (error) => seen.push(error),
    });
    await hearth.resources.widget.read({ widgetId: 7 });
    expect(seen).toEqual([]);
    const previous = api.csrf.token;
    api.csrf.token = 'rotated-token-0123456789abcdef0123456789ab';
    const error = await hearth.resources.widget.update({ widgetId: 7, name: 'A' }).catch((e: unknown) => e);
    api.csrf.token = previous;
    expect(seen).toEqual([error]);
    expect(error).toBeInstanceOf(CsrfError);
  });
});

describe('errors', () => {
  test('a status of 400 and up is an HttpError with the status and the parsed error body', async () => {
    const body = {
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Nope.',
      fieldErrors: { name: ['x'] },
    };
    api.route('PUT', '/api/v1/widgets/8', (_request, res) => send(res, 400, body));
    const error = await client()
      .resources.widget.update({ widgetId: 8, name: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body, code: 'VALIDATION_FAILED', message: 'Nope.' });
    expect((error as HttpError).fieldErrors).toEqual({ name: ['x'] });
  });

  test('a body that is not the API error shape is kept as rawBody', async () => {
    api.route('GET', '/api/v1/widgets/9', (_request, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream down');
    });
    const error = (await client()
      .resources.widget.read({ widgetId: 9 })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(502);
    expect(error.body).toBeUndefined();
    expect(error.rawBody).toBe('upstream down');
    expect(error.message).toBe('HTTP error 502');
  });

  test('429 is a RateLimitedError with retryAfter from the body, else the Retry-After header', async () => {
    api.route('GET', '/api/v1/widgets/10', (_request, res) =>
      send(
        res,
        429,
        { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down.' },
        { 'retry-after': '42' },
      ),
    );
    const error = await client()
      .resources.widget.read({ widgetId: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfter).toBe(42);
  });

  test('a 2xx answer that breaks the contract is a ContractError', async () => {
    api.route('GET', '/api/v1/widgets/11', (_request, res) => send(res, 200, { widgetId: 'eleven' }));
    await expect(client().resources.widget.read({ widgetId: 11 })).rejects.toBeInstanceOf(ContractError);
  });

  test('with checkResponses off the answer is taken as sent: the API checked it before sending', async () => {
    api.route('GET', '/api/v1/widgets/12', (_request, res) => send(res, 200, { widgetId: 'twelve' }));
    const trusting = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      cacheMs: 0,
      checkResponses: false,
    });
    await expect(trusting.resources.widget.read({ widgetId: 12 })).resolves.toEqual({ widgetId: 'twelve' });
  });

  test('a refused connection is a NetworkError', async () => {
    const closed = await startFakeApi();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const hearth = createHearthClient({ baseUrl, environment: 'local', contract: testContract });
    await expect(hearth.resources.widget.read({ widgetId: 7 })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('abort and timeout', () => {
  test('aborting cancels the fetch and rejects with AbortError "request aborted"', async () => {
    let gone!: () => void;
    const connectionClosed = new Promise<void>((resolve) => {
      gone = resolve;
    });
    api.route('GET', '/api/v1/widgets/20', (_request, res) =>
      later(10_000, () => send(res, 200, widgetOf(20)), res, gone),
    );
    const controller = new AbortController();
    const pending = client().resources.widget.read({ widgetId: 20 }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).message).toBe('request aborted');
    await connectionClosed;
  });

  test('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().resources.widget.read({ widgetId: 7 }, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(AbortError);
    expect(api.requests).toHaveLength(0);
  });

  test('timeoutMs against a slow endpoint gives a TimeoutError (not an AbortError) and cancels the fetch', async () => {
    let gone!: () => void;
    const connectionClosed = new Promise<void>((resolve) => {
      gone = resolve;
    });
    api.route('GET', '/api/v1/widgets/21', (_request, res) =>
      later(5000, () => send(res, 200, widgetOf(21)), res, gone),
    );
    const started = Date.now();
    const error = await client()
      .resources.widget.read({ widgetId: 21 }, { timeoutMs: 150 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(AbortError);
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(Date.now() - started).toBeLessThan(2000);
    await connectionClosed;
  });

  test('the request function itself honours timeoutMs', async () => {
    api.route('GET', '/slow', (_request, res) => later(5000, () => send(res, 200, {}), res));
    await expect(client().request({ method: 'GET', path: '/slow', timeoutMs: 100 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  test('pro points balance times out after the spec default of 5000 ms', { timeout: 15_000 }, async () => {
    api.route('GET', '/api/v1/companies/5/points', (_request, res) =>
      later(8000, () => send(res, 200, { balanceInPenny: 1 }), res),
    );
    const started = Date.now();
    const error = await client()
      .resources.proPointsBalance.read({ companyId: 5 })
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(5000);
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(7000);
  });
});
