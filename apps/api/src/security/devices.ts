/**
 * Known devices (OWASP "device cookies"): a successful password login leaves a random token in a
 * long-lived HttpOnly cookie, stored hashed and bound to the account. Later attempts on that
 * account from that browser are throttled on the device's own counter.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { knownDevices } from '../db/schema';
import { randomToken, sha256 } from './tokens';

export const DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;

/** The account the device token was issued to, when it is still valid. */
export async function deviceOwner(db: Queryable, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, sha256(token)), gt(knownDevices.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/** Issues a device token for the account; the caller puts it in the cookie. */
export async function createKnownDevice(db: Queryable, userId: number): Promise<string> {
  const token = randomToken();
  await db
    .insert(knownDevices)
    .values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + DEVICE_TTL_MS) });
  return token;
}

/** The throttle key of a device: its token's hash, never the token. */
export const deviceKey = (token: string) => `device:${sha256(token)}`;

export async function sweepKnownDevices(db: Queryable): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, sql`now()`));
}
