import { type ProjectLifecycleDto, resources, sortActiveProjects } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_CONVERSATION_IDS as C, DEMO_PROJECT_IDS as P } from '../domain/projects/demoIds';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const homeowner = await api.login('homeowner');
const pro = await api.login('pro');
const curator = await api.login('curator');
const ids = {
  homeowner: await api.userId('homeowner'),
  pro: await api.userId('pro'),
  passwordless: await api.userId('passwordless'),
};
const unknownConversation = '0c0c0c0c-0000-4000-8000-000000000000';
const summaries = (agent: typeof homeowner, conversationIds: unknown) =>
  agent.post('/api/v1/conversations/summaries', { conversationIds });

describe('conversationSummaryService.create', () => {
  test('summaries keyed by id, leaving out conversations the caller is not a peer of', async () => {
    const response = await summaries(homeowner, [
      C.active,
      C.completed,
      C.otherHomeowner,
      unknownConversation,
    ]);
    expect(response.status).toBe(201);
    const byId = resources.conversationSummaryService.create.output.parse(response.body);
    expect(Object.keys(byId).sort()).toEqual([C.active, C.completed].sort());
    expect(byId[C.active]).toEqual({
      id: C.active,
      peers: [
        { peerId: String(ids.homeowner), role: 'homeowner' },
        { peerId: String(ids.pro), role: 'pro' },
      ],
      created: '2026-03-02T15:00:00.000Z',
      latest: '2026-03-02T17:32:00.000Z',
      messages: [
        { id: expect.any(String), mimeType: 'text/plain' },
        { id: expect.any(String), mimeType: 'text/plain' },
        { id: expect.any(String), mimeType: 'image/jpeg' },
        { id: expect.any(String), mimeType: 'text/plain' },
        { id: expect.any(String), mimeType: 'text/plain' },
      ],
    });
  });

  test('a pro sees only their own conversations; a curator sees all', async () => {
    const asPro = await summaries(pro, [C.active, C.cancelled, C.otherHomeowner]);
    expect(Object.keys(asPro.body)).toEqual([C.active]);
    const asCurator = await summaries(curator, [C.active, C.cancelled, C.otherHomeowner]);
    expect(Object.keys(asCurator.body).sort()).toEqual([C.active, C.cancelled, C.otherHomeowner].sort());
  });

  test('with the projects, the summaries order active projects by latest activity', async () => {
    const projects: ProjectLifecycleDto[] = (await homeowner.get(`/api/v1/users/${ids.homeowner}/projects`))
      .body;
    const conversationIds = projects.flatMap((project) =>
      (project.nestedObjects.businesses ?? []).flatMap((business) => business.conversationId ?? []),
    );
    const byId = (await summaries(homeowner, conversationIds)).body;
    expect(sortActiveProjects(projects, byId).map((project) => project.id)).toEqual([
      P.active,
      P.managedPending,
      P.managedBooked,
      P.managedOutOfScopePostMatchmaking,
      P.managedOutOfScope,
      P.managedNotInterested,
      P.managedBadQuality,
    ]);
  });

  test('bad ids are 400 with field errors; a visitor gets 401', async () => {
    const bad = await summaries(homeowner, ['not-a-uuid']);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).join()).toContain('conversationIds');
    expect((await summaries(homeowner, undefined)).status).toBe(400);
    expect((await summaries(api.agent(), [C.active])).status).toBe(401);
  });
});

describe('conversationService.read', () => {
  test('a peer reads the conversation with its messages', async () => {
    const response = await homeowner.get(`/api/v1/conversations/${C.active}?userId=${ids.homeowner}`);
    expect(response.status).toBe(200);
    const conversation = resources.conversationService.read.output.parse(response.body);
    expect(conversation.projectLifecycleId).toBe(P.active);
    expect(conversation.messages).toHaveLength(5);
    expect(conversation.messages[0]).toEqual({
      id: expect.any(String),
      mimeType: 'text/plain',
      fromPeerId: String(ids.homeowner),
      body: 'Hi, the kitchen sink is leaking under the cabinet. Can you take a look this week?',
      created: '2026-03-02T15:00:00.000Z',
    });
    expect(conversation.messages[1]?.fromPeerId).toBe(String(ids.pro));
    expect(conversation.latest).toBe('2026-03-02T17:32:00.000Z');
  });

  test('reading as another user, or a conversation one is not a peer of, is 403', async () => {
    expect((await homeowner.get(`/api/v1/conversations/${C.active}?userId=${ids.pro}`)).status).toBe(403);
    const notPeer = await homeowner.get(`/api/v1/conversations/${C.otherHomeowner}?userId=${ids.homeowner}`);
    expect(notPeer.status).toBe(403);
    const proNotPeer = await pro.get(`/api/v1/conversations/${C.cancelled}?userId=${ids.pro}`);
    expect(proNotPeer.status).toBe(403);
  });

  test("a curator reads another user's conversation as that user; unknown ids are 404", async () => {
    const response = await curator.get(
      `/api/v1/conversations/${C.otherHomeowner}?userId=${ids.passwordless}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.messages.map((message: { body: string }) => message.body)).toEqual([
      'The deck needs two boards replaced.',
      'I can do that next week.',
    ]);
    const unknown = await homeowner.get(
      `/api/v1/conversations/${unknownConversation}?userId=${ids.homeowner}`,
    );
    expect(unknown.status).toBe(404);
  });

  test('bad input is 400 with field errors; a visitor gets 401', async () => {
    const badId = await homeowner.get(`/api/v1/conversations/nope?userId=${ids.homeowner}`);
    expect(badId.status).toBe(400);
    expect(badId.body.fieldErrors).toHaveProperty('conversationId');
    const noUser = await homeowner.get(`/api/v1/conversations/${C.active}`);
    expect(noUser.status).toBe(400);
    expect(noUser.body.fieldErrors).toHaveProperty('userId');
    expect((await api.agent().get(`/api/v1/conversations/${C.active}?userId=${ids.homeowner}`)).status).toBe(
      401,
    );
  });
});

describe('userConversationResponseTimeService.read', () => {
  test("a pro's response times across their conversations", async () => {
    const response = await pro.get(`/api/v1/users/${ids.pro}/conversation-response-time`);
    expect(response.status).toBe(200);
    // Answers after 30 min and 2 h (active), and 10 min (completed); the booked thread has no question.
    expect(resources.userConversationResponseTimeService.read.output.parse(response.body)).toEqual({
      userId: ids.pro,
      conversationCount: 3,
      responseCount: 3,
      medianResponseSeconds: 1800,
      averageResponseSeconds: 3200,
    });
  });

  test('a user with no conversations has no response time', async () => {
    const inspector = await api.login('inspector');
    const response = await inspector.get(
      `/api/v1/users/${await api.userId('inspector')}/conversation-response-time`,
    );
    expect(response.body).toMatchObject({
      conversationCount: 0,
      responseCount: 0,
      medianResponseSeconds: null,
      averageResponseSeconds: null,
    });
  });

  test('another user gets 403, a curator reads, a visitor gets 401, a bad id is 400', async () => {
    const path = `/api/v1/users/${ids.pro}/conversation-response-time`;
    expect((await homeowner.get(path)).status).toBe(403);
    expect((await curator.get(path)).body.responseCount).toBe(3);
    expect((await api.agent().get(path)).status).toBe(401);
    const bad = await pro.get('/api/v1/users/0/conversation-response-time');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('userId');
  });
});
