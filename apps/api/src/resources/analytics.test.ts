import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { biUserActions } from '../db/schema';
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

const PATH = '/api/v1/bi/user-actions';
const event = {
  actionType: 'click',
  uiElement: 'header-signup-button',
  eventUrl: 'https://hearth.test/pro',
  requestUrl: 'https://hearth.test/pro?ref=nav',
};

const storedEvent = async (eventId: number) =>
  (await api.database.db.select().from(biUserActions).where(eq(biUserActions.eventId, eventId)))[0];

describe('biUserAction.create', () => {
  test("a visitor's event is stored", async () => {
    const response = await api.agent().post(PATH, event);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ eventId: expect.any(Number), recorded: true });
    expect(await storedEvent(response.body.eventId)).toMatchObject({
      ...event,
      userId: null,
      entity1Name: null,
    });
  });

  test("a logged-in user's event with their own userId and both entity pairs is stored", async () => {
    const agent = await as('homeowner');
    const userId = await api.userId('homeowner');
    const response = await agent.post(PATH, {
      ...event,
      actionType: 'render',
      userId,
      entity1Name: 'projectLifecycleId',
      entity1Value: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      entity2Name: 'serviceTypeId',
      entity2Value: 42,
    });
    expect(response.status).toBe(201);
    expect(await storedEvent(response.body.eventId)).toMatchObject({
      actionType: 'render',
      userId,
      entity1Name: 'projectLifecycleId',
      entity1Value: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      entity2Name: 'serviceTypeId',
      entity2Value: '42',
    });
  });

  test("a logged-in user's event without a userId is stored as theirs", async () => {
    const agent = await as('homeowner');
    const response = await agent.post(PATH, event);
    expect(response.status).toBe(201);
    expect(await storedEvent(response.body.eventId)).toMatchObject({
      ...event,
      userId: await api.userId('homeowner'),
    });
  });

  test('half an entity pair is a 400 naming the missing half', async () => {
    const nameOnly = await api.agent().post(PATH, { ...event, entity1Name: 'projectLifecycleId' });
    expect(nameOnly.status).toBe(400);
    expect(nameOnly.body.fieldErrors).toEqual({ entity1Value: ['Entity 1 needs both a name and a value.'] });
    const valueOnly = await api.agent().post(PATH, { ...event, entity2Value: 'x' });
    expect(valueOnly.status).toBe(400);
    expect(valueOnly.body.fieldErrors).toEqual({ entity2Name: ['Entity 2 needs both a name and a value.'] });
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().post(PATH, { actionType: 'hover', uiElement: '' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(
      expect.arrayContaining(['actionType', 'uiElement', 'eventUrl', 'requestUrl']),
    );
  });

  test("another user's userId is a 403, for a visitor and for a logged-in user", async () => {
    const proId = await api.userId('pro');
    expect((await api.agent().post(PATH, { ...event, userId: proId })).status).toBe(403);
    const agent = await as('homeowner');
    const response = await agent.post(PATH, { ...event, userId: proId });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });
});
