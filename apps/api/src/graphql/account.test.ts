import { getEmailNotices, sendRemoveAccountRequest, setEmailNotices, todoListsByUserId } from '@hearth/data';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { accountRemovalRequests } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { startTestApi } from '../testing/harness';
import { send } from './testing';

const api = await startTestApi();
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const proId = await api.userId('pro');

describe('getEmailNotices', () => {
  test('the user reads their own flag (true for the homeowner, null = unknown for the pro)', async () => {
    const homeowner = await api.login('homeowner');
    const own = await send(homeowner, getEmailNotices, {});
    expect(own.status).toBe(200);
    expect(own.data?.getEmailNotices).toEqual({ userId: homeownerId, emailNoticesFlag: true });
    const byId = await send(homeowner, getEmailNotices, { userId: homeownerId });
    expect(byId.data?.getEmailNotices.emailNoticesFlag).toBe(true);
    const pro = await send(await api.login('pro'), getEmailNotices, { userId: proId });
    expect(pro.data?.getEmailNotices).toEqual({ userId: proId, emailNoticesFlag: null });
  });

  test('another user is 403, a curator may read, a visitor is 401', async () => {
    const other = await send(await api.login('pro'), getEmailNotices, { userId: homeownerId });
    expect(other.status).toBe(403);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(other.data).toBeNull();

    const curator = await send(await api.login('curator'), getEmailNotices, { userId: homeownerId });
    expect(curator.data?.getEmailNotices.emailNoticesFlag).toBe(true);

    const visitor = await send(api.agent(), getEmailNotices, { userId: homeownerId });
    expect(visitor.status).toBe(401);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a bad user id is a 400 with field errors', async () => {
    const answer = await send(await api.login('homeowner'), getEmailNotices, { userId: -4 });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual(['userId']);
  });
});

describe('setEmailNotices', () => {
  test('the user sets their own flag and reads it back', async () => {
    const pro = await api.login('pro');
    const set = await send(pro, setEmailNotices, { emailNoticesFlag: false });
    expect(set.status).toBe(200);
    expect(set.data?.setEmailNotices).toEqual({ userId: proId, emailNoticesFlag: false });
    expect((await send(pro, getEmailNotices, {})).data?.getEmailNotices.emailNoticesFlag).toBe(false);
  });

  test('another user and a curator are 403, a visitor 401, and nothing changes', async () => {
    const pro = await send(await api.login('pro'), setEmailNotices, {
      userId: homeownerId,
      emailNoticesFlag: false,
    });
    expect(pro.status).toBe(403);
    const curator = await send(await api.login('curator'), setEmailNotices, {
      userId: homeownerId,
      emailNoticesFlag: false,
    });
    expect(curator.status).toBe(403);
    const visitor = await send(api.agent(), setEmailNotices, {
      userId: homeownerId,
      emailNoticesFlag: false,
    });
    expect(visitor.status).toBe(401);
    const after = await send(await api.login('homeowner'), getEmailNotices, {});
    expect(after.data?.getEmailNotices.emailNoticesFlag).toBe(true);
  });

  test('a missing flag is a 400 with field errors', async () => {
    const answer = await send(await api.login('homeowner'), setEmailNotices, { emailNoticesFlag: null });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual(['emailNoticesFlag']);
  });
});

