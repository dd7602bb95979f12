/**
 * The e-mail subscription store: the group tree, which groups an address is unsubscribed from,
 * the change log and the notice shown for an address. Used by GraphQL (subscriptionStatus,
 * updateAllSubscriptions), the REST emailSubscriptions resource and one-click unsubscribe.
 */
import {
  type EmailSubscriptions,
  INVALID_SHORT_CODE_MESSAGE,
  SUBSCRIPTION_SHORT_CODES,
  type SubscriptionSource,
} from '@hearth/data';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/client';
import {
  emailSubscriptionAlerts,
  emailSubscriptionEvents,
  emailUnsubscribes,
  subscriptionGroups,
} from '../db/schema';
import { normalizeEmail } from '../domain/users';
import { badRequest } from '../errors';

export type SubscriptionGroupNode = {
  shortCode: string;
  uiName: string;
  uiDescription: string | null;
  isUnsubscribed: boolean;
  children: SubscriptionGroupNode[];
};

type Group = typeof subscriptionGroups.$inferSelect;

export type SubscriptionChange = {
  email: string;
  source: SubscriptionSource;
  /** The logged-in user making the change; null for an e-mailed link. */
  changedByUserId: number | null;
};

export async function loadGroups(db: Queryable): Promise<Group[]> {
  return db
    .select()
    .from(subscriptionGroups)
    .orderBy(asc(subscriptionGroups.sortOrder), asc(subscriptionGroups.shortCode));
}

async function unsubscribedCodes(db: Queryable, email: string): Promise<Set<string>> {
  const rows = await db
    .select({ shortCode: emailUnsubscribes.shortCode })
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.emailAddress, normalizeEmail(email)));
  return new Set(rows.map((row) => row.shortCode));
}

export function buildTree(groups: Group[], unsubscribed: Set<string>): SubscriptionGroupNode[] {
  const byParent = new Map<string | null, Group[]>();
  for (const group of groups) {
    byParent.set(group.parentShortCode, [...(byParent.get(group.parentShortCode) ?? []), group]);
  }
  const build = (parent: string | null): SubscriptionGroupNode[] =>
    (byParent.get(parent) ?? []).map((group) => ({
      shortCode: group.shortCode,
      uiName: group.uiName,
      uiDescription: group.uiDescription,
      isUnsubscribed: unsubscribed.has(group.shortCode),
      children: build(group.shortCode),
    }));
  return build(null);
}

export async function subscriptionTree(db: Queryable, email: string): Promise<SubscriptionGroupNode[]> {
  const [groups, unsubscribed] = await Promise.all([loadGroups(db), unsubscribedCodes(db, email)]);
  return buildTree(groups, unsubscribed);
}

/** Throws the spec's 400 when any code is not a group of the tree. */
export function assertKnownCodes(groups: Group[], codes: Iterable<string>, field: string): void {
  const known = new Set(groups.map((group) => group.shortCode));
  for (const code of codes) {
    if (!known.has(code))
      throw badRequest(INVALID_SHORT_CODE_MESSAGE, { [field]: [INVALID_SHORT_CODE_MESSAGE] });
  }
}

/**
 * Switching one group follows the settings screen's rules: its descendants follow it, and each
 * ancestor is unsubscribed exactly when all of its children are.
 */
export function applyToggle(
  groups: Group[],
  current: ReadonlySet<string>,
  shortCode: string,
  subscribed: boolean,
): Set<string> {
  const next = new Set(current);
  const children = (code: string) => groups.filter((group) => group.parentShortCode === code);
  const mark = (code: string) => {
    if (subscribed) next.delete(code);
    else next.add(code);
    for (const child of children(code)) mark(child.shortCode);
  };
  mark(shortCode);
  let parent = groups.find((group) => group.shortCode === shortCode)?.parentShortCode ?? null;
  while (parent) {
    const siblings = children(parent);
    if (siblings.every((child) => next.has(child.shortCode))) next.add(parent);
    else next.delete(parent);
    parent = groups.find((group) => group.shortCode === parent)?.parentShortCode ?? null;
  }
  return next;
}

/** Runs `work` in a transaction holding a lock on the address, so changes to it do not interleave. */
async function withAddressLock<T>(db: Queryable, email: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriptions:${email}`}))`);
    return work(tx);
  });
}

async function writeUnsubscribed(tx: Tx, change: SubscriptionChange, wanted: ReadonlySet<string>) {
  const email = normalizeEmail(change.email);
  const current = await unsubscribedCodes(tx, email);
  const added = [...wanted].filter((code) => !current.has(code));
  const removed = [...current].filter((code) => !wanted.has(code));
  if (removed.length) {
    await tx
      .delete(emailUnsubscribes)
      .where(and(eq(emailUnsubscribes.emailAddress, email), inArray(emailUnsubscribes.shortCode, removed)));
  }
  if (added.length) {
    await tx
      .insert(emailUnsubscribes)
      .values(added.map((shortCode) => ({ emailAddress: email, shortCode, source: change.source })));
  }
  const events = [
    ...added.map((shortCode) => ({ shortCode, unsubscribed: true })),
    ...removed.map((shortCode) => ({ shortCode, unsubscribed: false })),
  ];
  if (events.length) {
    await tx.insert(emailSubscriptionEvents).values(
      events.map((event) => ({
        ...event,
        emailAddress: email,
        source: change.source,
        changedByUserId: change.changedByUserId,
      })),
    );
  }
}

