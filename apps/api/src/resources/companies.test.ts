import {
  companiesResources,
  type PublishedCompany,
  type Responsiveness,
  type UserCompany,
} from '@hearth/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { PRO_DOCUMENTS } from '../db/seed/data/companies';
import { findUserByEmail } from '../domain/users';
import type { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const ids = { pro: 0, companyOff: 0, roofing: 0 };
let pro: Agent;
let quiet: Agent;
let homeowner: Agent;
let curator: Agent;

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
  [pro, quiet, homeowner, curator] = await Promise.all([
    api.login('pro'),
    api.login('companyOff'),
    api.login('homeowner'),
    api.login('curator'),
  ]);
});

describe('backgroundCheckServiceV2.read (company users and CURATOR)', () => {
  const path = (companyId: number | string) => `/api/v1/companies/${companyId}/background-check`;

  test('the company reads its own status', async () => {
    const response = await pro.get(path(ids.pro));
    expect(response.status).toBe(200);
    const check = companiesResources.backgroundCheckServiceV2.read.output.parse(response.body);
    expect(check).toMatchObject({ companyId: ids.pro, status: 'PASSED' });
    expect(new Date(check.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  test('a curator reads any company; an unknown one is a 404', async () => {
    expect((await curator.get(path(ids.companyOff))).body).toEqual({
      companyId: ids.companyOff,
      status: 'PENDING',
      checkedAt: null,
      expiresAt: null,
    });
    expect((await curator.get(path(ids.roofing))).body.status).toBe('NOT_STARTED');
    expect((await curator.get(path(999_999))).status).toBe(404);
  });

  test('401 for a visitor, 403 for another company or a homeowner, 400 for a bad id', async () => {
    expect((await api.agent().get(path(ids.pro))).status).toBe(401);
    expect((await quiet.get(path(ids.pro))).status).toBe(403);
    expect((await homeowner.get(path(ids.pro))).status).toBe(403);
    const bad = await pro.get(path('abc'));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('companyId');
  });
});

describe('publishCompanyService.read', () => {
  test('documents keyed by company id, each with its root; nothing published is left out', async () => {
    const response = await api
      .agent()
      .get(`/api/v1/company-documents?companyIds=${ids.pro},${ids.companyOff},${ids.roofing}`);
    expect(response.status).toBe(200);
    const documents: Record<string, PublishedCompany> = response.body.documents;
    expect(Object.keys(documents).sort()).toEqual([String(ids.pro), String(ids.companyOff)].sort());
    const profile = documents[String(ids.pro)];
    expect(profile?.root).toMatchObject({ kind: 'ROOT', parentId: null, title: 'Company profile' });
    expect(profile?.documents.map((document) => document.kind)).toEqual(
      PRO_DOCUMENTS.map((seed) => seed.kind),
    );
    expect(profile?.documents.every((document) => document.parentId === profile.root?.documentId)).toBe(true);
    expect(documents[String(ids.companyOff)]?.root?.kind).toBe('ROOT');
  });

  test('bad input is a 400 with field errors', async () => {
    const empty = await api.agent().get('/api/v1/company-documents?companyIds=');
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.companyIds).toEqual(['companyIds required']);
    const letters = await api.agent().get('/api/v1/company-documents?companyIds=a');
    expect(letters.status).toBe(400);
    expect(letters.body.fieldErrors).toHaveProperty(['companyIds.0']);
  });
});

describe('userCompanyService.read', () => {
  test('the company with its users, matched on hearthCompanyId', async () => {
    const response = await pro.get(`/api/v1/company-users?companyIds=${ids.pro}`);
    expect(response.status).toBe(200);
    const userId = await api.userId('pro');
    const list: UserCompany[] = response.body.companies;
    expect(list).toEqual([
      {
        hearthCompanyId: ids.pro,
        name: 'Priya Plumbing & Heating',
        seoUrl: '/c/priya-plumbing-heating',
        users: [{ userId, hearthUserId: userId, firstName: 'Priya', email: DEMO_ACCOUNTS.pro.email }],
      },
    ]);
  });

  test("another company's users are left out for everyone but a curator", async () => {
    expect((await pro.get(`/api/v1/company-users?companyIds=${ids.companyOff}`)).body).toEqual({
      companies: [],
    });
    expect((await homeowner.get(`/api/v1/company-users?companyIds=${ids.pro}`)).body).toEqual({
      companies: [],
    });
    const asCurator = await curator.get(`/api/v1/company-users?companyIds=${ids.companyOff}`);
    expect(asCurator.body.companies[0].users[0].email).toBe(DEMO_ACCOUNTS.companyOff.email);
  });

  test('401 for a visitor, 400 with the spec message for a missing id list', async () => {
    expect((await api.agent().get(`/api/v1/company-users?companyIds=${ids.pro}`)).status).toBe(401);
    const missing = await pro.get('/api/v1/company-users');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('companyIds');
    const empty = await pro.get('/api/v1/company-users?companyIds=');
    expect(empty.body.fieldErrors.companyIds).toEqual(['companyIds required']);
  });
});

describe('proResponsivenessBulk.create', () => {
  test('figures per company in id order; unknown ids left out', async () => {
    const response = await api.agent().post('/api/v1/company-responsiveness/bulk', {
      companyIds: [ids.roofing, ids.pro, ids.companyOff, 999_999],
    });
    expect(response.status).toBe(201);
    const list: Responsiveness[] = response.body.responsiveness;
    expect(list.map((entry) => entry.companyId)).toEqual([ids.pro, ids.companyOff, ids.roofing]);
    expect(list[0]).toEqual({
      companyId: ids.pro,
      leadsReceived: 40,
      leadsResponded: 38,
      responseRatePercent: 95,
      medianResponseMinutes: 22,
      highlyResponsive: true,
    });
    expect(list[1]).toMatchObject({ responseRatePercent: 58, highlyResponsive: false });
    expect(list[2]).toMatchObject({
      responseRatePercent: null,
      medianResponseMinutes: null,
      highlyResponsive: false,
    });
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().post('/api/v1/company-responsiveness/bulk', { companyIds: [1, 'x'] });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty(['companyIds.1']);
  });
});

describe('preferenceCompanyService.read (company users and CURATOR)', () => {
  const path = (companyId: number | string) => `/api/v1/companies/${companyId}/preferences`;

  test('ask-a-pro notifications are on for the pro and off for the quiet company', async () => {
    const on = await pro.get(path(ids.pro));
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      companyId: ids.pro,
      dto: {
        askAProWebNotificationsEnabled: true,
        leadEmailNotificationsEnabled: true,
        leadSmsNotificationsEnabled: true,
        weeklySummaryEmailEnabled: true,
      },
    });
    const off = await quiet.get(path(ids.companyOff));
    expect(off.body.dto.askAProWebNotificationsEnabled).toBe(false);
    // A company that never saved preferences gets the defaults.
    expect((await curator.get(path(ids.roofing))).body.dto).toMatchObject({
      askAProWebNotificationsEnabled: false,
      leadEmailNotificationsEnabled: true,
    });
  });

  test('401 for a visitor, 403 for another company, 400 for a bad id', async () => {
    expect((await api.agent().get(path(ids.pro))).status).toBe(401);
    expect((await pro.get(path(ids.companyOff))).status).toBe(403);
    expect((await homeowner.get(path(ids.pro))).status).toBe(403);
    const bad = await pro.get(path('0'));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('companyId');
  });
});

describe('companyReviewSummaryService.read', () => {
  test('counts visible reviews only', async () => {
    const response = await api.agent().get(`/api/v1/companies/${ids.pro}/review-summary`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      companyId: ids.pro,
      reviewCount: 6,
      averageRating: 4.3,
      ratingCounts: [
        { rating: 1, count: 0 },
        { rating: 2, count: 0 },
        { rating: 3, count: 1 },
        { rating: 4, count: 2 },
        { rating: 5, count: 3 },
      ],
    });
  });

  test('an unknown company is a 404, a bad id a 400', async () => {
    expect((await api.agent().get('/api/v1/companies/999999/review-summary')).status).toBe(404);
    const bad = await api.agent().get('/api/v1/companies/x/review-summary');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('companyId');
  });
});
