import { balancesResources, centsToDollars } from '@hearth/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { findUserByEmail } from '../domain/users';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const ids = { pro: 0, companyOff: 0, roofing: 0 };

beforeAll(async () => {
  for (const account of ['pro', 'companyOff'] as const) {
    const user = await findUserByEmail(api.database.db, DEMO_ACCOUNTS[account].email);
    ids[account] = user?.companyId ?? 0;
  }
  const [roofing] = await api.database.db
    .select()
    .from(companies)
    .where(eq(companies.name, 'Sunrise Roofing Co'));
  ids.roofing = roofing?.hearthCompanyId ?? 0;
});

const points = (companyId: number | string) => `/api/v1/companies/${companyId}/points-balance`;
const reward = (companyId: number | string) => `/api/v1/companies/${companyId}/reward-balance`;

describe('proPointsBalance.read and proRewardBalance.read', () => {
  test("a pro reads their company's balances, in cents", async () => {
    const agent = await api.login('pro');
    const pointsResponse = await agent.get(points(ids.pro));
    expect(pointsResponse.status).toBe(200);
    const balance = balancesResources.proPointsBalance.read.output.parse(pointsResponse.body);
    expect(pointsResponse.body).toEqual({ companyId: ids.pro, balanceInPenny: 1_234_567 });
    expect(centsToDollars(balance.balanceInPenny)).toBe('$12,345.67');
    const rewardResponse = await agent.get(reward(ids.pro));
    expect(rewardResponse.status).toBe(200);
    expect(rewardResponse.body).toEqual({ companyId: ids.pro, availableBalance: 250_075 });
    expect(centsToDollars(rewardResponse.body.availableBalance)).toBe('$2,500.75');
  });

  test('the other pro reads their own company', async () => {
    const agent = await api.login('companyOff');
    expect((await agent.get(points(ids.companyOff))).body.balanceInPenny).toBe(9_876_543);
    expect((await agent.get(reward(ids.companyOff))).body.availableBalance).toBe(0);
  });

  test('a curator reads any company; no balance row reads as 0; an unknown company is a 404', async () => {
    const agent = await api.login('curator');
    expect((await agent.get(points(ids.pro))).body.balanceInPenny).toBe(1_234_567);
    expect((await agent.get(reward(ids.roofing))).body).toEqual({
      companyId: ids.roofing,
      availableBalance: 0,
    });
    expect((await agent.get(points(999_999))).status).toBe(404);
    expect((await agent.get(reward(999_999))).status).toBe(404);
  });

  test("403 on another company's balances", async () => {
    const pro = await api.login('pro');
    const homeowner = await api.login('homeowner');
    for (const path of [points(ids.companyOff), reward(ids.companyOff)]) {
      const response = await pro.get(path);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(response.text).not.toContain('9876543');
    }
    expect((await homeowner.get(points(ids.pro))).status).toBe(403);
    expect((await homeowner.get(reward(ids.pro))).status).toBe(403);
    // Unknown companies are refused the same way, so ids cannot be probed.
    expect((await pro.get(points(999_999))).status).toBe(403);
  });

  test('401 for a visitor', async () => {
    expect((await api.agent().get(points(ids.pro))).status).toBe(401);
    expect((await api.agent().get(reward(ids.pro))).status).toBe(401);
  });

  test('a bad company id is a 400 with field errors', async () => {
    const agent = await api.login('pro');
    for (const path of [points('abc'), reward('-5')]) {
      const response = await agent.get(path);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toEqual(['companyId']);
    }
  });
});
