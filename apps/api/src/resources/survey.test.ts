import { afterAll, describe, expect, test } from 'vitest';
import type { DemoAccount } from '../db/seed/accounts';
import { SEEDED_SURVEYS } from '../db/seed/services';
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

const surveyPath = (surveyId: string) => `/api/v1/csat-surveys/${surveyId}`;
const UNKNOWN_SURVEY = '00000000-0000-4000-8000-000000000000';

describe('csatSurvey.read', () => {
  test('an NPS survey: scores 0 to 10 labelled at both ends', async () => {
    const response = await api.agent().get(surveyPath(SEEDED_SURVEYS.nps.surveyId));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      surveyId: SEEDED_SURVEYS.nps.surveyId,
      question: expect.any(String),
      campaignType: 'NPS',
      submitted: false,
    });
    const answers = response.body.answers as { answerId: number; score: number; label: string }[];
    expect(answers.map((answer) => answer.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answers[0]?.label).toBe('Not likely');
    expect(answers[10]?.label).toBe('Very likely');
    expect(answers.every((answer) => Number.isInteger(answer.answerId))).toBe(true);
  });

  test('a custom survey: any campaign type other than NPS reads as CUSTOM, scores 1 to 5', async () => {
    const response = await api.agent().get(surveyPath(SEEDED_SURVEYS.custom.surveyId));
    expect(response.status).toBe(200);
    expect(response.body.campaignType).toBe('CUSTOM');
    expect(response.body.answers.map((answer: { score: number }) => answer.score)).toEqual([1, 2, 3, 4, 5]);
  });

  test('an unknown survey is a 404; a survey id that is not a uuid is a 400', async () => {
    expect((await api.agent().get(surveyPath(UNKNOWN_SURVEY))).status).toBe(404);
    const bad = await api.agent().get(surveyPath('123'));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('surveyId');
  });
});

describe('csatSurvey.update (answering)', () => {
  test('answer flow: a visitor answers once with trimmed comments; answering again is a 409', async () => {
    const agent = api.agent();
    const survey = (await agent.get(surveyPath(SEEDED_SURVEYS.custom.surveyId))).body;
    const five = survey.answers.find((answer: { score: number }) => answer.score === 5);
    const response = await agent.put(surveyPath(SEEDED_SURVEYS.custom.surveyId), {
      answerId: five.answerId,
      comments: '  Great work, on time.  ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...survey, submitted: true });
    expect((await agent.get(surveyPath(SEEDED_SURVEYS.custom.surveyId))).body.submitted).toBe(true);

    const again = await agent.put(surveyPath(SEEDED_SURVEYS.custom.surveyId), { answerId: five.answerId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  test('an answer of another survey is a 400 on answerId, and the survey stays open', async () => {
    const nps = (await api.agent().get(surveyPath(SEEDED_SURVEYS.nps.surveyId))).body;
    const project = (await api.agent().get(surveyPath(SEEDED_SURVEYS.project.surveyId))).body;
    const response = await api
      .agent()
      .put(surveyPath(SEEDED_SURVEYS.nps.surveyId), { answerId: project.answers[0].answerId });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty('answerId');
    expect((await api.agent().get(surveyPath(SEEDED_SURVEYS.nps.surveyId))).body).toEqual(nps);
  });

  test('bad input is a 400 with field errors; an unknown survey is a 404', async () => {
    const response = await api.agent().put(surveyPath(SEEDED_SURVEYS.nps.surveyId), {
      answerId: 'ten',
      comments: 5,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(expect.arrayContaining(['answerId', 'comments']));
    expect((await api.agent().put(surveyPath(UNKNOWN_SURVEY), { answerId: 1 })).status).toBe(404);
  });
});

describe('csatSurvey.create', () => {
  test('a curator creates a survey that copies its campaign; creating it again gives the same id', async () => {
    const curator = await as('curator');
    const response = await curator.post('/api/v1/csat-surveys', {
      externalId: 'job-77',
      campaignName: 'nps',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ surveyId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const survey = await api.agent().get(surveyPath(response.body.surveyId));
    expect(survey.body).toMatchObject({ campaignType: 'NPS', submitted: false });
    expect(survey.body.answers).toHaveLength(11);

    const again = await curator.post('/api/v1/csat-surveys', { externalId: 'job-77', campaignName: 'nps' });
    expect(again.body.surveyId).toBe(response.body.surveyId);
    const found = await api
      .agent()
      .get('/api/v1/csat-surveys/by-external-id?externalId=job-77&campaignName=nps');
    expect(found.body).toEqual({ surveyId: response.body.surveyId });
  });

  test('bad input and an unknown campaign are 400s with field errors', async () => {
    const curator = await as('curator');
    const bad = await curator.post('/api/v1/csat-surveys', { externalId: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(expect.arrayContaining(['externalId', 'campaignName']));
    const unknown = await curator.post('/api/v1/csat-surveys', { externalId: 'x', campaignName: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty('campaignName');
  });

  test('a visitor gets 401 and a non-curator 403', async () => {
    const input = { externalId: 'job-78', campaignName: 'nps' };
    expect((await api.agent().post('/api/v1/csat-surveys', input)).status).toBe(401);
    expect((await (await as('homeowner')).post('/api/v1/csat-surveys', input)).status).toBe(403);
  });
});

describe('surveyByExternalId.read', () => {
  test('finds the project survey by external id and campaign', async () => {
    const { externalId, campaignName, surveyId } = SEEDED_SURVEYS.project;
    const response = await api
      .agent()
      .get(`/api/v1/csat-surveys/by-external-id?externalId=${externalId}&campaignName=${campaignName}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ surveyId });
  });

  test('an unknown pair is a 404 (the external id in another campaign is not a match)', async () => {
    const { externalId } = SEEDED_SURVEYS.project;
    const response = await api
      .agent()
      .get(`/api/v1/csat-surveys/by-external-id?externalId=${externalId}&campaignName=nps`);
    expect(response.status).toBe(404);
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().get('/api/v1/csat-surveys/by-external-id?externalId=');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(
      expect.arrayContaining(['externalId', 'campaignName']),
    );
  });
});
