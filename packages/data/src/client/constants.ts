/** The client's timings, in one place. */

/** Spec: "Request batching delay is 1000 ms": bulk reads made within this window share one request. */
export const REQUEST_BATCH_DELAY_MS = 1000;

/** Spec: "Resolver cache time 1000": identical reads within this time share one request. */
export const RESOLVER_CACHE_MS = 1000;

/** The most ids one batched request carries (the contract's id lists take at most 1000). */
export const MAX_BATCH_IDS = 1000;

/**
 * Default `timeoutMs` per resource (spec: "balance timeout 5000 ms; company preference timeout
 * 10000 ms"). A call's own `timeoutMs` wins.
 */
export const DEFAULT_TIMEOUTS_MS: Readonly<Record<string, number>> = Object.freeze({
  proPointsBalance: 5000,
  preferenceCompanyService: 10_000,
});

/** The cheap GET the client makes to learn a CSRF token before its first state-changing call. */
export const CSRF_PRIME_PATH = '/healthz';
export const CSRF_HEADER = 'x-csrf-token';
/** The API's readable CSRF cookie (local / elsewhere), a fallback when the header cannot be read. */
export const CSRF_COOKIES = ['hearth_csrf', '__Host-hearth_csrf'] as const;
