import type { SessionDto } from '@hearth/data';
import { INVALID_CREDENTIALS_MESSAGE } from '@hearth/data';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { preparedStatements } from '../db/prepared';
import { accountRemovalRequests, companies, sessions, users } from '../db/schema';
import { ApiError } from '../errors';
import { sessionDtoColumns, toSessionDto } from '../resources/sessionDto';
import {
  type CachedSession,
  cachedSession,
  forgetSession,
  forgetUserSessions,
  rememberSession,
} from './sessionCache';
import { randomToken, sha256 } from './tokens';

/** A session ends after 2 hours without a request, and 30 days after login whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** `last_seen_at` is written at most once a minute, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** Who a session stands for. Code that changes any of it for a user calls `forgetUserSessions`. */
export type Caller = {
  userId: number;
  email: string;
  roles: string[];
  companyId: number | null;
};

export const isCurator = (caller: Pick<Caller, 'roles'> | null) => Boolean(caller?.roles.includes('CURATOR'));

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

const statements = preparedStatements((db, name) => {
  const validity = { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt };
  const byHash = eq(sessions.idHash, sql.placeholder('idHash'));
  return {
    caller: db
      .select({
        userId: users.userId,
        email: users.email,
        roles: users.roles,
        companyId: users.companyId,
        ...validity,
      })
      .from(sessions)
      .innerJoin(users, eq(users.userId, sessions.userId))
      .where(byHash)
      .prepare(name('caller')),
    withDto: db
      .select({ ...sessionDtoColumns, ...validity })
      .from(sessions)
      .innerJoin(users, eq(users.userId, sessions.userId))
      .leftJoin(companies, eq(companies.hearthCompanyId, users.companyId))
      .where(byHash)
      .prepare(name('callerWithDto')),
  };
});

export type LoadedSession = {
  caller: Caller;
  /** Only when asked for: the session payload, read in the same round trip. */
  sessionDto?: SessionDto;
};

export async function loadSession(
  db: Queryable,
  value: string,
  { now = new Date(), withDto = false }: { now?: Date; withDto?: boolean } = {},
): Promise<LoadedSession | null> {
  const idHash = sha256(value);
  const prepared = statements(db);
  if (withDto) {
    const [row] = await prepared.withDto.execute({ idHash });
    const session = row && (await checked(db, idHash, row, now));
    return session ? { caller: session.caller, sessionDto: toSessionDto(row) } : null;
  }
  const cached = cachedSession(db, idHash, now.getTime());
  // Past the touch interval the database is asked again: it records the visit, or ends the session.
  if (cached && now.getTime() - cached.lastSeenAt.getTime() <= TOUCH_EVERY_MS && cached.expiresAt > now)
    return { caller: cached.caller };
  const [row] = await prepared.caller.execute({ idHash });
  const session = row && (await checked(db, idHash, row, now));
  return session ? { caller: session.caller } : null;
}

/**
 * Ends an idle or expired session; otherwise records it as seen (at most once a minute) and keeps
 * it in the cache.
 */
async function checked(
  db: Queryable,
  idHash: string,
  row: Caller & { lastSeenAt: Date; expiresAt: Date },
  now: Date,
): Promise<CachedSession | null> {
  const idleExpired = now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idleExpired || row.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    forgetSession(idHash);
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    lastSeenAt = now;
  }
  const session = {
    caller: { userId: row.userId, email: row.email, roles: row.roles, companyId: row.companyId },
    lastSeenAt,
    expiresAt: row.expiresAt,
  };
  rememberSession(db, idHash, session, now.getTime());
  return session;
}

// The cache forgets first: even if the delete fails, nothing keeps the session alive here.
export async function deleteSession(db: Queryable, value: string): Promise<void> {
  const idHash = sha256(value);
  forgetSession(idHash);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  forgetUserSessions(userId);
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
