import type { z } from 'zod/mini';
import { type FetchLike, GeocodingError } from './types';

export interface RequestJsonOptions<T> {
  provider: string;
  url: string;
  fetch: FetchLike;
  schema: z.ZodMiniType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Pulls a human-readable message out of an error body, if the service sends one. */
  errorDetail?: (body: unknown) => string | undefined;
}

/**
 * GET `url`, enforce `timeoutMs` and the caller's `signal`, map failures to GeocodingError and
 * validate the JSON body with `schema`. Uses only web-standard fetch / AbortController.
 */
export async function requestJson<T>(options: RequestJsonOptions<T>): Promise<T> {
  const { provider, url, schema, timeoutMs, signal } = options;
  if (signal?.aborted) {
    throw new GeocodingError(provider, 'aborted', `${provider} request aborted`, { cause: signal.reason });
  }
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs !== undefined && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;

  const abortError = (cause: unknown) =>
    timedOut
      ? new GeocodingError(provider, 'timeout', `${provider} request timed out after ${timeoutMs} ms`, {
          cause,
        })
      : new GeocodingError(provider, 'aborted', `${provider} request aborted`, { cause });

  try {
    let response: Response;
    try {
      response = await options.fetch(url, { method: 'GET', signal: controller.signal });
    } catch (cause) {
      if (controller.signal.aborted) throw abortError(cause);
      throw new GeocodingError(provider, 'network', `${provider} request failed`, { cause });
    }

    let raw: string;
    try {
      raw = await response.text();
    } catch (cause) {
      if (controller.signal.aborted) throw abortError(cause);
      throw new GeocodingError(provider, 'network', `${provider} response could not be read`, { cause });
    }

    let body: unknown;
    let jsonError: unknown;
    try {
      body = JSON.parse(raw);
    } catch (cause) {
      jsonError = cause;
    }

    if (!response.ok) {
      const detail = jsonError === undefined ? options.errorDetail?.(body) : undefined;
      throw new GeocodingError(
        provider,
        'http',
        `${provider} responded ${response.status}${detail ? `: ${detail}` : ''}`,
        { status: response.status, ...(detail === undefined ? {} : { detail }) },
      );
    }
    if (jsonError !== undefined) {
      throw new GeocodingError(provider, 'parse', `${provider} response is not JSON`, { cause: jsonError });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new GeocodingError(provider, 'parse', `${provider} response has an unexpected shape`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
