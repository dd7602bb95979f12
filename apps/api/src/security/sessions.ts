import { INVALID_CREDENTIALS_MESSAGE } from '@hearth/data';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { accountRemovalRequests, sessions, users } from '../db/schema';
import { ApiError } from '../errors';
import { randomToken, sha256 } from './tokens';

/** A session ends after 2 hours without a request, and 30 days after login whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** `last_seen_at` is written at most once a minute, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export type Caller = {
  userId: number;
  email: string;
  roles: string[];
  companyId: number | null;
};

export const isCurator = (caller: Caller | null) => Boolean(caller?.roles.includes('CURATOR'));

/**
 * Creates a session and returns the cookie value (only its hash is stored). Every way in (password,
 * sign-up, reset, passwordless) comes through here, so an account whose holder asked for its
 * removal is refused here once: it answers as a wrong password would.
 */
export async function createSession(db: Queryable, userId: number, now = new Date()): Promise<string> {
  const [removal] = await db
    .select({ requestId: accountRemovalRequests.requestId })
    .from(accountRemovalRequests)
    .where(eq(accountRemovalRequests.userId, userId))
    .limit(1);
  if (removal) throw new ApiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  const value = randomToken();
  await db.insert(sessions).values({
    idHash: sha256(value),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return value;
}

export async function loadSession(db: Queryable, value: string, now = new Date()): Promise<Caller | null> {
  const idHash = sha256(value);
  const [row] = await db
    .select({
      userId: users.userId,
      email: users.email,
      roles: users.roles,
      companyId: users.companyId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const idleExpired = now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idleExpired || row.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { userId: row.userId, email: row.email, roles: row.roles, companyId: row.companyId };
}

export async function deleteSession(db: Queryable, value: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(value)));
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
