/**
 * The one `request` function every call goes through (REST resources and GraphQL alike): URL and
 * query string, JSON bodies, the CSRF token, cancellation and timeouts, and HttpError for failed
 * answers. Only web-standard fetch, Headers and AbortController are used.
 */
import type { HttpMethod } from '../contract/resource';
import { CSRF_COOKIES, CSRF_HEADER, CSRF_PRIME_PATH } from './constants';
import { AbortError, httpErrorFor, NetworkError, TimeoutError } from './errors';
import { encodeQuery } from './query';

export type HearthFetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestDescriptor {
  method: HttpMethod;
  /** A path on the API, e.g. `/api/v1/session` or `/graphql`. */
  path: string;
  /** Sent as the query string (see `encodeQuery`). */
  query?: Readonly<Record<string, unknown>>;
  /** Sent as a JSON body. */
  json?: unknown;
  /**
   * A body already serialised by the caller (the GraphQL transport's), or multipart form data
   * (an upload), whose content type with its boundary the runtime sets.
   */
  body?: string | FormData;
  headers?: HeadersInit;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

export interface ClientResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, else the text; undefined when the body is empty. */
  body: unknown;
  text: string;
}

export type RequestFn = (descriptor: RequestDescriptor) => Promise<ClientResponse>;

export interface TransportOptions {
  baseUrl: string;
  fetch?: HearthFetch | undefined;
  /**
   * Sees every failed request before its caller does: an app raises the page-expired banner on a
   * `CsrfError` here once, instead of at every call site.
   */
  onError?: ((error: unknown) => void) | undefined;
  /** Reads a cookie by name where the runtime exposes them (browsers); the default reads document.cookie. */
  readCookie?: ((name: string) => string | undefined) | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function documentCookie(name: string): string | undefined {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  if (!doc?.cookie) return undefined;
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Removes a trailing slash; a relative base (browser, same origin) is resolved against the page. */
export function normaliseBaseUrl(baseUrl: string): string {
  const location = (globalThis as { location?: { href?: string } }).location;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(baseUrl)
    ? baseUrl
    : new URL(baseUrl || '/', location?.href ?? 'http://localhost/').href;
  return absolute.replace(/\/+$/, '');
}

export interface Transport {
  request: RequestFn;
  /** The CSRF token the client will send, if it knows one. */
  readonly csrfToken: string | undefined;
  readonly baseUrl: string;
}

export function createTransport(options: TransportOptions): Transport {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const fetchImpl: HearthFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookie = options.readCookie ?? documentCookie;
  let remembered: string | undefined;
  let priming: Promise<void> | undefined;

  const csrfToken = () => {
    for (const name of CSRF_COOKIES) {
      const value = readCookie(name);
      if (value) return value;
    }
    return remembered;
  };
  const remember = (headers: Headers) => {
    const token = headers.get(CSRF_HEADER);
    if (token) remembered = token;
  };

  /** One cheap GET, shared by every caller that needs a token before the first one is known. */
  const primeCsrf = () => {
    priming ??= fetchImpl(`${baseUrl}${CSRF_PRIME_PATH}`, { method: 'GET', credentials: 'include' })
      .then(async (response) => {
        remember(response.headers);
        await response.body?.cancel();
      })
      .finally(() => {
        priming = undefined;
      });
    return priming;
  };

  async function request(descriptor: RequestDescriptor): Promise<ClientResponse> {
    const { signal, timeoutMs } = descriptor;
    if (signal?.aborted) throw new AbortError({ cause: signal.reason });
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs !== undefined && timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort(new TimeoutError(timeoutMs));
          }, timeoutMs)
        : undefined;
    const cancelled = (cause: unknown) =>
      timedOut && timeoutMs !== undefined
        ? new TimeoutError(timeoutMs, { cause })
        : new AbortError({ cause });
    /** Rejects as soon as the call is cancelled, even while waiting on something shared. */
    const untilCancelled = new Promise<never>((_, reject) => {
      const fail = () => reject(cancelled(controller.signal.reason));
      if (controller.signal.aborted) fail();
      else controller.signal.addEventListener('abort', fail, { once: true });
    });
    // Raced against the request below, which reports the cancellation; this handler only keeps
    // the rejection of a call that ended first from surfacing as an unhandled rejection.
    untilCancelled.catch(() => {});

    try {
      const unsafe = !SAFE_METHODS.has(descriptor.method);
      if (unsafe && !csrfToken()) {
        try {
          await Promise.race([primeCsrf(), untilCancelled]);
        } catch (cause) {
          if (controller.signal.aborted) throw cancelled(cause);
          throw new NetworkError({ cause });
        }
      }

      const headers = new Headers(descriptor.headers);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      let body: string | FormData | undefined = descriptor.body;
      if (descriptor.json !== undefined) {
        body = JSON.stringify(descriptor.json);
        headers.set('content-type', 'application/json');
      }
      // Only writes carry the token: reading document.cookie costs a few ms on a slow phone.
      const token = unsafe ? csrfToken() : undefined;
      if (token) headers.set(CSRF_HEADER, token);

      const url = `${baseUrl}${descriptor.path}${descriptor.query ? encodeQuery(descriptor.query) : ''}`;
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, {
          method: descriptor.method,
          headers,
          body,
          signal: controller.signal,
          credentials: 'include',
        });
        remember(response.headers);
        text = await response.text();
      } catch (cause) {
        if (controller.signal.aborted) throw cancelled(cause);
        throw new NetworkError({ cause });
      }

      const parsed = parseBody(text);
      if (response.status < 200 || response.status >= 400) {
        throw httpErrorFor(response.status, parsed, response.headers);
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  const { onError } = options;
  return {
    request: onError
      ? (descriptor) =>
          request(descriptor).catch((error: unknown) => {
            onError(error);
            throw error;
          })
      : request,
    get csrfToken() {
      return csrfToken();
    },
    baseUrl,
  };
}
