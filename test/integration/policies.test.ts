/** Every error policy's success path (and a real failure) through the client against the API. */
import { afterAll, describe, expect, test } from 'vitest';
import { SEEDED_EXPERIMENTS } from '../../apps/api/src/db/seed/services';
import {
  DEMO_CALL_IDS,
  DEMO_CANONICAL_CALL_IDS,
  DEMO_LEDGER,
  DEMO_PROJECT_IDS,
} from '../../apps/api/src/domain/projects/demoIds';
import {
  DataPolicyError,
  fetchAbTestVariant,
  fetchBackgroundCheck,
  fetchBookingForProject,
  fetchCallRecordings,
  fetchCompanyUser,
  fetchInboundCalls,
  fetchProjectLifecycle,
  fetchProPointsBalance,
  fetchProRewardBalance,
  fetchProviderCoverage,
  fetchPublishedCompanies,
  fetchPurchasedLeadPhoneCalls,
  fetchUsersById,
  trackUserAction,
} from '../../packages/data/src/client';
import { startClientApi } from './harness';

const { api, loggedIn, newClient } = await startClientApi();
afterAll(() => api.close());

const pro = await loggedIn('pro', { batchDelayMs: 20 });
const homeowner = await loggedIn('homeowner', { batchDelayMs: 20 });
const proCompanyId = (await pro.client.resources.sessionData.read()).dto.company?.hearthCompanyId ?? 0;

describe('company reads that give null on failure', () => {
  test('background check, reward and points balances of the own company', async () => {
    expect(await fetchBackgroundCheck(pro.client, proCompanyId)).toMatchObject({ companyId: proCompanyId });
    const reward = await fetchProRewardBalance(pro.client, proCompanyId);
    expect(reward?.availableBalance).toEqual(expect.any(Number));
    const points = await fetchProPointsBalance(pro.client, proCompanyId);
    expect(points?.balanceInPenny).toEqual(expect.any(Number));
    const preferences = await pro.client.resources.preferenceCompanyService.read({ companyId: proCompanyId });
    expect(preferences.dto.askAProWebNotificationsEnabled).toBe(true);
  });

  test("another company's (403) gives null", async () => {
    expect(await fetchBackgroundCheck(homeowner.client, proCompanyId)).toBeNull();
    expect(await fetchProRewardBalance(homeowner.client, proCompanyId)).toBeNull();
    expect(await fetchProPointsBalance(homeowner.client, proCompanyId)).toBeNull();
  });
});

describe('projects and bookings', () => {
  test('a visible project loads; an invisible one is logged and null', async () => {
    const project = await fetchProjectLifecycle(homeowner.client, DEMO_PROJECT_IDS.active);
    expect(project?.id).toBe(DEMO_PROJECT_IDS.active);
    const logged: unknown[] = [];
    const hidden = await fetchProjectLifecycle(homeowner.client, DEMO_PROJECT_IDS.otherHomeowner, {
      logger: { error: (_message, details) => logged.push(details) },
    });
    expect(hidden).toBeNull();
    expect(logged).toEqual([expect.objectContaining({ status: 403 })]);
  });

  test('a managed project has a booking; a project without one gives null', async () => {
    const booking = await fetchBookingForProject(homeowner.client, DEMO_PROJECT_IDS.managedBooked);
    expect(booking).toMatchObject({
      projectLifecycleId: DEMO_PROJECT_IDS.managedBooked,
      bookingStatus: 'BOOKED',
    });
    expect(await fetchBookingForProject(homeowner.client, DEMO_PROJECT_IDS.active)).toBeNull();
  });
});

