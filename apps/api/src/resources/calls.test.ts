import { resources } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import {
  DEMO_CALL_IDS as CALLS,
  DEMO_CANONICAL_CALL_IDS as K,
  DEMO_LEDGER as L,
  DEMO_PROJECT_IDS as P,
  DEMO_VOICEMAIL_IDS as V,
} from '../domain/projects/demoIds';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const homeowner = await api.login('homeowner');
const pro = await api.login('pro');
const quietPro = await api.login('companyOff');
const curator = await api.login('curator');
const companyOf = async (agent: typeof pro): Promise<number> =>
  (await agent.get('/api/v1/session')).body.dto.company.hearthCompanyId;
const proCompany = await companyOf(pro);
const quietCompany = await companyOf(quietPro);
const unknownId = '0ca110ff-0000-4000-8000-000000000000';
const idsOf = (body: { id: string }[]) => body.map((row) => row.id);

describe('inboundCallBulkFetch.create', () => {
  const callIds = [CALLS.inboundVoicemail, CALLS.inboundOther, unknownId, CALLS.inboundAnswered];
  const fetchAs = (agent: typeof pro, ids: unknown = callIds) =>
    agent.post('/api/v1/calls/inbound/bulk', { callIds: ids });

  test("the company's pros and the project's homeowner see the calls; others are left out", async () => {
    const response = await fetchAs(pro);
    expect(response.status).toBe(201);
    const calls = resources.inboundCallBulkFetch.create.output.parse(response.body);
    expect(idsOf(calls)).toEqual([CALLS.inboundVoicemail, CALLS.inboundAnswered]);
    expect(calls[1]).toEqual({
      id: CALLS.inboundAnswered,
      canonicalCallId: K.inboundAnswered,
      companyId: proCompany,
      projectLifecycleId: P.active,
      fromNumber: '+15555550101',
      toNumber: '+15555550201',
      startDateTime: '2026-03-02T16:00:00.000Z',
      durationSeconds: 312,
      status: 'ANSWERED',
    });
    expect(idsOf((await fetchAs(homeowner)).body)).toEqual([CALLS.inboundVoicemail, CALLS.inboundAnswered]);
    expect(idsOf((await fetchAs(quietPro)).body)).toEqual([CALLS.inboundOther]);
    expect((await fetchAs(curator)).body).toHaveLength(3);
    expect((await fetchAs(pro, [])).body).toEqual([]);
  });

  test('bad ids are 400 with field errors; a visitor gets 401', async () => {
    const bad = await fetchAs(pro, ['12']);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).join()).toContain('callIds');
    expect((await fetchAs(api.agent())).status).toBe(401);
  });
});

describe('inboundCallByCanonicalCallId.read', () => {
  const path = (id: string) => `/api/v1/calls/inbound/by-canonical-id/${id}`;

  test('the company and the homeowner read it; another company gets 403', async () => {
    const response = await homeowner.get(path(K.inboundVoicemail));
    expect(response.status).toBe(200);
    const call = resources.inboundCallByCanonicalCallId.read.output.parse(response.body);
    expect(call).toMatchObject({
      id: CALLS.inboundVoicemail,
      status: 'VOICEMAIL',
      projectLifecycleId: P.held,
    });
    expect((await pro.get(path(K.inboundVoicemail))).status).toBe(200);
    expect((await quietPro.get(path(K.inboundVoicemail))).status).toBe(403);
    expect((await homeowner.get(path(K.inboundOther))).status).toBe(403);
    expect((await curator.get(path(K.inboundOther))).status).toBe(200);
    expect((await pro.get(path(K.unknown))).status).toBe(404);
  });

  test('a bad id is 400 with field errors; a visitor gets 401', async () => {
    const bad = await pro.get(path('CA123'));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('canonicalCallId');
    expect((await api.agent().get(path(K.inboundAnswered))).status).toBe(401);
  });
});

