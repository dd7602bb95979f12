import type { RateLimitBucket } from '@hearth/data';
import { ERROR_CODES } from '@hearth/data';
import type { RateLimits } from '../config';
import { ApiError } from '../errors';

/**
 * Fixed-window counters per bucket and key (client address, plus the e-mail when the request names
 * one). Kept in process memory: behind a load balancer each instance counts on its own, which
 * multiplies the allowance by the number of instances (see the README's production notes).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws a 429 `ApiError` with `retryAfter` once the bucket is full. */
  hit(bucket: RateLimitBucket, keys: readonly string[]): void {
    const { max, windowMs } = this.limits[bucket];
    const now = this.now();
    for (const key of keys) {
      const id = `${bucket}:${key}`;
      let window = this.windows.get(id);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        this.windows.set(id, window);
      }
      window.count += 1;
      if (window.count > max) {
        const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
        throw new ApiError(
          429,
          ERROR_CODES.rateLimited,
          'Too many attempts. Please wait and try again.',
          undefined,
          retryAfter,
        );
      }
    }
    if (this.windows.size > 50_000) this.sweep(now);
  }

  private sweep(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}

/** The keys a request is counted under: its address, and the e-mail it is about when there is one. */
export function rateLimitKeys(ip: string, email?: unknown): string[] {
  const keys = [`ip:${ip}`];
  if (typeof email === 'string' && email.trim()) keys.push(`email:${email.trim().toLowerCase()}`);
  return keys;
}
