import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { emailSubscriptionEvents, emailUnsubscribes } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { expectFieldErrors, freshUser, startAccountTestApi } from '../domain/account/testSupport';
import { subscriptionTree } from '../graphql/subscriptionStore';

const api = await startAccountTestApi();
afterAll(() => api.close());

const homeownerId = await api.userId('homeowner');
const proId = await api.userId('pro');
const homeowner = await api.login('homeowner');
const curator = await api.login('curator');

describe('user.read  GET /users/:userId', () => {
  test('the user reads themself with the spec fields', async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      userId: homeownerId,
      firstName: 'Hana',
      lastName: 'Homeowner',
      hasNoPassword: false,
      emailAddress: DEMO_ACCOUNTS.homeowner.email,
    });
  });

  test('a curator reads another user; an account without a password says so', async () => {
    const passwordless = await api.userId('passwordless');
    const response = await curator.get(`/api/v1/users/${passwordless}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId: passwordless, hasNoPassword: true });
  });

  test('a bad id is a 400 with field errors, a visitor 401, another user 403', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/users/abc'), { userId: true });
    expect((await api.agent().get(`/api/v1/users/${homeownerId}`)).status).toBe(401);
    const other = await homeowner.get(`/api/v1/users/${proId}`);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain(DEMO_ACCOUNTS.pro.email);
  });
});

describe('user.update  PUT /users/:userId', () => {
  test('changes the names and answers the user', async () => {
    const { agent, userId, email } = await freshUser(api, 'rename');
    const response = await agent.put(`/api/v1/users/${userId}`, { firstName: ' Rita ', lastName: 'Renamed' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      userId,
      firstName: 'Rita',
      lastName: 'Renamed',
      hasNoPassword: false,
      emailAddress: email,
    });
    expect((await agent.get(`/api/v1/users/${userId}`)).body.firstName).toBe('Rita');
  });

  test('empty names answer 400 with the spec messages', async () => {
    const response = await homeowner.put(`/api/v1/users/${homeownerId}`, { firstName: ' ', lastName: '' });
    expectFieldErrors(response, {
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
  });

  test('a visitor is 401; another user and a curator are 403', async () => {
    const body = { firstName: 'X', lastName: 'Y' };
    expect((await api.agent().put(`/api/v1/users/${homeownerId}`, body)).status).toBe(401);
    expect((await homeowner.put(`/api/v1/users/${proId}`, body)).status).toBe(403);
    expect((await curator.put(`/api/v1/users/${homeownerId}`, body)).status).toBe(403);
  });
});

describe('user.create (bulk directory)  POST /users/bulk', () => {
  test('entries keyed by userId; e-mail only for oneself; unknown ids left out', async () => {
    const response = await homeowner.post('/api/v1/users/bulk', { userIds: [homeownerId, proId, 999_999] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      [homeownerId]: {
        userId: homeownerId,
        hearthUserId: homeownerId,
        firstName: 'Hana',
        email: DEMO_ACCOUNTS.homeowner.email,
      },
      [proId]: { userId: proId, hearthUserId: proId, firstName: 'Priya', email: null },
    });
    expect(response.text).not.toContain(DEMO_ACCOUNTS.pro.email);
  });

  test('a curator sees e-mails', async () => {
    const response = await curator.post('/api/v1/users/bulk', { userIds: [proId] });
    expect(response.body[proId].email).toBe(DEMO_ACCOUNTS.pro.email);
  });

  test('bad ids are a 400, a visitor 401', async () => {
    expectFieldErrors(await homeowner.post('/api/v1/users/bulk', { userIds: ['x'] }), { 'userIds.0': true });
    expect((await api.agent().post('/api/v1/users/bulk', { userIds: [proId] })).status).toBe(401);
  });
});

describe('userEmailByUserIdService  /users/:userId/emails', () => {
  test('read lists the e-mails with every spec field, primary first', async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}/emails`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.body[0]).toEqual({
      userEmailId: expect.any(Number),
      userId: homeownerId,
      emailAddress: DEMO_ACCOUNTS.homeowner.email,
      primary: true,
      verified: true,
      verificationToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      optedOut: false,
      emailAllowed: true,
    });
    expect(response.body[1]).toMatchObject({
      primary: false,
      optedOut: true,
      optedOutUtcMs: expect.any(Number),
    });
  });

  test('create adds a new primary e-mail that becomes the login e-mail', async () => {
    const { agent, userId, email } = await freshUser(api, 'email-create');
    const next = `next-${userId}@hearth.test`;
    const response = await agent.post(`/api/v1/users/${userId}/emails`, {
      emailAddress: next,
      primary: true,
      optedOut: false,
      emailAllowed: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userId, emailAddress: next, primary: true, verified: false });
    const list = (await agent.get(`/api/v1/users/${userId}/emails`)).body;
    expect(
      list.map((row: { emailAddress: string; primary: boolean }) => [row.emailAddress, row.primary]),
    ).toEqual([
      [next, true],
      [email, false],
    ]);
    expect((await agent.get(`/api/v1/users/${userId}`)).body.emailAddress).toBe(next);
  });

  test('update changes the primary address (unverified again); another account’s address is 409', async () => {
    const { agent, userId } = await freshUser(api, 'email-update');
    const next = `changed-${userId}@hearth.test`;
    const response = await agent.put(`/api/v1/users/${userId}/emails`, { emailAddress: next });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId, emailAddress: next, primary: true, verified: false });
    expect((await api.login({ email: next, password: 'fresh-password-1' })).cookies.size).toBeGreaterThan(0);
    const taken = await agent.put(`/api/v1/users/${userId}/emails`, {
      emailAddress: DEMO_ACCOUNTS.pro.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.emailAddress).toEqual(['An account with this email already exists.']);
  });

  test('the opt-outs follow the person to the new address, and the old address keeps its own', async () => {
    const { agent, userId, email } = await freshUser(api, 'email-optouts');
    const { db } = api.database;
    await db.insert(emailUnsubscribes).values([
      { emailAddress: email, shortCode: 'NEWSLETTER_SEASONAL', source: 'SUBSCRIPTION_PAGE' },
      { emailAddress: email, shortCode: 'PARTNER_OFFERS', source: 'EMAIL_LINK' },
    ]);
    const next = `moved-${userId}@hearth.test`;
    // The new address already opted out of something on its own: that stays too.
    await db
      .insert(emailUnsubscribes)
      .values({ emailAddress: next, shortCode: 'NEWSLETTER_MONTHLY', source: 'EMAIL_LINK' });
    expect((await agent.put(`/api/v1/users/${userId}/emails`, { emailAddress: next })).status).toBe(200);

    const codesOf = async (address: string) =>
      (await db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.emailAddress, address)))
        .map((row) => `${row.shortCode}:${row.source}`)
        .sort();
    expect(await codesOf(next)).toEqual([
      'NEWSLETTER_MONTHLY:EMAIL_LINK',
      'NEWSLETTER_SEASONAL:SUBSCRIPTION_PAGE',
      'PARTNER_OFFERS:EMAIL_LINK',
    ]);
    expect(await codesOf(email)).toEqual([
      'NEWSLETTER_SEASONAL:SUBSCRIPTION_PAGE',
      'PARTNER_OFFERS:EMAIL_LINK',
    ]);
    // The tree the settings screen reads for the new address shows them unsubscribed.
    const tree = await subscriptionTree(db, next);
    const partner = tree.flatMap((group) => group.children).find((g) => g.shortCode === 'PARTNER_OFFERS');
    expect(partner?.isUnsubscribed).toBe(true);
    // The carried opt-outs are in the change log, as the user's own change.
    const events = await db
      .select()
      .from(emailSubscriptionEvents)
      .where(eq(emailSubscriptionEvents.emailAddress, next));
    expect(
      events.map((event) => [event.shortCode, event.unsubscribed, event.changedByUserId]).sort(),
    ).toEqual([
      ['NEWSLETTER_SEASONAL', true, userId],
      ['PARTNER_OFFERS', true, userId],
    ]);
  });

  test('bad addresses answer 400 with the spec messages', async () => {
    expectFieldErrors(await homeowner.put(`/api/v1/users/${homeownerId}/emails`, { emailAddress: '' }), {
      emailAddress: 'Email is required.',
    });
    expectFieldErrors(
      await homeowner.post(`/api/v1/users/${homeownerId}/emails`, { emailAddress: 'not-mail' }),
      {
        emailAddress: 'Invalid email address.',
      },
    );
  });

  test('a visitor is 401; another user 403; a curator reads but may not write', async () => {
    const path = `/api/v1/users/${homeownerId}/emails`;
    expect((await api.agent().get(path)).status).toBe(401);
    expect((await api.agent().post(path, { emailAddress: 'a@hearth.test' })).status).toBe(401);
    expect((await (await api.login('pro')).get(path)).status).toBe(403);
    expect((await (await api.login('pro')).put(path, { emailAddress: 'a@hearth.test' })).status).toBe(403);
    expect((await curator.get(path)).status).toBe(200);
    expect((await curator.put(path, { emailAddress: 'a@hearth.test' })).status).toBe(403);
  });
});

