/**
 * Two API processes behind an imaginary load balancer, one PostgreSQL server, one SMTP server:
 * they agree on attempts, sessions and mail, and `kill -9` of one loses nothing it acknowledged.
 * Run by `npm run test:postgres` (vitest project `multi`, not part of `api`), which provides the server.
 */
import { verifyAccountByEmail } from '@hearth/data';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { send } from '../graphql/testing';
import { SESSION_CACHE_MS } from '../security/sessionCache';
import { Agent } from '../testing/agent';
import { SmtpSink } from '../testing/smtpSink';
import { freePort, freshDatabase, Instance } from './instances';

const serverUrl = process.env.HEARTH_TEST_DATABASE_URL;
if (!serverUrl) throw new Error('HEARTH_TEST_DATABASE_URL is not set: run `npm run test:postgres`.');

const database = await freshDatabase(serverUrl);
const sink = await SmtpSink.onFreePort();
const env = {
  DATABASE_URL: database.url,
  SMTP_URL: sink.url,
  HEARTH_OUTBOX_POLL_MS: '100',
  HEARTH_OUTBOX_RETRY_BASE_MS: '200',
  // A dead instance's claimed messages are taken over after 3 s instead of a minute.
  HEARTH_OUTBOX_LEASE_MS: '3000',
};
const a = new Instance('A', await freePort(), env);
const b = new Instance('B', await freePort(), env);
const sql = new pg.Pool({ connectionString: database.url, max: 2 });

beforeAll(async () => {
  await sink.start();
  await Promise.all([a.start(), b.start()]);
});
afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  await sql.end();
  await sink.stop();
  await database.drop();
});

let nextAddress = 2;
/** A browser at an address of its own (127.0.1.N), talking to one instance. */
const browser = (instance: Instance) =>
  new Agent(instance.baseUrl, { localAddress: `127.0.1.${nextAddress++}` });
/** The same browser (cookies and address) sent to the other instance. */
function sameBrowserOn(agent: Agent, instance: Instance, localAddress: string) {
  const other = new Agent(instance.baseUrl, { localAddress });
  for (const [name, value] of agent.cookies) other.cookies.set(name, value);
  return other;
}
const sessionOf = async (agent: Agent) => (await agent.get('/api/v1/session')).body.dto.userContext;
const logIn = (agent: Agent, email: string, password: string) =>
  agent.post('/api/v1/session/login', { email, password });
const sendCode = (agent: Agent, emailAddress: string) => send(agent, verifyAccountByEmail, { emailAddress });

