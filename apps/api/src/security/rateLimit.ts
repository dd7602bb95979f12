/**
 * Rate limits and throttles kept in the database, so every instance behind a load balancer counts
 * the same attempts. Each call is one statement that counts and decides together (an upsert on the
 * key's row), so parallel attempts cannot slip past the allowance between a read and a write.
 *
 * - `hit`: a fixed window per key (client address, target e-mail...). An attempt is counted before
 *   the work it guards; `release()` takes it back when only failures should count.
 * - `backoff`: failures of one account (or one known device of it). The first `max` are free, then
 *   each further failure makes the next attempt wait twice as long (30 s, 1 min, 2 min... capped at
 *   the bucket's window); the count is forgotten a day after the last failure, or reset at once by
 *   a success. Nothing locks: an attacker is slowed, the owner's known browser counts on its own.
 */
import type { RateLimitBucket } from '@hearth/data';
import { ERROR_CODES } from '@hearth/data';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { RateLimits } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../errors';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait and try again.';
/** The first wait once an account's free failures are spent; it doubles with each failure. */
export const BACKOFF_BASE_SECONDS = 30;
/** A backoff counter is forgotten this long after its last failure. */
export const BACKOFF_MEMORY_SECONDS = 24 * 60 * 60;

export const rateLimited = (retryAfter: number) =>
  new ApiError(
    429,
    ERROR_CODES.rateLimited,
    RATE_LIMITED_MESSAGE,
    undefined,
    Math.max(1, Math.ceil(retryAfter)),
  );

/** A counted attempt. */
export interface Attempt {
  /** The attempt succeeded and must not count: takes it back. */
  release(): Promise<void>;
}

const seconds = (value: number) => sql`make_interval(secs => ${value}::float8)`;
const expired = sql`${rateLimits.expiresAt} <= now()`;
const secondsUntil = (column: typeof rateLimits.expiresAt | typeof rateLimits.blockedUntil) =>
  sql<number>`extract(epoch from ${column} - now())::float8`;

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
  ) {}

  /**
   * Counts one attempt under each key (`${bucket}:${key}`) in the bucket's fixed window; a 429
   * with `retryAfter` once any of them is past the allowance.
   */
  async hit(bucket: RateLimitBucket, keys: readonly string[]): Promise<Attempt> {
    const { max, windowMs } = this.limits[bucket];
    const ids = [...new Set(keys.map((key) => `${bucket}:${key}`))];
    const window = seconds(windowMs / 1000);
    const rows = await this.db
      .insert(rateLimits)
      .values(ids.map((key) => ({ key, hits: 1, expiresAt: sql`now() + ${window}` })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          expiresAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, wait: secondsUntil(rateLimits.expiresAt) });
    const over = rows.filter((row) => row.hits > max);
    if (over.length) throw rateLimited(Math.max(...over.map((row) => row.wait)));
    return {
      release: () => this.takeBack(ids),
    };
  }

  /**
   * Reserves one failure on a backoff counter before the attempt is checked; a 429 with the wait
   * while the counter is blocked. `release()` (a success) forgets the counter.
   */
  async backoff(bucket: RateLimitBucket, key: string): Promise<Attempt> {
    const { max, windowMs } = this.limits[bucket];
    const id = `${bucket}:${key}`;
    const failures = sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`;
    const blockAfter = (count: SQL) =>
      sql`case when ${count} > ${max}::int then now() + make_interval(secs => least(${windowMs / 1000}::float8, ${BACKOFF_BASE_SECONDS}::float8 * power(2, ${count} - ${max}::int - 1))) end`;
    const memory = seconds(BACKOFF_MEMORY_SECONDS);
    const [counted] = await this.db
      .insert(rateLimits)
      .values({ key: id, hits: 1, blockedUntil: blockAfter(sql`1`), expiresAt: sql`now() + ${memory}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { hits: failures, blockedUntil: blockAfter(failures), expiresAt: sql`now() + ${memory}` },
        setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= now() or ${expired}`,
      })
      .returning({ hits: rateLimits.hits });
    if (!counted) {
      const [blocked] = await this.db
        .select({ wait: secondsUntil(rateLimits.blockedUntil) })
        .from(rateLimits)
        .where(eq(rateLimits.key, id));
      throw rateLimited(blocked?.wait ?? 1);
    }
    return {
      release: () => this.forget([id]),
    };
  }

  /** Forgets backoff counters (a success resets the account's failures). */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.db.delete(rateLimits).where(inArray(rateLimits.key, [...ids]));
  }

  private async takeBack(ids: readonly string[]): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(inArray(rateLimits.key, [...ids]), gt(rateLimits.expiresAt, sql`now()`)));
  }

  /** Removes counters whose window or memory has passed. */
  async sweep(): Promise<number> {
    const removed = await this.db
      .delete(rateLimits)
      .where(sql`${rateLimits.expiresAt} < now()`)
      .returning({ key: rateLimits.key });
    return removed.length;
  }
}

/**
 * The keys an action is counted under: the client's address, and the e-mail it is about when
 * there is one. Each action counts on its own (a code sent does not spend a code check).
 */
export function rateLimitKeys(action: string, ip: string, email?: unknown): string[] {
  const keys = [`${action}:ip:${ip}`];
  if (typeof email === 'string' && email.trim()) keys.push(`${action}:email:${email.trim().toLowerCase()}`);
  return keys;
}

/**
 * Runs `work` as one counted attempt that only counts when it fails: a client error (4xx other
 * than 429) or a result `failed` calls a failure. Any other outcome gives the attempt back.
 */
export async function countingFailures<T>(
  attempt: Attempt,
  work: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    // The work's own error is the one to report: a release that fails as well only leaves this
    // attempt counted until its window ends.
    if (status < 400 || status >= 500 || status === 429) await attempt.release().catch(() => {});
    throw error;
  }
  if (!failed(result)) await attempt.release();
  return result;
}
