/**
 * The outbox's delivery worker. Every instance runs one; they share the work through the database:
 *
 * 1. claim: one statement leases a batch of due messages (`FOR UPDATE SKIP LOCKED`, so workers
 *    never wait on, or take, each other's rows) until `leased_until`, under a random lease id;
 * 2. deliver each one through the transport, outside any transaction (PGlite has one connection,
 *    and no row lock should live as long as an SMTP conversation);
 * 3. mark it sent, or failed with the next attempt after an exponential backoff, only while the
 *    lease is still ours.
 *
 * Exactly once, except for one window: an instance that dies after the SMTP server accepted a
 * message and before step 3 committed leaves the lease to run out, and another worker sends the
 * message again (at least once). Nothing can close it without the SMTP server's help.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { OutboxKind, OutboxMessage } from './outbox';
import type { Transport } from './transports';

export type OutboxTimings = {
  /** How often an idle worker looks for due messages. */
  pollMs: number;
  /** How long a claim lasts: longer than the slowest delivery (SMTP timeouts are 10-20 s). */
  leaseMs: number;
  /** The first retry's delay; each further failure doubles it, up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** A message still failing this long after it was written is given up (status failed). */
  giveUpAfterMs: number;
};

export const DEFAULT_OUTBOX_TIMINGS: OutboxTimings = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 5000,
  retryCapMs: 10 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** Sent messages are kept this long for the development outbox and support, then removed. */
const SENT_RETENTION = sql`interval '7 days'`;
const FAILED_RETENTION = sql`interval '30 days'`;
const BATCH = 10;
const SWEEP_EVERY_MS = 60_000;

type Log = { warn(object: object, message: string): void; error(object: object, message: string): void };

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly timings: OutboxTimings,
    private readonly log: Log,
    /** Extra clean-up run with the outbox's own (expired rate-limit counters, devices). */
    private readonly sweepOthers: () => Promise<void> = async () => {},
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for a run in progress. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Something was just committed to the outbox: look now rather than at the next poll. */
  nudge() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Delivers every due message (tests and the one-shot drain call it directly). */
  async drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await this.claim();
      if (!batch.length) return delivered;
      for (const message of batch) if (await this.deliver(message)) delivered += 1;
    }
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick() {
    if (this.stopped || this.running) return;
    this.running = this.runOnce().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      const again = this.again;
      this.again = false;
      this.schedule(again ? 0 : this.timings.pollMs);
    });
  }

  private async runOnce() {
    try {
      await this.drain();
      if (Date.now() - this.lastSweep >= SWEEP_EVERY_MS) {
        this.lastSweep = Date.now();
        await this.sweep();
      }
    } catch (error) {
      // The database is away (restart, failover): the next poll tries again.
      this.log.error({ err: error }, 'outbox worker: run failed');
    }
  }

  private async claim() {
    const leaseId = randomUUID();
    const due = this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          lte(outboxMessages.nextAttemptAt, sql`now()`),
          or(isNull(outboxMessages.leasedUntil), lte(outboxMessages.leasedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxMessages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxMessages)
      .set({
        leaseId,
        leasedUntil: sql`now() + make_interval(secs => ${this.timings.leaseMs / 1000}::float8)`,
      })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  private async deliver(row: typeof outboxMessages.$inferSelect): Promise<boolean> {
    const message: OutboxMessage = {
      channel: row.channel as OutboxMessage['channel'],
      kind: row.kind as OutboxKind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      data: JSON.parse(row.data) as Record<string, string>,
    };
    const ours = and(eq(outboxMessages.id, row.id), eq(outboxMessages.leaseId, row.leaseId ?? ''));
    try {
      await this.transport.deliver(message);
    } catch (error) {
      const failedAttempts = row.failedAttempts + 1;
      const giveUp = Date.now() - row.createdAt.getTime() >= this.timings.giveUpAfterMs;
      const delay = Math.min(this.timings.retryCapMs, this.timings.retryBaseMs * 2 ** (failedAttempts - 1));
      // Up to a fifth either way, so instances that failed together do not retry together.
      const jittered = Math.round(delay * (0.8 + Math.random() * 0.4));
      await this.db
        .update(outboxMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          failedAttempts,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${jittered / 1000}::float8)`,
          leaseId: null,
          leasedUntil: null,
        })
        .where(ours);
      this.log.warn(
        { outboxId: row.id, kind: row.kind, failedAttempts, giveUp, err: error },
        giveUp ? 'outbox: message given up' : 'outbox: delivery failed, will retry',
      );
      return false;
    }
    const marked = await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: sql`now()`, leaseId: null, leasedUntil: null })
      .where(ours)
      .returning({ id: outboxMessages.id });
    if (!marked.length) {
      this.log.warn({ outboxId: row.id }, 'outbox: lease lost before marking sent; it may be sent twice');
    }
    return true;
  }

  /** Removes what is no longer needed: suppressed rows, sent ones after a week, failed after 30 days. */
  async sweep() {
    await this.db
      .delete(outboxMessages)
      .where(
        or(
          eq(outboxMessages.status, 'suppressed'),
          and(eq(outboxMessages.status, 'sent'), lte(outboxMessages.sentAt, sql`now() - ${SENT_RETENTION}`)),
          and(
            eq(outboxMessages.status, 'failed'),
            lte(outboxMessages.createdAt, sql`now() - ${FAILED_RETENTION}`),
          ),
        ),
      );
    await this.sweepOthers();
  }
}
