import {
  isProjectActive,
  isVisibleInMyProjects,
  type ProjectLifecycle,
  type ProjectLifecycleDto,
  resources,
} from '@hearth/data';
import { afterAll, describe, expect, expectTypeOf, test } from 'vitest';
import { DEMO_CONVERSATION_IDS, DEMO_PROJECT_IDS as P } from '../domain/projects/demoIds';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const homeowner = await api.login('homeowner');
const pro = await api.login('pro');
const curator = await api.login('curator');
const proCompanyId: number = (await pro.get('/api/v1/session')).body.dto.company.hearthCompanyId;
const unknownProject = '0f0f0f0f-0000-4000-8000-000000000000';
const ALL_KEYS = [
  'businesses',
  'contacts',
  'externalReferences',
  'externalHolds',
  'managedProject',
  'images',
  'recurrence',
  'specification',
];

test('the contract project type fits the selectors', () => {
  expectTypeOf<ProjectLifecycleDto>().toExtend<ProjectLifecycle>();
});

describe('projectLifecycleService.read', () => {
  test('the homeowner reads their project with every nested object', async () => {
    const response = await homeowner.get(`/api/v1/projects/lifecycle/${P.active}`);
    expect(response.status).toBe(200);
    const project = resources.projectLifecycleService.read.output.parse(response.body);
    expect(project).toMatchObject({
      id: P.active,
      projectLifecycleStatus: 'IN_PROGRESS',
      leadKey: '100001',
      serviceTypeId: 1,
      requestedDateTime: '2026-03-01T16:00:00.000Z',
    });
    expect(Object.keys(project.nestedObjects).sort()).toEqual([...ALL_KEYS].sort());
    expect(project.nestedObjects.businesses).toEqual([
      expect.objectContaining({ companyId: proCompanyId, conversationId: DEMO_CONVERSATION_IDS.active }),
      expect.objectContaining({ conversationId: null }),
    ]);
    expect(project.nestedObjects.specification).toMatchObject({
      appointmentStartDateTime: '2026-03-05T14:00:00.000Z',
      quotedHours: 2.5,
      description: 'Fix the leak under the kitchen sink and replace the trap.',
    });
    expect(project.nestedObjects.externalHolds).toEqual([
      { id: expect.any(String), projectId: P.active, cleared: true },
    ]);
    expect(project.nestedObjects.images).toHaveLength(2);
    expect(project.nestedObjects.contacts).toHaveLength(1);
    expect(project.nestedObjects.externalReferences).toHaveLength(1);
    expect(project.nestedObjects.recurrence).toEqual({ id: expect.any(String) });
    expect(project.nestedObjects.managedProject).toBeNull();
  });

  test('a pro reads a project their company is a business on, not one it is not', async () => {
    expect((await pro.get(`/api/v1/projects/lifecycle/${P.completed}`)).status).toBe(200);
    expect((await pro.get(`/api/v1/projects/lifecycle/${P.cancelled}`)).status).toBe(403);
  });

  test("another homeowner's project is 403; a curator reads it; an unknown id is 404", async () => {
    expect((await homeowner.get(`/api/v1/projects/lifecycle/${P.otherHomeowner}`)).status).toBe(403);
    const asCurator = await curator.get(`/api/v1/projects/lifecycle/${P.otherHomeowner}`);
    expect(asCurator.status).toBe(200);
    expect(asCurator.body.id).toBe(P.otherHomeowner);
    expect((await homeowner.get(`/api/v1/projects/lifecycle/${unknownProject}`)).status).toBe(404);
  });

  test('ids that are not v4 UUIDs are 400 with field errors', async () => {
    for (const bad of ['not-a-uuid', 'a0000000-0000-1000-8000-000000000001']) {
      const response = await homeowner.get(`/api/v1/projects/lifecycle/${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toHaveProperty('projectLifecycleId');
    }
  });

  test('a visitor gets 401', async () => {
    expect((await api.agent().get(`/api/v1/projects/lifecycle/${P.active}`)).status).toBe(401);
  });
});

describe('projectLifecycleBulkService.create', () => {
  const ids = [P.held, P.otherHomeowner, unknownProject, P.active, P.cancelled];

  test('returns what the caller may see, in the order asked, leaving out the rest', async () => {
    const response = await homeowner.post('/api/v1/projects/lifecycle/bulk', { projectLifecycleIds: ids });
    expect(response.status).toBe(201);
    const projects = resources.projectLifecycleBulkService.create.output.parse(response.body);
    expect(projects.map((project) => project.id)).toEqual([P.held, P.active, P.cancelled]);
    expect(projects[0]?.nestedObjects.externalHolds).toEqual([
      expect.objectContaining({ projectId: P.held, cleared: false }),
    ]);
    const asPro = await pro.post('/api/v1/projects/lifecycle/bulk', { projectLifecycleIds: ids });
    expect(asPro.body.map((project: { id: string }) => project.id)).toEqual([P.held, P.active]);
    const asCurator = await curator.post('/api/v1/projects/lifecycle/bulk', { projectLifecycleIds: ids });
    expect(asCurator.body).toHaveLength(4);
  });

  test('bad ids are 400 with field errors; a visitor gets 401', async () => {
    const response = await homeowner.post('/api/v1/projects/lifecycle/bulk', {
      projectLifecycleIds: ['nope'],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors).join()).toContain('projectLifecycleIds');
    const missing = await homeowner.post('/api/v1/projects/lifecycle/bulk', {});
    expect(missing.status).toBe(400);
    const visitor = await api.agent().post('/api/v1/projects/lifecycle/bulk', { projectLifecycleIds: ids });
    expect(visitor.status).toBe(401);
  });
});

describe('projectLifecycleBulkContactService.create', () => {
  test('returns the visible projects with only their contacts', async () => {
    const response = await pro.post('/api/v1/projects/lifecycle/bulk-contacts', {
      projectLifecycleIds: [P.active, P.otherHomeowner, P.completed],
    });
    expect(response.status).toBe(201);
    const projects = resources.projectLifecycleBulkContactService.create.output.parse(response.body);
    expect(projects.map((project) => project.id)).toEqual([P.active, P.completed]);
    for (const project of projects) {
      expect(Object.keys(project.nestedObjects)).toEqual(['contacts']);
      expect(project.nestedObjects.contacts).toHaveLength(1);
    }
  });

  test('bad ids are 400; a visitor gets 401', async () => {
    const bad = await pro.post('/api/v1/projects/lifecycle/bulk-contacts', { projectLifecycleIds: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('projectLifecycleIds');
    const visitor = await api
      .agent()
      .post('/api/v1/projects/lifecycle/bulk-contacts', { projectLifecycleIds: [P.active] });
    expect(visitor.status).toBe(401);
  });
});

describe('projects.read', () => {
  test('include selects the nested object kinds that come back', async () => {
    const response = await homeowner.get(`/api/v1/projects/${P.held}?include=BUSINESSES,HOLDS`);
    expect(response.status).toBe(200);
    const project = resources.projects.read.output.parse(response.body);
    expect(Object.keys(project.nestedObjects).sort()).toEqual(['businesses', 'externalHolds']);
    expect(isProjectActive(project)).toBe(false);
    const none = await homeowner.get(`/api/v1/projects/${P.held}?include=`);
    expect(none.body.nestedObjects).toEqual({});
    const managed = await homeowner.get(`/api/v1/projects/${P.managedPending}?include=MANAGED_PROJECT`);
    expect(managed.body.nestedObjects).toEqual({
      managedProject: { id: expect.any(String), bookingStatus: 'PENDING', isBookingPostMatchmaking: false },
    });
  });

  test('an unknown or missing include is 400 with field errors', async () => {
    const unknown = await homeowner.get(`/api/v1/projects/${P.held}?include=BUSINESSES,GARDENS`);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors).join()).toContain('include');
    const missing = await homeowner.get(`/api/v1/projects/${P.held}`);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('include');
  });

  test('403 for another homeowner, 200 for a curator, 401 for a visitor', async () => {
    const path = `/api/v1/projects/${P.otherHomeowner}?include=BUSINESSES`;
    expect((await homeowner.get(path)).status).toBe(403);
    expect((await curator.get(path)).status).toBe(200);
    expect((await api.agent().get(path)).status).toBe(401);
  });
});

describe('userProjects.read', () => {
  test("a homeowner's projects, newest request first, fit the my-projects selectors", async () => {
    const userId = await api.userId('homeowner');
    const response = await homeowner.get(`/api/v1/users/${userId}/projects`);
    expect(response.status).toBe(200);
    const projects = resources.userProjects.read.output.parse(response.body);
    expect(projects).toHaveLength(10);
    const times = projects.map((project) => project.requestedDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      projects
        .filter(isVisibleInMyProjects)
        .map((project) => project.id)
        .sort(),
    ).toEqual(
      [
        P.active,
        P.completed,
        P.cancelled,
        P.held,
        P.managedPending,
        P.managedBooked,
        P.managedOutOfScopePostMatchmaking,
      ].sort(),
    );
    const inactive = projects.filter((project) => !isProjectActive(project)).map((project) => project.id);
    expect(inactive.sort()).toEqual([P.completed, P.cancelled, P.held].sort());
  });

  test('include narrows the nested objects', async () => {
    const userId = await api.userId('homeowner');
    const response = await homeowner.get(`/api/v1/users/${userId}/projects?include=MANAGED_PROJECT`);
    const statuses = response.body.map(
      (project: ProjectLifecycleDto) => project.nestedObjects.managedProject?.bookingStatus ?? null,
    );
    expect(statuses.filter(Boolean).sort()).toEqual(
      ['BAD_QUALITY', 'BOOKED', 'NOT_INTERESTED', 'OUT_OF_SCOPE', 'OUT_OF_SCOPE', 'PENDING'].sort(),
    );
  });

  test("a pro's projects are those their company is a business on", async () => {
    const response = await pro.get(`/api/v1/users/${await api.userId('pro')}/projects?include=BUSINESSES`);
    expect(response.status).toBe(200);
    const ids = response.body.map((project: { id: string }) => project.id);
    expect(ids).toHaveLength(9);
    expect(ids).not.toContain(P.cancelled);
    expect(ids).not.toContain(P.otherHomeowner);
  });

  test('another user gets 403, a curator reads, a visitor gets 401, bad ids are 400', async () => {
    const userId = await api.userId('homeowner');
    expect((await pro.get(`/api/v1/users/${userId}/projects`)).status).toBe(403);
    const asCurator = await curator.get(`/api/v1/users/${userId}/projects`);
    expect(asCurator.status).toBe(200);
    expect(asCurator.body).toHaveLength(10);
    expect((await api.agent().get(`/api/v1/users/${userId}/projects`)).status).toBe(401);
    const bad = await homeowner.get(`/api/v1/users/abc/projects`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('userId');
    const badInclude = await homeowner.get(`/api/v1/users/${userId}/projects?include=NOPE`);
    expect(badInclude.status).toBe(400);
  });
});

describe('bookingForProjectService.read', () => {
  test('the booking of a managed project', async () => {
    const response = await homeowner.get(`/api/v1/projects/${P.managedBooked}/booking`);
    expect(response.status).toBe(200);
    expect(resources.bookingForProjectService.read.output.parse(response.body)).toEqual({
      projectLifecycleId: P.managedBooked,
      bookingStatus: 'BOOKED',
      isBookingPostMatchmaking: true,
      companyId: proCompanyId,
      appointmentStartDateTime: '2026-01-25T15:00:00.000Z',
      quotedHours: 3,
    });
    const pending = await pro.get(`/api/v1/projects/${P.managedPending}/booking`);
    expect(pending.body).toMatchObject({ bookingStatus: 'PENDING', companyId: null, quotedHours: null });
  });

  test('404 without a booking, 403 for another homeowner, 401 for a visitor, 400 for a bad id', async () => {
    expect((await homeowner.get(`/api/v1/projects/${P.active}/booking`)).status).toBe(404);
    expect((await homeowner.get(`/api/v1/projects/${P.otherHomeowner}/booking`)).status).toBe(403);
    expect((await api.agent().get(`/api/v1/projects/${P.managedBooked}/booking`)).status).toBe(401);
    const bad = await homeowner.get('/api/v1/projects/123/booking');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('projectLifecycleId');
  });
});