describe('userImages.read / userImage.create  /users/:userId/images', () => {
  test('read lists the seeded headshot', async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}/images`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        userImageId: expect.any(Number),
        userId: homeownerId,
        imageFileName: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  test("another user's upload or an unknown file is refused with 400", async () => {
    const [seeded] = (await homeowner.get(`/api/v1/users/${homeownerId}/images`)).body;
    const pro = await api.login('pro');
    expectFieldErrors(
      await pro.post(`/api/v1/users/${proId}/images`, { imageFileName: seeded.imageFileName }),
      {
        imageFileName: true,
      },
    );
    expectFieldErrors(await pro.post(`/api/v1/users/${proId}/images`, { imageFileName: 'f'.repeat(32) }), {
      imageFileName: true,
    });
    expectFieldErrors(await pro.post(`/api/v1/users/${proId}/images`, {}), { imageFileName: true });
  });

  test('a visitor is 401; another user 403; a curator reads but may not write', async () => {
    const path = `/api/v1/users/${homeownerId}/images`;
    expect((await api.agent().get(path)).status).toBe(401);
    expect((await api.agent().post(path, { imageFileName: 'x' })).status).toBe(401);
    expect((await (await api.login('pro')).get(path)).status).toBe(403);
    expect((await (await api.login('pro')).post(path, { imageFileName: 'x' })).status).toBe(403);
    expect((await curator.get(path)).status).toBe(200);
    expect((await curator.post(path, { imageFileName: 'x' })).status).toBe(403);
  });
});

describe('userAddress.read  GET /users/:userId/address', () => {
  test('the address of the primary location', async () => {
    const response = await homeowner.get(`/api/v1/users/${homeownerId}/address`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      street1: '1100 Congress Ave',
      street2: 'Unit 4',
      city: 'Austin',
      province: 'TX',
      postalCode: '78701',
      userLocationId: expect.any(Number),
      userId: homeownerId,
    });
  });

  test('null for a user without any location; curator may read', async () => {
    const response = await curator.get(`/api/v1/users/${proId}/address`);
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  test('400 for a bad id, 401 for a visitor, 403 for another user', async () => {
    expectFieldErrors(await homeowner.get('/api/v1/users/0/address'), { userId: true });
    expect((await api.agent().get(`/api/v1/users/${homeownerId}/address`)).status).toBe(401);
    const other = await (await api.login('pro')).get(`/api/v1/users/${homeownerId}/address`);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('Congress');
  });
});