describe('outboundCallBulkFetch.create and outboundCallById.read', () => {
  const bulk = (agent: typeof pro, callIds: unknown) =>
    agent.post('/api/v1/calls/outbound/bulk', { callIds });

  test('bulk leaves out calls of other companies and homeowners', async () => {
    const response = await bulk(homeowner, [CALLS.outboundOther, CALLS.outboundPro]);
    expect(response.status).toBe(201);
    const calls = resources.outboundCallBulkFetch.create.output.parse(response.body);
    expect(calls).toEqual([
      {
        id: CALLS.outboundPro,
        canonicalCallId: K.outboundPro,
        companyId: proCompany,
        projectLifecycleId: P.active,
        fromNumber: '+15555550201',
        toNumber: '+15555550101',
        startDateTime: '2026-03-03T09:15:00.000Z',
        durationSeconds: 128,
        status: 'COMPLETED',
      },
    ]);
    expect(idsOf((await bulk(quietPro, [CALLS.outboundOther, CALLS.outboundPro])).body)).toEqual([
      CALLS.outboundOther,
    ]);
    expect((await bulk(pro, 'x')).status).toBe(400);
    expect((await bulk(api.agent(), [CALLS.outboundPro])).status).toBe(401);
  });

  test('by id: 200 for the company, 403 for others, 404 unknown, 400 bad, 401 visitor', async () => {
    const response = await pro.get(`/api/v1/calls/outbound/${CALLS.outboundPro}`);
    expect(response.status).toBe(200);
    expect(resources.outboundCallById.read.output.parse(response.body).status).toBe('COMPLETED');
    expect((await homeowner.get(`/api/v1/calls/outbound/${CALLS.outboundOther}`)).status).toBe(403);
    expect((await pro.get(`/api/v1/calls/outbound/${CALLS.outboundOther}`)).status).toBe(403);
    expect((await quietPro.get(`/api/v1/calls/outbound/${CALLS.outboundOther}`)).status).toBe(200);
    expect((await pro.get(`/api/v1/calls/outbound/${unknownId}`)).status).toBe(404);
    const bad = await pro.get('/api/v1/calls/outbound/42');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('outboundCallId');
    expect((await api.agent().get(`/api/v1/calls/outbound/${CALLS.outboundPro}`)).status).toBe(401);
  });
});

describe('callRecordingBulkFetch.create', () => {
  const asked = [K.inboundAnswered, K.outboundPro, K.inboundOther, K.unknown, K.inboundVoicemail];
  const fetchAs = (agent: typeof pro, canonicalCallIds: unknown = asked) =>
    agent.post('/api/v1/calls/recordings/bulk', { canonicalCallIds });

  test('keyed by canonicalCallId, null for unknown ids and for recordings the caller may not see', async () => {
    const response = await fetchAs(homeowner);
    expect(response.status).toBe(201);
    const byId = resources.callRecordingBulkFetch.create.output.parse(response.body);
    expect(Object.keys(byId).sort()).toEqual([...asked].sort());
    expect(byId[K.inboundAnswered]).toEqual({
      id: expect.any(String),
      canonicalCallId: K.inboundAnswered,
      durationSeconds: 312,
      mimeType: 'audio/mpeg',
      created: '2026-03-02T16:05:12.000Z',
    });
    expect(byId[K.outboundPro]?.durationSeconds).toBe(128);
    expect(byId[K.inboundOther]).toBeNull();
    expect(byId[K.unknown]).toBeNull();
    expect(byId[K.inboundVoicemail]).toBeNull();
    const asQuiet = (await fetchAs(quietPro)).body;
    expect(asQuiet[K.inboundOther]).toMatchObject({ durationSeconds: 95 });
    expect(asQuiet[K.inboundAnswered]).toBeNull();
    expect((await fetchAs(curator)).body[K.inboundOther]).not.toBeNull();
  });

  test('bad ids are 400 with field errors; a visitor gets 401', async () => {
    const bad = await fetchAs(pro, [K.inboundAnswered, 'nope']);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).join()).toContain('canonicalCallIds');
    expect((await fetchAs(api.agent())).status).toBe(401);
  });
});

