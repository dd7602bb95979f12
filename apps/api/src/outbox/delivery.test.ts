/**
 * The probe's mail cases, replayed against a real SMTP server that is stopped and started under a
 * running API: answers never depend on SMTP, known and unknown addresses get the same answer and
 * the same write, and nothing written is lost or sent twice.
 */
import { verifyAccountByEmail } from '@hearth/data';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { knownDevices, outboxMessages, rateLimits } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { send } from '../graphql/testing';
import { startTestApi } from '../testing/harness';
import { SmtpSink } from '../testing/smtpSink';
import { DEFAULT_OUTBOX_TIMINGS } from './worker';

const sink = await SmtpSink.onFreePort();
// The mail server is down when the API starts. Retries come quickly here (100 ms, doubling).
const api = await startTestApi({
  smtpUrl: sink.url,
  outbox: { ...DEFAULT_OUTBOX_TIMINGS, pollMs: 100, retryBaseMs: 100, retryCapMs: 400 },
});
afterAll(async () => {
  await api.close();
  await sink.stop();
});

const KNOWN = DEMO_ACCOUNTS.pro.email;
const UNKNOWN = 'nobody-at-all@hearth.test';

const rowsTo = (to: string) =>
  api.database.db
    .select({ status: outboxMessages.status, failedAttempts: outboxMessages.failedAttempts })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to));

describe('the outbox with SMTP down, then back', () => {
  test('forgot-password answers the same for a known and an unknown address, and the mail waits', async () => {
    const forgot = (userEmail: string) => api.agent().post('/api/v1/users/forgot-password', { userEmail });
    const known = await forgot(KNOWN);
    const unknown = await forgot(UNKNOWN);
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(known.text).toBe('{"accepted":true}');
    expect(unknown.text).toBe(known.text);
    const headerNames = (response: typeof known) => [...response.headers.keys()].sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    // The same write for both: one outbox row; only the known address's is ever to be sent.
    expect(await rowsTo(UNKNOWN)).toEqual([{ status: 'suppressed', failedAttempts: 0 }]);
    expect((await rowsTo(KNOWN)).map((row) => row.status)).toEqual(['pending']);

    // The worker keeps trying while the server is down...
    await expect.poll(async () => (await rowsTo(KNOWN))[0]?.failedAttempts ?? 0).toBeGreaterThan(1);
    const [waiting] = await api.outbox(KNOWN);
    expect(waiting).toMatchObject({ status: 'pending', kind: 'passwordReset' });
    expect(waiting?.lastError).toBeTruthy();
    // ...and the development outbox shows it.
    const page = await api.agent().get(`/dev/outbox.html?to=${encodeURIComponent(KNOWN)}`);
    expect(page.text).toMatch(/pending, \d+ failed attempts/);
  });

  test('the sign-up code is sent with SMTP down too (no 503)', async () => {
    const answer = await send(api.agent(), verifyAccountByEmail, { emailAddress: 'new-user@hearth.test' });
    expect(answer.status).toBe(200);
    expect(answer.data?.verifyAccountByEmail.success).toBe(true);
  });

  test('once SMTP is back, every message goes out exactly once; the unknown address gets none', async () => {
    await sink.start();
    await expect.poll(() => sink.to(KNOWN).length).toBe(1);
    await expect.poll(() => sink.to('new-user@hearth.test').length).toBe(1);
    const [reset] = await api.outbox(KNOWN);
    expect(sink.to(KNOWN)[0]?.text).toContain(reset?.data.link);
    const [code] = await api.outbox('new-user@hearth.test');
    expect(sink.to('new-user@hearth.test')[0]?.subject).toBe(
      `${code?.data.code} is your Hearth verification code`,
    );
    expect((await api.outbox(KNOWN))[0]).toMatchObject({ status: 'sent' });
    // Nothing due is left, and nothing more arrives.
    expect(await api.app.hearth.outbox.drain()).toBe(0);
    expect(sink.received.flatMap((mail) => mail.to).sort()).toEqual(['new-user@hearth.test', KNOWN]);
    expect(sink.to(UNKNOWN)).toEqual([]);
    expect(await api.outbox(UNKNOWN)).toEqual([]);
  });

  test('a message written while SMTP is up is delivered at once, and the reset link works', async () => {
    const response = await api
      .agent()
      .post('/api/v1/users/forgot-password', { userEmail: DEMO_ACCOUNTS.inspector.email });
    expect(response.status).toBe(201);
    await expect.poll(() => sink.to(DEMO_ACCOUNTS.inspector.email).length).toBe(1);
    const [message] = await api.outbox(DEMO_ACCOUNTS.inspector.email);
    const reset = await api
      .agent()
      .put('/api/v1/users/password-reset', { token: message?.data.token, password: 'new-secret-1' });
    expect(reset.body).toMatchObject({ email: DEMO_ACCOUNTS.inspector.email });
  });

  test('the sweep removes expired rows and keeps live ones', async () => {
    const { db } = api.database;
    const userId = await api.userId('homeowner');
    const past = sql`now() - interval '8 days'`;
    await db.insert(rateLimits).values([
      { key: 'sweep:old', hits: 3, expiresAt: sql`now() - interval '1 second'` },
      { key: 'sweep:live', hits: 3, expiresAt: sql`now() + interval '1 minute'` },
    ]);
    await db.insert(knownDevices).values([
      { tokenHash: 'sweep-old', userId, expiresAt: sql`now() - interval '1 second'` },
      { tokenHash: 'sweep-live', userId, expiresAt: sql`now() + interval '1 day'` },
    ]);
    const message = { channel: 'email', kind: 'signupCode', subject: 's', text: 't' } as const;
    await db.insert(outboxMessages).values([
      { ...message, to: 'sweep-sent-old@hearth.test', status: 'sent', sentAt: past },
      { ...message, to: 'sweep-sent-new@hearth.test', status: 'sent', sentAt: sql`now()` },
      { ...message, to: 'sweep-suppressed@hearth.test', status: 'suppressed' },
      { ...message, to: 'sweep-failed-new@hearth.test', status: 'failed', createdAt: past },
    ]);
    await api.app.hearth.outbox.sweep();
    const keys = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'sweep:%'));
    expect(keys).toEqual([{ key: 'sweep:live' }]);
    const devices = await db
      .select({ tokenHash: knownDevices.tokenHash })
      .from(knownDevices)
      .where(like(knownDevices.tokenHash, 'sweep-%'));
    expect(devices).toEqual([{ tokenHash: 'sweep-live' }]);
    const left = await db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(like(outboxMessages.to, 'sweep-%'))
      .orderBy(outboxMessages.to);
    expect(left.map((row) => row.to)).toEqual(['sweep-failed-new@hearth.test', 'sweep-sent-new@hearth.test']);
  });
});
