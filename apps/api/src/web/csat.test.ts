import { afterAll, describe, expect, test } from 'vitest';
import { SEEDED_SURVEYS } from '../db/seed/services';
import { startTestApi } from '../testing/harness';
import { CSAT_NOT_FOUND_PATH } from './csat';

const api = await startTestApi();
const agent = api.agent();
afterAll(() => api.close());

describe('GET /csat/project/:projectLifecycleId', () => {
  const { externalId, surveyId } = SEEDED_SURVEYS.project;

  test('redirects to the project survey keeping the query string', async () => {
    const response = await agent.get(`/csat/project/${externalId}?sentimentScore=5&utm_source=email`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/csat/${surveyId}?sentimentScore=5&utm_source=email`);
  });

  test('redirects without a query string when there is none', async () => {
    const response = await agent.get(`/csat/project/${externalId}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/csat/${surveyId}`);
  });

  test('an unknown project redirects to the survey not-found page', async () => {
    const response = await agent.get('/csat/project/00000000-0000-4000-8000-000000000000?sentimentScore=5');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(CSAT_NOT_FOUND_PATH);
  });

  test('only the project campaign counts: an NPS survey external id is not found', async () => {
    const response = await agent.get(`/csat/project/${SEEDED_SURVEYS.nps.externalId}`);
    expect(response.headers.get('location')).toBe(CSAT_NOT_FOUND_PATH);
  });
});
