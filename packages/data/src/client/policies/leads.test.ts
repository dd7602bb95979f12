/// <reference types="node" />
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { resources } from '../../contract/resources';
import { ok, startPolicyKit } from './kit.test.util';
import { fetchProviderCoverage, fetchPurchasedLeadPhoneCalls } from './leads';

const kit = await startPolicyKit();
afterAll(() => kit.api.close());
beforeEach(() => {
  kit.api.requests.length = 0;
});

const LEAD = { companyId: 7, leadId: 31 };
const SPEND_KEY = '5a1e6a44-3c2e-4c55-9f0b-2f6a3c1d0e01';
const entry = (id: string, transactionType: 'SPEND' | 'REFUND' | 'CREDIT') => ({
  id,
  transactionType,
  companyId: 7,
  leadId: 31,
  projectLifecycleId: null,
  amountInPenny: transactionType === 'SPEND' ? -1500 : 1500,
  created: '2025-03-01T10:00:00.000Z',
});
const call = {
  id: '0b6f2c1e-1d7a-4d0e-8a43-7c9e5b2f4a10',
  ledgerKey: SPEND_KEY,
  companyId: 7,
  fromNumber: '(512) 555-0101',
  toNumber: '(512) 555-0142',
  startDateTime: '2025-03-01T11:00:00.000Z',
  durationSeconds: 95,
};

describe('phone calls of a purchased lead', () => {
  test("asks for the calls by the SPEND entry's key, not the refund's or credit's", async () => {
    kit.answer(
      resources.tokensCompanyPurchasedLeadDetails.read,
      LEAD,
      ok([
        entry('9c0c7c7e-7f51-4b0a-a1f8-1d2b3c4d5e01', 'CREDIT'),
        entry(SPEND_KEY, 'SPEND'),
        entry('9c0c7c7e-7f51-4b0a-a1f8-1d2b3c4d5e02', 'REFUND'),
      ]),
    );
    kit.answer(resources.externalPhoneCallsByLedgerKeys.create, { companyId: 7 }, ok([call]));
    expect(await fetchPurchasedLeadPhoneCalls(kit.client(), LEAD)).toEqual([call]);
    const asked = kit.api.requests.find((request) => request.method === 'POST');
    expect(asked?.json).toEqual({ ledgerKeys: [SPEND_KEY] });
  });

  test('a lead without a SPEND entry has no calls, and they are not asked for', async () => {
    kit.answer(
      resources.tokensCompanyPurchasedLeadDetails.read,
      LEAD,
      ok([entry('9c0c7c7e-7f51-4b0a-a1f8-1d2b3c4d5e02', 'REFUND')]),
    );
    expect(await fetchPurchasedLeadPhoneCalls(kit.client(), LEAD)).toEqual([]);
    expect(kit.api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('provider coverage', () => {
  test('asks with conditional=true and gives the service ids', async () => {
    kit.answer(
      resources.coverageByProvider.read,
      { providerId: 12 },
      ok({ providerId: 12, serviceIds: [3, 8] }),
    );
    expect(await fetchProviderCoverage(kit.client(), 12)).toEqual([3, 8]);
    expect(kit.api.requests.at(-1)?.query.get('conditional')).toBe('true');
  });
});