describe('bulk fetches', () => {
  test('inbound calls: the visible ones; a failure (not logged in) gives []', async () => {
    const calls = await fetchInboundCalls(pro.client, [
      DEMO_CALL_IDS.inboundAnswered,
      DEMO_CALL_IDS.inboundOther,
    ]);
    expect(calls.map((call) => call.id)).toEqual([DEMO_CALL_IDS.inboundAnswered]);
    expect(await fetchInboundCalls(newClient().client, [DEMO_CALL_IDS.inboundAnswered])).toEqual([]);
  });

  test('recordings keyed by every canonical id asked for, null when missing', async () => {
    const K = DEMO_CANONICAL_CALL_IDS;
    const recordings = await fetchCallRecordings(homeowner.client, [
      K.inboundAnswered,
      K.unknown,
      K.inboundOther,
    ]);
    expect(Object.keys(recordings).sort()).toEqual([K.inboundAnswered, K.inboundOther, K.unknown].sort());
    expect(recordings[K.inboundAnswered]?.canonicalCallId).toBe(K.inboundAnswered);
    expect(recordings[K.unknown]).toBeNull();
    expect(recordings[K.inboundOther]).toBeNull();
  });

  test('users: calls in one window are one request; a failure gives {}', async () => {
    const ids = { homeowner: await api.userId('homeowner'), pro: await api.userId('pro') };
    const before = homeowner.sent.length;
    const [mine, both] = await Promise.all([
      fetchUsersById(homeowner.client, [ids.homeowner]),
      fetchUsersById(homeowner.client, [ids.pro, ids.homeowner]),
    ]);
    expect(homeowner.sent.slice(before)).toEqual(['POST /api/v1/users/bulk']);
    expect(Object.keys(mine)).toEqual([String(ids.homeowner)]);
    expect(mine[ids.homeowner]?.firstName).toBe('Hana');
    expect(Object.keys(both).sort()).toEqual([String(ids.homeowner), String(ids.pro)].sort());
    expect(await fetchUsersById(newClient().client, [ids.pro])).toEqual({});
  });
});

describe('purchased leads and coverage', () => {
  test("a lead's phone calls come by its SPEND entry (its refund has none)", async () => {
    const calls = await fetchPurchasedLeadPhoneCalls(pro.client, {
      companyId: proCompanyId,
      leadId: DEMO_LEDGER.proLeadId,
    });
    expect(calls.map((call) => call.ledgerKey)).toEqual([DEMO_LEDGER.proSpend, DEMO_LEDGER.proSpend]);
  });

  test("a provider's coverage includes the conditionally covered services", async () => {
    expect(await fetchProviderCoverage(pro.client, proCompanyId)).toEqual([1, 2, 3, 4, 6, 7, 8]);
  });
});

describe('companies', () => {
  test('company user: matched on hearthCompanyId; a non-numeric id is refused', async () => {
    const company = await fetchCompanyUser(pro.client, proCompanyId);
    expect(company?.hearthCompanyId).toBe(proCompanyId);
    expect(company?.users.map((user) => user.email)).toContain('pro@hearth.test');
    await expect(fetchCompanyUser(pro.client, 'abc')).rejects.toThrow('companyId required');
  });

  test('published documents: one per company with its root; bad ids are refused', async () => {
    const documents = await fetchPublishedCompanies(newClient().client, [proCompanyId]);
    expect(documents[proCompanyId]?.root.kind).toBe('ROOT');
    await expect(fetchPublishedCompanies(pro.client, ['x'])).rejects.toBeInstanceOf(DataPolicyError);
    await expect(fetchPublishedCompanies(pro.client, 'x')).rejects.toThrow('companyIds required');
  });

  test("a company with nothing published -> 'Different number of company documents returned'", async () => {
    const unknownCompany = 987_654;
    const answer = await newClient().client.resources.publishCompanyService.read({
      companyIds: [proCompanyId, unknownCompany],
    });
    expect(Object.keys(answer.documents)).toEqual([String(proCompanyId)]);
    await expect(fetchPublishedCompanies(newClient().client, [proCompanyId, unknownCompany])).rejects.toThrow(
      'Different number of company documents returned',
    );
  });
});

describe('experiments and analytics', () => {
  test("a client keeps its variant; a failed call is 'control'", async () => {
    const input = {
      experimentName: SEEDED_EXPERIMENTS.active,
      clientId: 'client-42',
      recordImpression: true,
    };
    const variant = await fetchAbTestVariant(newClient().client, input);
    expect(['control', 'variant']).toContain(variant);
    expect(await fetchAbTestVariant(newClient().client, input)).toBe(variant);
    expect(await fetchAbTestVariant(newClient().client, { ...input, clientId: '' })).toBe('control');
  });

  test('a BI event with complete entity pairs is recorded; a half pair is refused', async () => {
    const event = { actionType: 'click', uiElement: 'hero-cta', eventUrl: '/', requestUrl: '/' } as const;
    const recorded = await trackUserAction(newClient().client, {
      ...event,
      entity1Name: 'p',
      entity1Value: 1,
    });
    expect(recorded.recorded).toBe(true);
    await expect(trackUserAction(newClient().client, { ...event, entity2Name: 'p' })).rejects.toThrow(
      'Entity 2 needs both a name and a value.',
    );
  });
});
