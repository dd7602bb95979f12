/**
 * The transactional outbox: every e-mail and phone call is a row written in the transaction of the
 * change that causes it (the reset token, the sign-up code, the phone verification...), so the
 * change and its message commit together or not at all. The delivery worker (worker.ts) sends the
 * rows afterwards; no HTTP answer waits for, or depends on, SMTP.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxKind =
  | 'signupCode'
  | 'passwordReset'
  | 'setPassword'
  | 'accountRemoval'
  | 'unsubscribe'
  | 'phoneVerification';

export interface OutboxMessage {
  channel: 'email' | 'phone';
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  /** The code or link the message carries, so people and tests can follow it. */
  data: Record<string, string>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'suppressed';

/** Writes the message for delivery; call it with the transaction of the change that causes it. */
export async function enqueue(tx: Queryable, message: OutboxMessage): Promise<void> {
  await tx.insert(outboxMessages).values(row(message, 'pending'));
}

/**
 * Writes the message an address with no account would have had, marked never to be sent: the
 * request then costs the same whether or not the account exists. The worker's sweep removes it.
 */
export async function enqueueSuppressed(tx: Queryable, message: OutboxMessage): Promise<void> {
  await tx.insert(outboxMessages).values(row(message, 'suppressed'));
}

const row = (message: OutboxMessage, status: OutboxStatus) => ({
  ...message,
  to: message.to.toLowerCase(),
  data: JSON.stringify(message.data),
  status,
});

export type StoredMessage = OutboxMessage & {
  id: number;
  createdAt: string;
  status: OutboxStatus;
  failedAttempts: number;
  lastError: string | null;
  sentAt: string | null;
};

/** The development outbox's view: every message but the suppressed ones, newest first. */
export async function readOutbox(db: Db, to?: string, limit = 100): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(ne(outboxMessages.status, 'suppressed'), to ? eq(outboxMessages.to, to.toLowerCase()) : undefined),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as OutboxMessage['channel'],
    kind: row.kind as OutboxKind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    data: JSON.parse(row.data) as Record<string, string>,
    createdAt: row.createdAt.toISOString(),
    status: row.status as OutboxStatus,
    failedAttempts: row.failedAttempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
