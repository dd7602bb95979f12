/// <reference types="node" />
import { afterAll, describe, expect, test } from 'vitest';
import { resources } from '../../contract/resources';
import { AbortError } from '../errors';
import { fetchCallRecordings, fetchInboundCalls, fetchUsersById } from './bulk';
import { fetchAbTestVariant } from './experiments';
import { fail, ok, startPolicyKit } from './kit.test.util';
import {
  fetchBackgroundCheck,
  fetchBookingForProject,
  fetchProPointsBalance,
  fetchProRewardBalance,
} from './optional';
import { fetchProjectLifecycle } from './projects';

const kit = await startPolicyKit();
afterAll(() => kit.api.close());

const PROJECT = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CALL_A = '1a2b3c4d-0000-4000-8000-00000000000a';
const CALL_B = '1a2b3c4d-0000-4000-8000-00000000000b';
const CALL_C = '1a2b3c4d-0000-4000-8000-00000000000c';
const recording = {
  id: '2a2b3c4d-0000-4000-8000-00000000000a',
  canonicalCallId: CALL_A,
  durationSeconds: 61,
  mimeType: 'audio/mpeg',
  created: '2025-01-02T03:04:05.000Z',
};

describe('reads that give null on failure', () => {
  const cases = [
    [
      'background check',
      () => kit.answer(resources.backgroundCheckServiceV2.read, { companyId: 4 }, fail(403, 'FORBIDDEN')),
      () => fetchBackgroundCheck(kit.client(), 4),
    ],
    [
      'booking',
      () =>
        kit.answer(
          resources.bookingForProjectService.read,
          { projectLifecycleId: PROJECT },
          fail(404, 'NOT_FOUND'),
        ),
      () => fetchBookingForProject(kit.client(), PROJECT),
    ],
    [
      'reward balance',
      () => kit.answer(resources.proRewardBalance.read, { companyId: 4 }, fail(500)),
      () => fetchProRewardBalance(kit.client(), 4),
    ],
    [
      'points balance',
      () => kit.answer(resources.proPointsBalance.read, { companyId: 4 }, fail(503, 'DATABASE_UNAVAILABLE')),
      () => fetchProPointsBalance(kit.client(), 4),
    ],
  ] as const;

  test.each(cases)('%s failure gives null', async (_name, arrange, act) => {
    arrange();
    const before = kit.api.requests.length;
    expect(await act()).toBeNull();
    expect(kit.api.requests.length).toBe(before + 1);
  });

  test('a timeout is a failure too (null), but the caller cancelling is not swallowed', async () => {
    kit.answer(resources.proPointsBalance.read, { companyId: 5 }, () => {});
    expect(await fetchProPointsBalance(kit.client(), 5, { timeoutMs: 50 })).toBeNull();
    const controller = new AbortController();
    const pending = fetchProPointsBalance(kit.client(), 5, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortError);
  });

  test('success passes the typed result through', async () => {
    kit.answer(
      resources.proRewardBalance.read,
      { companyId: 4 },
      ok({ companyId: 4, availableBalance: 12345 }),
    );
    expect(await fetchProRewardBalance(kit.client(), 4)).toEqual({ companyId: 4, availableBalance: 12345 });
  });
});

describe('bulk fetches that swallow errors', () => {
  test('inbound calls: a failure gives []', async () => {
    kit.answer(resources.inboundCallBulkFetch.create, {}, fail(500));
    expect(await fetchInboundCalls(kit.client(), [CALL_A])).toEqual([]);
  });

  test('users: a failure gives {}', async () => {
    kit.answer(resources.user.create, {}, fail(500));
    expect(await fetchUsersById(kit.client(), [1, 2])).toEqual({});
  });

  test('recordings: keyed by every id asked for, null when missing', async () => {
    kit.answer(resources.callRecordingBulkFetch.create, {}, ok({ [CALL_A]: recording, [CALL_B]: null }, 201));
    expect(await fetchCallRecordings(kit.client(), [CALL_A, CALL_B, CALL_C])).toEqual({
      [CALL_A]: recording,
      [CALL_B]: null,
      [CALL_C]: null,
    });
  });

  test('recordings: a failure gives null for every id', async () => {
    kit.answer(resources.callRecordingBulkFetch.create, {}, fail(500));
    expect(await fetchCallRecordings(kit.client(), [CALL_A, CALL_B])).toEqual({
      [CALL_A]: null,
      [CALL_B]: null,
    });
  });
});

describe('project fetch', () => {
  test('an error is logged and gives null', async () => {
    kit.answer(
      resources.projectLifecycleService.read,
      { projectLifecycleId: PROJECT },
      fail(404, 'NOT_FOUND'),
    );
    const logged: [string, unknown][] = [];
    const project = await fetchProjectLifecycle(kit.client(), PROJECT, {
      logger: { error: (message, details) => logged.push([message, details]) },
    });
    expect(project).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toContain(PROJECT);
    expect(logged[0]?.[1]).toMatchObject({ name: 'HttpError', status: 404 });
  });
});

describe('A/B participation', () => {
  const input = {
    experimentName: 'header-cta',
    clientId: 'client-1',
    sessionId: 's-1',
    recordImpression: true,
  };

  test("a failure falls back to 'control'", async () => {
    kit.answer(resources.abTestParticipate.read, { experimentName: 'header-cta' }, fail(500));
    expect(await fetchAbTestVariant(kit.client(), input)).toBe('control');
  });

  test('success gives the variant; the input travels in the query string', async () => {
    kit.answer(
      resources.abTestParticipate.read,
      { experimentName: 'header-cta' },
      ok({ experimentName: 'header-cta', clientId: 'client-1', variant: 'blue', participating: true }),
    );
    expect(await fetchAbTestVariant(kit.client(), input)).toBe('blue');
    const last = kit.api.requests.at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      clientId: 'client-1',
      sessionId: 's-1',
      recordImpression: 'true',
    });
  });
});
