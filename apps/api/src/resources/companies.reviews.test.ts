import { REVIEWS_DEFAULT_LIMIT, type Review } from '@hearth/data';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { PRO_REVIEWS } from '../db/seed/data/companies';
import { findUserByEmail } from '../domain/users';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

let companyId = 0;
const path = (query = '') => `/api/v1/companies/${companyId}/reviews${query}`;
const byNewest = [...PRO_REVIEWS].sort((a, b) => a.daysAgo - b.daysAgo);
const visibleTitles = byNewest.filter((review) => review.visible).map((review) => review.title);
const allTitles = byNewest.map((review) => review.title);
const titles = (reviews: Review[]) => reviews.map((review) => review.title);

beforeAll(async () => {
  const user = await findUserByEmail(api.database.db, DEMO_ACCOUNTS.pro.email);
  companyId = user?.companyId ?? 0;
});

describe('reviewService.read', () => {
  test('defaults: offset 0, limit 1000, visible reviews only, newest first', async () => {
    const response = await api.agent().get(path());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      companyId,
      offset: 0,
      limit: REVIEWS_DEFAULT_LIMIT,
      total: visibleTitles.length,
    });
    const reviews: Review[] = response.body.reviews;
    expect(titles(reviews)).toEqual(visibleTitles);
    expect(reviews[0]).toEqual({
      reviewId: expect.any(Number),
      companyId,
      rating: 5,
      title: 'Fixed our leak the same day',
      text: 'Priya came out within hours and found the leak behind the vanity.',
      reviewerName: 'Hana H.',
      visible: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('offset and limit page through the reviews; total counts them all', async () => {
    const response = await api.agent().get(path('?offset=1&limit=2'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ offset: 1, limit: 2, total: visibleTitles.length });
    expect(titles(response.body.reviews)).toEqual(visibleTitles.slice(1, 3));
    const past = await api.agent().get(path('?offset=100'));
    expect(past.body.reviews).toEqual([]);
  });

  test('onlyVisible=false shows hidden reviews to the company and to curators', async () => {
    for (const account of ['pro', 'curator'] as const) {
      const agent = await api.login(account);
      const response = await agent.get(path('?onlyVisible=false'));
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(allTitles.length);
      expect(titles(response.body.reviews)).toEqual(allTitles);
      expect(response.body.reviews.filter((review: Review) => !review.visible)).toHaveLength(2);
    }
    const page = await (await api.login('pro')).get(path('?onlyVisible=false&offset=2&limit=1'));
    expect(titles(page.body.reviews)).toEqual(['Spam']);
  });

  test('onlyVisible=false gives visible reviews only to anyone else', async () => {
    for (const agent of [api.agent(), await api.login('companyOff'), await api.login('homeowner')]) {
      const response = await agent.get(path('?onlyVisible=false'));
      expect(response.status).toBe(200);
      expect(titles(response.body.reviews)).toEqual(visibleTitles);
      expect(response.body.total).toBe(visibleTitles.length);
    }
  });

  test('an unknown company is a 404', async () => {
    expect((await api.agent().get('/api/v1/companies/999999/reviews')).status).toBe(404);
  });

  test.each([
    ['?offset=-1', ['offset']],
    ['?limit=0', ['limit']],
    [`?limit=${REVIEWS_DEFAULT_LIMIT + 1}`, ['limit']],
    ['?onlyVisible=maybe&offset=x', ['onlyVisible', 'offset']],
  ])('bad input %s is a 400 with field errors', async (query, fields) => {
    const response = await api.agent().get(path(query));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors).sort()).toEqual([...fields].sort());
  });
});
