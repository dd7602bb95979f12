import { afterAll, describe, expect, test } from 'vitest';
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

const homeownerId = await api.userId('homeowner');
const proId = await api.userId('pro');

/** User-scoped reads: success for the user, CURATOR reads, 401 / 403 / 400 otherwise. */
const userScoped = [
  { name: 'assignedTasks', path: '/api/v1/assigned-tasks', field: 'userId', owner: 'homeowner' },
  {
    name: 'haOutboundRoutes',
    path: '/api/v1/outbound-routes/home-assistant',
    field: 'userId',
    owner: 'homeowner',
  },
  { name: 'paOutboundRoutes', path: '/api/v1/outbound-routes/pro-assistant', field: 'userId', owner: 'pro' },
  {
    name: 'homeAssistantEnrollment',
    path: '/api/v1/home-assistant-enrollments',
    field: 'homeownerUserId',
    owner: 'homeowner',
  },
  {
    name: 'proNotificationSettings',
    path: '/api/v1/pro-notification-settings',
    field: 'userId',
    owner: 'pro',
  },
  { name: 'teamsByUser', path: '/api/v1/teams', field: 'userId', owner: 'pro' },
] as const;

describe.each(userScoped)('$name access', ({ path, field, owner }) => {
  const other = owner === 'pro' ? 'homeowner' : 'pro';
  const url = async (account: 'homeowner' | 'pro') => `${path}?${field}=${await api.userId(account)}`;

  test('a visitor gets 401', async () => {
    expect((await api.agent().get(await url(owner))).status).toBe(401);
  });

  test('another user gets 403', async () => {
    const response = await (await as(other)).get(await url(owner));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  test('the user and a curator get 200', async () => {
    expect((await (await as(owner)).get(await url(owner))).status).toBe(200);
    expect((await (await as('curator')).get(await url(owner))).status).toBe(200);
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await (await as(owner)).get(`${path}?${field}=abc`);
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty(field);
  });
});

describe('assignedTasks.read', () => {
  test("the homeowner's tasks, open ones first and done last", async () => {
    const response = await (await as('homeowner')).get(`/api/v1/assigned-tasks?userId=${homeownerId}`);
    expect(response.body.userId).toBe(homeownerId);
    expect(response.body.tasks.map((task: { status: string }) => task.status)).toEqual([
      'OPEN',
      'IN_PROGRESS',
      'DONE',
    ]);
    expect(response.body.tasks[0]).toEqual({
      taskId: expect.any(Number),
      title: 'Confirm the plumber visit',
      description: 'Pick one of the times the pro offered.',
      status: 'OPEN',
      dueDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      projectLifecycleId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
  });

  test('a user without tasks gets an empty list', async () => {
    const response = await (await as('pro')).get(`/api/v1/assigned-tasks?userId=${proId}`);
    expect(response.body).toEqual({ userId: proId, tasks: [] });
  });
});

describe('outbound routes', () => {
  test('home-assistant routes of the homeowner', async () => {
    const agent = await as('homeowner');
    const response = await agent.get(`/api/v1/outbound-routes/home-assistant?userId=${homeownerId}`);
    expect(response.body).toEqual({
      userId: homeownerId,
      routes: [
        {
          routeId: expect.any(Number),
          name: 'Home assistant line',
          phoneNumber: '+12065550142',
          active: true,
        },
      ],
    });
    const pro = await agent.get(`/api/v1/outbound-routes/pro-assistant?userId=${homeownerId}`);
    expect(pro.body).toEqual({ userId: homeownerId, routes: [] });
  });

  test('pro-assistant routes of the pro, inactive ones included', async () => {
    const response = await (await as('pro')).get(`/api/v1/outbound-routes/pro-assistant?userId=${proId}`);
    expect(
      response.body.routes.map((route: { name: string; active: boolean }) => [route.name, route.active]),
    ).toEqual([
      ['Pro assistant line', true],
      ['After-hours line', false],
    ]);
  });
});

describe('homeAssistantEnrollment.read', () => {
  test('the enrolled homeowner', async () => {
    const response = await (await as('homeowner')).get(
      `/api/v1/home-assistant-enrollments?homeownerUserId=${homeownerId}`,
    );
    expect(response.body).toEqual({
      homeownerUserId: homeownerId,
      enrolled: true,
      status: 'ENROLLED',
      planName: 'Home Assistant Plus',
      enrolledAt: '2025-01-15T00:00:00.000Z',
    });
  });

  test('a user with no enrolment reads NOT_ENROLLED', async () => {
    const response = await (await as('pro')).get(
      `/api/v1/home-assistant-enrollments?homeownerUserId=${proId}`,
    );
    expect(response.body).toEqual({
      homeownerUserId: proId,
      enrolled: false,
      status: 'NOT_ENROLLED',
      planName: null,
      enrolledAt: null,
    });
  });
});

describe('proNotificationSettings.read', () => {
  test('every type and channel, with the ones the pro turned off', async () => {
    const response = await (await as('pro')).get(`/api/v1/pro-notification-settings?userId=${proId}`);
    expect(response.body.userId).toBe(proId);
    expect(response.body.settings).toHaveLength(12);
    const off = response.body.settings.filter((setting: { enabled: boolean }) => !setting.enabled);
    expect(off).toEqual([
      { notificationType: 'NEW_REVIEW', channel: 'SMS', enabled: false },
      { notificationType: 'BILLING', channel: 'PUSH', enabled: false },
    ]);
  });

  test('a user without a company has none: 404', async () => {
    const response = await (await as('homeowner')).get(
      `/api/v1/pro-notification-settings?userId=${homeownerId}`,
    );
    expect(response.status).toBe(404);
  });
});

describe('teamsByUser.read', () => {
  test("the pro's teams with role and member count", async () => {
    const response = await (await as('pro')).get(`/api/v1/teams?userId=${proId}`);
    expect(response.body).toEqual({
      userId: proId,
      teams: [
        {
          teamId: expect.any(Number),
          name: 'Priya Plumbing crew',
          companyId: expect.any(Number),
          memberCount: 2,
          role: 'OWNER',
        },
      ],
    });
  });

  test('a user in no team gets an empty list', async () => {
    const response = await (await as('homeowner')).get(`/api/v1/teams?userId=${homeownerId}`);
    expect(response.body).toEqual({ userId: homeownerId, teams: [] });
  });
});

describe('maintenanceWindows.read  GET /maintenance-windows', () => {
  test("anyone reads the spec's window: 15 July 2025 22:00 to 16 July 02:00 at UTC-7", async () => {
    const response = await api.agent().get('/api/v1/maintenance-windows');
    expect(response.status).toBe(200);
    expect(response.body.windows).toEqual([
      { start: '2025-07-16T05:00:00.000Z', end: '2025-07-16T09:00:00.000Z' },
    ]);
  });
});