describe('todoListsByUserId', () => {
  test('the homeowner reads their to-do list with items, notes, states, tags and a reminder', async () => {
    const answer = await send(await api.login('homeowner'), todoListsByUserId, { userId: homeownerId });
    expect(answer.status).toBe(200);
    const [list] = answer.data?.todoListsByUserId ?? [];
    expect(list).toMatchObject({ userId: homeownerId, externalIdType: 'MOVE_IN' });
    expect(Number.isNaN(Date.parse(list?.createdAt ?? ''))).toBe(false);
    expect(list?.items.map((item) => item.state)).toEqual(['OPEN', 'IN_PROGRESS', 'DONE']);
    const [gutters, deck] = list?.items ?? [];
    expect(gutters).toMatchObject({
      todoText: 'Book a gutter cleaning before the rains',
      notes: 'Ask for the downspout check too.',
      reminder: { reminderDate: '2025-10-15T16:00:00.000Z' },
    });
    expect(gutters?.tags.map((tag) => [tag.tagKey, tag.tagValue])).toEqual([
      ['serviceType', 'Gutter Cleaning'],
      ['priority', 'high'],
    ]);
    expect(deck).toMatchObject({ notes: null, reminder: null });
  });

  test('a user without lists gets an empty list', async () => {
    const answer = await send(await api.login('pro'), todoListsByUserId, { userId: proId });
    expect(answer.data?.todoListsByUserId).toEqual([]);
  });

  test('another user is 403, a curator may read, a visitor is 401, a bad id 400', async () => {
    expect((await send(await api.login('pro'), todoListsByUserId, { userId: homeownerId })).status).toBe(403);
    const curator = await send(await api.login('curator'), todoListsByUserId, { userId: homeownerId });
    expect(curator.data?.todoListsByUserId).toHaveLength(1);
    expect((await send(api.agent(), todoListsByUserId, { userId: homeownerId })).status).toBe(401);
    const bad = await send(await api.login('homeowner'), todoListsByUserId, { userId: 0 });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('userId');
  });
});

describe('SendRemoveAccountRequest', () => {
  const reason = 'I am concerned about my privacy';

  test('stores the request, e-mails a confirmation, signs the account out everywhere and keeps it out', async () => {
    const email = DEMO_ACCOUNTS.inspector.email;
    const otherDevice = await api.login('inspector');
    const answer = await send(await api.login('inspector'), sendRemoveAccountRequest, { email, reason });
    expect(answer.status).toBe(200);
    const request = answer.data?.sendAccountRemovalRequest;
    expect(request).toMatchObject({ email, reason });
    expect(request?.requestId).toBeGreaterThan(0);
    const [row] = await api.database.db
      .select()
      .from(accountRemovalRequests)
      .where(eq(accountRemovalRequests.requestId, request?.requestId ?? 0));
    expect(row).toMatchObject({ userId: await api.userId('inspector'), email, reason });
    const [message] = await api.outbox(email);
    expect(message).toMatchObject({ kind: 'accountRemoval', channel: 'email' });
    expect(message?.text).toContain('45 days');

    const session = await otherDevice.get('/api/v1/session');
    expect(session.body).toMatchObject({ dto: { userContext: null } });
    const again = await api.agent().post('/api/v1/session/login', { email, password: DEMO_PASSWORD });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The username or password is incorrect.',
    });
  });

  test('another user’s e-mail is 403 (curators too), a visitor 401, and nothing is stored', async () => {
    const email = DEMO_ACCOUNTS.homeowner.email;
    expect((await send(await api.login('pro'), sendRemoveAccountRequest, { email, reason })).status).toBe(
      403,
    );
    expect((await send(await api.login('curator'), sendRemoveAccountRequest, { email, reason })).status).toBe(
      403,
    );
    expect((await send(api.agent(), sendRemoveAccountRequest, { email, reason })).status).toBe(401);
    const rows = await api.database.db
      .select()
      .from(accountRemovalRequests)
      .where(eq(accountRemovalRequests.email, email));
    expect(rows).toEqual([]);
    expect((await api.outbox(email)).filter((message) => message.kind === 'accountRemoval')).toEqual([]);
  });

  test('a missing reason or a bad e-mail is a 400 with field errors', async () => {
    const answer = await send(await api.login('homeowner'), sendRemoveAccountRequest, {
      email: 'nope',
      reason: '  ',
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: ['Invalid email address.'],
      reason: ['Please choose a reason.'],
    });
  });
});