describe('two instances on one PostgreSQL', () => {
  test('failures on A and B add up: per address, and per account', async () => {
    // One address, alternating instances: 10 failures in all (5 on each), then both refuse.
    const onA = new Agent(a.baseUrl, { localAddress: '127.0.1.1' });
    const onB = new Agent(b.baseUrl, { localAddress: '127.0.1.1' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const agent = attempt % 2 ? onB : onA;
      expect((await logIn(agent, `nobody-${attempt}@hearth.test`, 'guess')).status).toBe(401);
    }
    expect((await logIn(onA, 'nobody@hearth.test', 'guess')).status).toBe(429);
    expect((await logIn(onB, 'nobody@hearth.test', 'guess')).status).toBe(429);

    // One account, a new address each time, alternating: 10 free failures in all, one more, then a wait.
    const email = DEMO_ACCOUNTS.pro.email;
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      expect((await logIn(browser(attempt % 2 ? b : a), email, 'guess')).status).toBe(401);
    }
    const slowedOnA = await logIn(browser(a), email, 'guess');
    const slowedOnB = await logIn(browser(b), email, 'guess');
    expect([slowedOnA.status, slowedOnB.status]).toEqual([429, 429]);
    expect(slowedOnB.body.retryAfter).toBeGreaterThan(0);
  });

  test('a logout or a password change on A is refused on B within the session cache time', async () => {
    const email = DEMO_ACCOUNTS.homeowner.email;
    const onA = browser(a);
    expect((await logIn(onA, email, DEMO_PASSWORD)).status).toBe(201);
    const onB = sameBrowserOn(onA, b, '127.0.1.200');
    expect(await sessionOf(onB)).toMatchObject({ email, loggedIn: true });
    expect((await onA.delete('/api/v1/session')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
    expect(await sessionOf(onB)).toBeNull();

    // Two browsers of the same user, one on each instance; the password changes on A.
    const changer = browser(a);
    const login = await logIn(changer, email, DEMO_PASSWORD);
    const elsewhere = browser(b);
    expect((await logIn(elsewhere, email, DEMO_PASSWORD)).status).toBe(201);
    expect(await sessionOf(elsewhere)).toMatchObject({ email, loggedIn: true });
    const userId = login.body.dto.userContext.userId;
    const changed = await changer.put(`/api/v1/users/${userId}/password`, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'changed-on-a-1',
      confirmPassword: 'changed-on-a-1',
    });
    expect(changed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
    expect(await sessionOf(elsewhere)).toBeNull();
    expect(await sessionOf(sameBrowserOn(changer, b, '127.0.1.201'))).toMatchObject({ email });
  });

  test('kill -9 of A while it writes loses nothing it acknowledged; B delivers its mail', async () => {
    const acknowledged: string[] = [];
    let cut = 0;
    let killed: Promise<void> | undefined;
    // Ten writers, one address each, sending sign-up codes to A until it dies.
    const writers = Array.from({ length: 10 }, async (_, writer) => {
      const agent = new Agent(a.baseUrl, { localAddress: `127.0.2.${writer + 1}` });
      for (let n = 0; n < 10; n += 1) {
        const address = `kill-${writer}-${n}@hearth.test`;
        let answer: Awaited<ReturnType<typeof sendCode>>;
        try {
          answer = await sendCode(agent, address);
        } catch {
          // Cut by the kill, or refused once A is gone: not acknowledged.
          cut += 1;
          return;
        }
        if (answer.status === 200 && answer.data?.verifyAccountByEmail.success) acknowledged.push(address);
        if (acknowledged.length >= 25) killed ??= a.kill();
      }
    });
    await Promise.all(writers);
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(cut).toBeGreaterThan(0);
    // Every acknowledged code is stored with its e-mail in the outbox...
    const { rows } = await sql.query<{ email: string }>(
      `select c.email from one_time_codes c join outbox_messages m on m."to" = c.email and m.kind = 'signupCode'
        where c.email = any($1)`,
      [acknowledged],
    );
    expect(rows.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    // ...and B sends each (taking over what A had claimed once A's lease runs out).
    await expect
      .poll(() => acknowledged.filter((address) => sink.to(address).length === 0), { timeout: 30_000 })
      .toEqual([]);
    await a.start();
  });

  test('with both workers running, every outbox message is sent exactly once', async () => {
    const before = sink.received.length;
    // 200 messages written straight to the outbox, and 20 sign-up codes through both instances.
    await sql.query(
      `insert into outbox_messages (channel, kind, "to", subject, text)
       select 'email', 'signupCode', 'bulk-' || n || '@hearth.test', 'Bulk ' || n, 'Message ' || n
         from generate_series(1, 200) n`,
    );
    const addresses = Array.from({ length: 20 }, (_, n) => `both-${n}@hearth.test`);
    const answers = await Promise.all(
      addresses.map((address, n) =>
        sendCode(new Agent((n % 2 ? b : a).baseUrl, { localAddress: `127.0.3.${n + 1}` }), address),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200));
    await expect
      .poll(
        async () =>
          (await sql.query(`select count(*)::int as n from outbox_messages where status <> 'sent'`)).rows[0]
            .n,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    // A graceful stop waits for deliveries in progress: after it, nothing more can arrive.
    await Promise.all([a.stop(), b.stop()]);
    // (Writes A committed but could not acknowledge before its kill may arrive meanwhile too.)
    const received = sink.received
      .slice(before)
      .flatMap((mail) => mail.to)
      .filter((to) => to.startsWith('bulk-') || to.startsWith('both-'));
    const expected = [...Array.from({ length: 200 }, (_, n) => `bulk-${n + 1}@hearth.test`), ...addresses];
    expect(received.sort()).toEqual(expected.sort());
  });
});
