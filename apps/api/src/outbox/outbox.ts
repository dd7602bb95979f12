import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
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

/** Every e-mail and phone call leaves through here. */
export interface Outbox {
  send(message: OutboxMessage): Promise<void>;
}

/** Development outbox: messages are rows, readable at `/dev/outbox`. */
export function databaseOutbox(db: Db): Outbox {
  return {
    async send(message) {
      await db
        .insert(outboxMessages)
        .values({ ...message, to: message.to.toLowerCase(), data: JSON.stringify(message.data) });
    },
  };
}

/**
 * Production without a telephony provider: a phone call is only logged (kind and recipient, never
 * the code), because the development outbox is off in prod.
 */
export function logOutbox(log: { warn(object: object, message: string): void }): Outbox {
  return {
    async send(message) {
      log.warn(
        { channel: message.channel, kind: message.kind, to: message.to },
        'no provider for this message: not sent',
      );
    },
  };
}

/**
 * SMTP for e-mail. Phone verification calls have no telephony provider in this reference API, so
 * they still go to the `fallback` outbox (the development one outside prod, a log line in prod).
 */
export function smtpOutbox(url: string, from: string, fallback: Outbox): Outbox {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      if (message.channel !== 'email') return fallback.send(message);
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export type StoredMessage = OutboxMessage & { id: number; createdAt: string };

export async function readOutbox(db: Db, to?: string, limit = 100): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to.toLowerCase()) : undefined)
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
  }));
}
