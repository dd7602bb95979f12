/// <reference types="node" />
/**
 * Test-only helper: a real HTTP server on 127.0.0.1 (random port) whose answers the tests script.
 * Every request URL is recorded so tests can assert the exact query string sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestServer {
  baseUrl: string;
  /** Request targets (path + query) in arrival order. */
  requests: string[];
  /** Replace the handler for following requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

export const raw =
  (status: number, body: string, contentType = 'application/json'): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };

/** Answers after `ms`, unless the client has gone away. */
export const slow =
  (ms: number, handler: Handler): Handler =>
  (req, res) => {
    const timer = setTimeout(() => handler(req, res), ms);
    res.on('close', () => clearTimeout(timer));
  };

export async function startTestServer(): Promise<TestServer> {
  let current: Handler = json(500, { message: 'no handler' });
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    current(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(handler) {
      current = handler;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** A URL on 127.0.0.1 where nothing listens (for connection-refused tests). */
export async function unusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