describe('voicemailMessageBulkFetch.create', () => {
  const fetchAs = (agent: typeof pro, messageIds: unknown = [V.other, V.pro, unknownId]) =>
    agent.post('/api/v1/calls/voicemails/bulk', { messageIds });

  test('voicemails of the caller, the rest left out', async () => {
    const response = await fetchAs(homeowner);
    expect(response.status).toBe(201);
    expect(resources.voicemailMessageBulkFetch.create.output.parse(response.body)).toEqual([
      {
        voicemailMessageId: V.pro,
        canonicalCallId: K.inboundVoicemail,
        companyId: proCompany,
        projectLifecycleId: P.held,
        fromNumber: '+15555550101',
        durationSeconds: 33,
        transcription: 'Hi, it is Hana about the furnace. Please call me back when you can.',
        created: '2026-02-11T18:05:41.000Z',
      },
    ]);
    const asQuiet = (await fetchAs(quietPro)).body;
    expect(asQuiet.map((message: { voicemailMessageId: string }) => message.voicemailMessageId)).toEqual([
      V.other,
    ]);
    expect((await fetchAs(curator)).body).toHaveLength(2);
  });

  test('bad ids are 400 with field errors; a visitor gets 401', async () => {
    const bad = await fetchAs(pro, [1, 2]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).join()).toContain('messageIds');
    expect((await fetchAs(api.agent())).status).toBe(401);
  });
});

describe('tokensCompanyPurchasedLeadDetails.read and externalPhoneCallsByLedgerKeys.create', () => {
  const ledger = (companyId: number | string, leadId: number | string) =>
    `/api/v1/companies/${companyId}/purchased-leads/${leadId}/ledger`;
  const phoneCalls = (agent: typeof pro, companyId: number, ledgerKeys: unknown) =>
    agent.post(`/api/v1/companies/${companyId}/external-phone-calls`, { ledgerKeys });

  test("the company's ledger entries for a lead, then the phone calls of its SPEND entry", async () => {
    const response = await pro.get(ledger(proCompany, L.proLeadId));
    expect(response.status).toBe(200);
    const entries = resources.tokensCompanyPurchasedLeadDetails.read.output.parse(response.body);
    expect(entries.map((entry) => [entry.transactionType, entry.id, entry.amountInPenny])).toEqual([
      ['SPEND', L.proSpend, 2500],
      ['REFUND', L.proRefund, 500],
    ]);
    expect(entries[0]).toMatchObject({
      companyId: proCompany,
      leadId: L.proLeadId,
      projectLifecycleId: P.active,
    });
    const spend = entries.find((entry) => entry.transactionType === 'SPEND');
    const calls = await phoneCalls(pro, proCompany, [spend?.id, L.otherSpend]);
    expect(calls.status).toBe(201);
    const parsed = resources.externalPhoneCallsByLedgerKeys.create.output.parse(calls.body);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toEqual({
      id: expect.any(String),
      ledgerKey: L.proSpend,
      companyId: proCompany,
      fromNumber: '+15555550201',
      toNumber: '+15555550101',
      startDateTime: '2026-03-01T16:20:00.000Z',
      durationSeconds: 240,
    });
    expect((await pro.get(ledger(proCompany, 999999))).body).toEqual([]);
  });

  test('other companies and homeowners get 403; a curator reads', async () => {
    expect((await quietPro.get(ledger(proCompany, L.proLeadId))).status).toBe(403);
    expect((await homeowner.get(ledger(proCompany, L.proLeadId))).status).toBe(403);
    expect((await curator.get(ledger(proCompany, L.proLeadId))).body).toHaveLength(2);
    expect(
      (
        await quietPro.post(`/api/v1/companies/${proCompany}/external-phone-calls`, {
          ledgerKeys: [L.proSpend],
        })
      ).status,
    ).toBe(403);
    expect((await phoneCalls(homeowner, proCompany, [L.proSpend])).status).toBe(403);
    // A company asking with another company's keys gets nothing of theirs.
    expect((await phoneCalls(quietPro, quietCompany, [L.proSpend])).body).toEqual([]);
    expect((await phoneCalls(curator, quietCompany, [L.otherSpend])).body).toHaveLength(1);
  });

  test('bad input is 400 with field errors; a visitor gets 401', async () => {
    const badLead = await pro.get(ledger(proCompany, 'abc'));
    expect(badLead.status).toBe(400);
    expect(badLead.body.fieldErrors).toHaveProperty('leadId');
    const badKeys = await phoneCalls(pro, proCompany, 'not-a-key');
    expect(badKeys.status).toBe(400);
    expect(Object.keys(badKeys.body.fieldErrors).join()).toContain('ledgerKeys');
    expect((await api.agent().get(ledger(proCompany, L.proLeadId))).status).toBe(401);
    expect((await phoneCalls(api.agent(), proCompany, [L.proSpend])).status).toBe(401);
  });
});
