import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { helplines, trackingNumbers, users } from '../db/schema';
import type { DemoAccount } from '../db/seed/accounts';
import type { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const agents = new Map<DemoAccount, Promise<Agent>>();
/** One login per account and file: logins are rate-limited per address. */
const as = (account: DemoAccount) => {
  if (!agents.has(account)) agents.set(account, api.login(account));
  return agents.get(account) as Promise<Agent>;
};

const db = api.database.db;
const proId = await api.userId('pro');
const pro = await as('pro');
const [crew] = (await pro.get(`/api/v1/teams?userId=${proId}`)).body.teams;
const companyOf = async (account: 'pro' | 'companyOff') =>
  (
    await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.userId, await api.userId(account)))
  )[0]?.companyId ?? 0;
const proCompanyId = await companyOf('pro');

const helplineOf = async (companyId: number) =>
  (await db.select().from(helplines).where(eq(helplines.companyId, companyId)))[0]?.helplineId ?? 0;
const helplineId = await helplineOf(proCompanyId);
const quietHelplineId = await helplineOf(await companyOf('companyOff'));
const trackingNumberId =
  (await db.select().from(trackingNumbers).where(eq(trackingNumbers.companyId, proCompanyId)))[0]
    ?.trackingNumberId ?? 0;

describe('helpline.read', () => {
  test("the pro reads their company's helpline with its numbers", async () => {
    const response = await pro.get(`/api/v1/helplines/${helplineId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      helplineId,
      companyId: proCompanyId,
      name: 'Priya Plumbing support line',
      active: true,
      numbers: [
        { helplineNumberId: expect.any(Number), helplineId, areaCode: '206', phoneNumber: '+12065550100' },
        { helplineNumberId: expect.any(Number), helplineId, areaCode: '312', phoneNumber: '+13125550100' },
      ],
    });
  });

  test('401 for a visitor, 403 for another company, 200 for a curator, 404 when unknown, 400 on bad id', async () => {
    expect((await api.agent().get(`/api/v1/helplines/${helplineId}`)).status).toBe(401);
    expect((await (await as('companyOff')).get(`/api/v1/helplines/${helplineId}`)).status).toBe(403);
    expect((await (await as('homeowner')).get(`/api/v1/helplines/${helplineId}`)).status).toBe(403);
    expect((await (await as('curator')).get(`/api/v1/helplines/${helplineId}`)).status).toBe(200);
    expect((await pro.get('/api/v1/helplines/9999')).status).toBe(404);
    const bad = await pro.get('/api/v1/helplines/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('helplineId');
  });
});

describe('helplineNumberByAreaCode.update', () => {
  const path = `/api/v1/helplines/${helplineId}/number-by-area-code`;

  test('an existing area code gives its number', async () => {
    const response = await pro.put(path, { areaCode: '206' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      helplineNumberId: expect.any(Number),
      helplineId,
      areaCode: '206',
      phoneNumber: '+12065550100',
    });
  });

  test('a new area code provisions a number once, then keeps giving the same one', async () => {
    const first = await pro.put(path, { areaCode: '415' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ helplineId, areaCode: '415', phoneNumber: '+14155550100' });
    const second = await pro.put(path, { areaCode: '415' });
    expect(second.body).toEqual(first.body);
    const helpline = await pro.get(`/api/v1/helplines/${helplineId}`);
    expect(helpline.body.numbers.map((number: { areaCode: string }) => number.areaCode)).toEqual([
      '206',
      '312',
      '415',
    ]);
    const read = await pro.get(`/api/v1/helpline-numbers/${first.body.helplineNumberId}`);
    expect(read.body).toEqual(first.body);
  });

  test('another helpline in the same area code gets the next free number', async () => {
    const curator = await as('curator');
    const other = await curator.get(`/api/v1/helplines/${quietHelplineId}`);
    expect(other.status).toBe(200);
    const quiet = await as('companyOff');
    const response = await quiet.put(`/api/v1/helplines/${quietHelplineId}/number-by-area-code`, {
      areaCode: '206',
    });
    expect(response.body).toMatchObject({
      helplineId: quietHelplineId,
      areaCode: '206',
      phoneNumber: '+12065550101',
    });
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await pro.put(path, { areaCode: '12' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty('areaCode');
    expect((await pro.put(path, { areaCode: '123' })).status).toBe(400);
  });

  test('401 for a visitor, 403 for another company and for a curator (writes are the company’s)', async () => {
    expect((await api.agent().put(path, { areaCode: '503' })).status).toBe(401);
    expect((await (await as('companyOff')).put(path, { areaCode: '503' })).status).toBe(403);
    expect((await (await as('curator')).put(path, { areaCode: '503' })).status).toBe(403);
    const helpline = await pro.get(`/api/v1/helplines/${helplineId}`);
    expect(helpline.body.numbers.some((number: { areaCode: string }) => number.areaCode === '503')).toBe(
      false,
    );
  });
});

describe('helplineNumberById.read', () => {
  test('success, 401, 403, 404 and 400', async () => {
    const { numbers } = (await pro.get(`/api/v1/helplines/${helplineId}`)).body;
    const id = numbers[0].helplineNumberId;
    const response = await pro.get(`/api/v1/helpline-numbers/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(numbers[0]);
    expect((await api.agent().get(`/api/v1/helpline-numbers/${id}`)).status).toBe(401);
    expect((await (await as('companyOff')).get(`/api/v1/helpline-numbers/${id}`)).status).toBe(403);
    expect((await (await as('curator')).get(`/api/v1/helpline-numbers/${id}`)).status).toBe(200);
    expect((await pro.get('/api/v1/helpline-numbers/9999')).status).toBe(404);
    expect((await pro.get('/api/v1/helpline-numbers/0')).body.fieldErrors).toHaveProperty('helplineNumberId');
  });
});

describe('trackingNumberById.read', () => {
  test("the pro reads their company's tracking number", async () => {
    const response = await pro.get(`/api/v1/tracking-numbers/${trackingNumberId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      trackingNumberId,
      companyId: proCompanyId,
      phoneNumber: '+12065550150',
      forwardToNumber: '+12065550199',
      source: 'profile-page',
      active: true,
    });
  });

  test('401, 403 for another company, curator 200, 404 and 400', async () => {
    const path = `/api/v1/tracking-numbers/${trackingNumberId}`;
    expect((await api.agent().get(path)).status).toBe(401);
    expect((await (await as('companyOff')).get(path)).status).toBe(403);
    expect((await (await as('curator')).get(path)).status).toBe(200);
    expect((await pro.get('/api/v1/tracking-numbers/9999')).status).toBe(404);
    const bad = await pro.get('/api/v1/tracking-numbers/x');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('trackingNumberId');
  });
});

describe('team.read', () => {
  test('without composite: the team and its member count', async () => {
    const response = await pro.get(`/api/v1/teams/${crew.teamId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      teamId: crew.teamId,
      name: 'Priya Plumbing crew',
      companyId: proCompanyId,
      memberCount: 2,
    });
  });

  test('composite=true adds the members, for a member outside the company too', async () => {
    const inspector = await as('inspector');
    const response = await inspector.get(`/api/v1/teams/${crew.teamId}?composite=true`);
    expect(response.status).toBe(200);
    expect(response.body.members).toEqual([
      { userId: proId, firstName: 'Priya', lastName: 'Pro', role: 'OWNER' },
      { userId: await api.userId('inspector'), firstName: 'Ines', lastName: 'Inspector', role: 'MEMBER' },
    ]);
  });

  test('401, 403 for a non-member, curator 200, 404 and 400', async () => {
    const path = `/api/v1/teams/${crew.teamId}`;
    expect((await api.agent().get(path)).status).toBe(401);
    expect((await (await as('homeowner')).get(path)).status).toBe(403);
    expect((await (await as('companyOff')).get(`${path}?composite=true`)).status).toBe(403);
    expect((await (await as('curator')).get(`${path}?composite=true`)).body.members).toHaveLength(2);
    expect((await pro.get('/api/v1/teams/9999')).status).toBe(404);
    const bad = await pro.get(`${path}?composite=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('composite');
  });
});
