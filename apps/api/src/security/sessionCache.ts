import type { Queryable } from '../db/client';
import type { Caller } from './sessions';

/**
 * How long a session read from the database is trusted without reading it again. Every call a page
 * makes would otherwise cost a round trip before its own query. Ending a session or changing what
 * a caller is made of forgets it here at once; another instance behind the same load balancer
 * learns of it within this time at most.
 */
export const SESSION_CACHE_MS = 1000;
/**
 * After a session or a user is forgotten, nothing about it is cached for this long: the
 * transaction that ended it may not have committed yet, and a read made before that must not be
 * kept as fresh.
 */
export const HOLD_OFF_MS = 10_000;
const MAX_ENTRIES = 10_000;

export type CachedSession = { caller: Caller; lastSeenAt: Date; expiresAt: Date };
type Entry = CachedSession & { db: Queryable; until: number };

/** Sessions by the hash of their cookie; an entry only answers for the database it was read from. */
const entries = new Map<string, Entry>();
/** `s:<hash>` and `u:<userId>` -> until when nothing about them may be cached. */
const heldOff = new Map<string, number>();

export function cachedSession(db: Queryable, idHash: string, now: number): CachedSession | undefined {
  const entry = entries.get(idHash);
  if (!entry || entry.db !== db) return undefined;
  if (entry.until > now) return entry;
  entries.delete(idHash);
  return undefined;
}

export function rememberSession(db: Queryable, idHash: string, session: CachedSession, now: number) {
  if (isHeldOff(`s:${idHash}`, now) || isHeldOff(`u:${session.caller.userId}`, now)) return;
  if (entries.size >= MAX_ENTRIES) sweep(now);
  // Hold-offs are never dropped early: with that many still running, nothing is cached.
  if (heldOff.size >= MAX_ENTRIES) return;
  entries.set(idHash, { ...session, db, until: now + SESSION_CACHE_MS });
}

/** The session has ended (logout, a new login, expiry). */
export function forgetSession(idHash: string, now = Date.now()) {
  entries.delete(idHash);
  holdOff(`s:${idHash}`, now);
}

/** Every session of the user has ended, or what the caller is made of (e-mail, roles) changed. */
export function forgetUserSessions(userId: number, now = Date.now()) {
  for (const [idHash, entry] of entries) if (entry.caller.userId === userId) entries.delete(idHash);
  holdOff(`u:${userId}`, now);
}

function isHeldOff(key: string, now: number) {
  const until = heldOff.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  heldOff.delete(key);
  return false;
}

function holdOff(key: string, now: number) {
  if (heldOff.size >= MAX_ENTRIES) sweep(now);
  heldOff.set(key, now + HOLD_OFF_MS);
}

function sweep(now: number) {
  for (const [idHash, entry] of entries) if (entry.until <= now) entries.delete(idHash);
  for (const [key, until] of heldOff) if (until <= now) heldOff.delete(key);
  // Still full of live sessions: drop the oldest (a map keeps insertion order).
  for (const idHash of entries.keys()) {
    if (entries.size < MAX_ENTRIES) break;
    entries.delete(idHash);
  }
}