/**
 * A user's address changes from `from` to `to`: every group the old address is unsubscribed from
 * is unsubscribed for the new one too (besides any the new one already has), so the person's
 * opt-outs follow them and changing the address subscribes them to nothing. The old address keeps
 * its own: mail already addressed to it stays unsubscribed. Call inside the change's transaction.
 */
export async function carryUnsubscribes(
  tx: Queryable,
  from: string,
  to: string,
  changedByUserId: number | null,
): Promise<void> {
  const oldAddress = normalizeEmail(from);
  const newAddress = normalizeEmail(to);
  if (oldAddress === newAddress) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriptions:${newAddress}`}))`);
  const [carried, current] = await Promise.all([
    tx
      .select({ shortCode: emailUnsubscribes.shortCode, source: emailUnsubscribes.source })
      .from(emailUnsubscribes)
      .where(eq(emailUnsubscribes.emailAddress, oldAddress)),
    unsubscribedCodes(tx, newAddress),
  ]);
  const added = carried.filter((row) => !current.has(row.shortCode));
  if (!added.length) return;
  await tx
    .insert(emailUnsubscribes)
    .values(added.map((row) => ({ emailAddress: newAddress, shortCode: row.shortCode, source: row.source })));
  await tx.insert(emailSubscriptionEvents).values(
    added.map((row) => ({
      emailAddress: newAddress,
      shortCode: row.shortCode,
      unsubscribed: true,
      source: row.source,
      changedByUserId,
    })),
  );
}

/** Replaces the set of groups the address is unsubscribed from (updateAllSubscriptions). */
export async function replaceUnsubscribed(
  db: Db,
  change: SubscriptionChange,
  codes: readonly string[],
): Promise<SubscriptionGroupNode[]> {
  const groups = await loadGroups(db);
  assertKnownCodes(groups, codes, 'groupShortCodes');
  const email = normalizeEmail(change.email);
  return withAddressLock(db, email, async (tx) => {
    await writeUnsubscribed(tx, change, new Set(codes));
    return buildTree(groups, await unsubscribedCodes(tx, email));
  });
}

/** Subscribes or unsubscribes one group (and its sub-groups); answers the group as stored. */
export async function setSubscription(
  db: Queryable,
  change: SubscriptionChange,
  shortCode: string,
  subscribed: boolean,
): Promise<Group> {
  const groups = await loadGroups(db);
  assertKnownCodes(groups, [shortCode], 'shortCode');
  const email = normalizeEmail(change.email);
  await withAddressLock(db, email, async (tx) => {
    const next = applyToggle(groups, await unsubscribedCodes(tx, email), shortCode, subscribed);
    await writeUnsubscribed(tx, change, next);
  });
  return groups.find((group) => group.shortCode === shortCode) as Group;
}

/** The REST view of the store: the two known opt-outs as flags, and the active notice. */
export async function emailSubscriptionFlags(db: Queryable, rawEmail: string): Promise<EmailSubscriptions> {
  const email = normalizeEmail(rawEmail);
  const unsubscribed = await unsubscribedCodes(db, email);
  const [alert] = await db
    .select()
    .from(emailSubscriptionAlerts)
    .where(and(eq(emailSubscriptionAlerts.emailAddress, email), eq(emailSubscriptionAlerts.active, true)));
  return {
    emailAddress: email,
    newsletters: !unsubscribed.has(SUBSCRIPTION_SHORT_CODES.newsletter),
    moveIn: !unsubscribed.has(SUBSCRIPTION_SHORT_CODES.moveIn),
    alert: alert ? { message: alert.message, type: alert.type, active: alert.active } : null,
  };
}

export async function setAlert(
  db: Queryable,
  rawEmail: string,
  alert: { message: string; type: 'success' | 'error' },
): Promise<void> {
  const values = { ...alert, active: true, updatedAt: new Date() };
  await db
    .insert(emailSubscriptionAlerts)
    .values({ emailAddress: normalizeEmail(rawEmail), ...values })
    .onConflictDoUpdate({ target: emailSubscriptionAlerts.emailAddress, set: values });
}

/** The spec's e-mail-link message, e.g. 'You will no longer receive Newsletter messages.' */
export const unsubscribedMessage = (group: Pick<Group, 'uiName'>) =>
  `You will no longer receive ${group.uiName} messages.`;
