/// <reference types="node" />
/**
 * Test-only: a real HTTP server on 127.0.0.1 standing in for the API. It behaves like the API's
 * CSRF layer (a token in a cookie and in the `x-csrf-token` header of every answer; unsafe methods
 * must echo it) and records every request, so tests can count and inspect them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  /** Path and query string. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** The parsed JSON body, if any. */
  json: unknown;
}

export type Route = (request: Recorded, res: ServerResponse) => void | Promise<void>;

export interface FakeApi {
  baseUrl: string;
  requests: Recorded[];
  /** Requests to a path (ignoring the query string), CSRF primes excluded unless asked for. */
  hits(pathname: string): Recorded[];
  route(method: string, pathname: string, handler: Route): void;
  /** Turns the CSRF check off (to see what the client sends without it). */
  csrf: { enforce: boolean; token: string };
  close(): Promise<void>;
}

export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** Answers after `ms`, unless the client has gone away first (then `onGone` runs). */
export function later(ms: number, answer: () => void, res: ServerResponse, onGone?: () => void) {
  const timer = setTimeout(answer, ms);
  res.on('close', () => {
    if (!res.writableEnded) {
      clearTimeout(timer);
      onGone?.();
    }
  });
}

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Route>();
  const requests: Recorded[] = [];
  const csrf = { enforce: true, token: 'csrf-token-0123456789abcdef0123456789abcdef' };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      pathname: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json,
    };
    requests.push(recorded);
    res.setHeader('x-csrf-token', csrf.token);
    if (
      csrf.enforce &&
      !['GET', 'HEAD'].includes(recorded.method) &&
      req.headers['x-csrf-token'] !== csrf.token
    ) {
      send(res, 403, { error: 'Forbidden', code: 'CSRF_INVALID', message: 'This page has expired.' });
      return;
    }
    if (url.pathname === '/healthz') {
      send(res, 200, { status: 'ok' });
      return;
    }
    const handler = routes.get(`${recorded.method} ${url.pathname}`);
    if (!handler) {
      send(res, 404, { error: 'Not Found', code: 'NOT_FOUND', message: 'No route.' });
      return;
    }
    await handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    hits: (pathname) => requests.filter((request) => request.pathname === pathname),
    route(method, pathname, handler) {
      routes.set(`${method} ${pathname}`, handler);
    },
    csrf,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
