/** Demo calls, recordings, voicemails and purchased-lead ledger rows (part of seedProjects). */
import type { Tx } from '../../db/client';
import {
  callRecordings,
  inboundCalls,
  leadExternalPhoneCalls,
  leadLedgerEntries,
  outboundCalls,
  voicemailMessages,
} from '../../db/schema';
import {
  DEMO_CALL_IDS,
  DEMO_CANONICAL_CALL_IDS,
  DEMO_LEDGER,
  DEMO_PROJECT_IDS,
  DEMO_VOICEMAIL_IDS,
  DEMO_PHONES as PHONES,
  uid,
} from './demoIds';

const at = (iso: string) => new Date(iso);

export async function seedDemoCalls(tx: Tx, proCompany: number, quietCompany: number) {
  const P = DEMO_PROJECT_IDS;
  const K = DEMO_CANONICAL_CALL_IDS;
  const I = DEMO_CALL_IDS;
  await tx.insert(inboundCalls).values([
    {
      id: I.inboundAnswered,
      canonicalCallId: K.inboundAnswered,
      companyId: proCompany,
      projectId: P.active,
      fromNumber: PHONES.homeowner,
      toNumber: PHONES.pro,
      status: 'ANSWERED',
      startAt: at('2026-03-02T16:00:00Z'),
      durationSeconds: 312,
    },
    {
      id: I.inboundVoicemail,
      canonicalCallId: K.inboundVoicemail,
      companyId: proCompany,
      projectId: P.held,
      fromNumber: PHONES.homeowner,
      toNumber: PHONES.pro,
      status: 'VOICEMAIL',
      startAt: at('2026-02-11T18:05:00Z'),
      durationSeconds: 41,
    },
    {
      id: I.inboundOther,
      canonicalCallId: K.inboundOther,
      companyId: quietCompany,
      projectId: P.otherHomeowner,
      fromNumber: PHONES.passwordless,
      toNumber: PHONES.quiet,
      status: 'ANSWERED',
      startAt: at('2026-02-21T12:00:00Z'),
      durationSeconds: 95,
    },
  ]);
  await tx.insert(outboundCalls).values([
    {
      id: I.outboundPro,
      canonicalCallId: K.outboundPro,
      companyId: proCompany,
      projectId: P.active,
      fromNumber: PHONES.pro,
      toNumber: PHONES.homeowner,
      status: 'COMPLETED',
      startAt: at('2026-03-03T09:15:00Z'),
      durationSeconds: 128,
    },
    {
      id: I.outboundOther,
      canonicalCallId: K.outboundOther,
      companyId: quietCompany,
      projectId: P.otherHomeowner,
      fromNumber: PHONES.quiet,
      toNumber: PHONES.passwordless,
      status: 'NO_ANSWER',
      startAt: at('2026-02-22T09:00:00Z'),
      durationSeconds: 0,
    },
  ]);
  const recording = (
    n: number,
    canonicalCallId: string,
    companyId: number,
    projectId: string,
    seconds: number,
    created: string,
  ) => ({
    id: uid('cd000000', n),
    canonicalCallId,
    companyId,
    projectId,
    durationSeconds: seconds,
    mimeType: 'audio/mpeg',
    createdAt: at(created),
  });
  await tx
    .insert(callRecordings)
    .values([
      recording(1, K.inboundAnswered, proCompany, P.active, 312, '2026-03-02T16:05:12Z'),
      recording(2, K.outboundPro, proCompany, P.active, 128, '2026-03-03T09:17:08Z'),
      recording(3, K.inboundOther, quietCompany, P.otherHomeowner, 95, '2026-02-21T12:01:35Z'),
    ]);
  await tx.insert(voicemailMessages).values([
    {
      id: DEMO_VOICEMAIL_IDS.pro,
      canonicalCallId: K.inboundVoicemail,
      companyId: proCompany,
      projectId: P.held,
      fromNumber: PHONES.homeowner,
      durationSeconds: 33,
      transcription: 'Hi, it is Hana about the furnace. Please call me back when you can.',
      createdAt: at('2026-02-11T18:05:41Z'),
    },
    {
      id: DEMO_VOICEMAIL_IDS.other,
      canonicalCallId: null,
      companyId: quietCompany,
      projectId: P.otherHomeowner,
      fromNumber: PHONES.passwordless,
      durationSeconds: 20,
      transcription: null,
      createdAt: at('2026-02-22T10:00:00Z'),
    },
  ]);
  const L = DEMO_LEDGER;
  await tx.insert(leadLedgerEntries).values([
    {
      id: L.proSpend,
      companyId: proCompany,
      projectId: P.active,
      leadId: L.proLeadId,
      transactionType: 'SPEND',
      amountInPenny: 2500,
      createdAt: at('2026-03-01T16:05:00Z'),
    },
    {
      id: L.proRefund,
      companyId: proCompany,
      projectId: P.active,
      leadId: L.proLeadId,
      transactionType: 'REFUND',
      amountInPenny: 500,
      createdAt: at('2026-03-04T10:00:00Z'),
    },
    {
      id: L.proSecondSpend,
      companyId: proCompany,
      projectId: P.completed,
      leadId: L.proSecondLeadId,
      transactionType: 'SPEND',
      amountInPenny: 1800,
      createdAt: at('2025-11-01T09:10:00Z'),
    },
    {
      id: L.otherSpend,
      companyId: quietCompany,
      projectId: P.otherHomeowner,
      leadId: L.otherLeadId,
      transactionType: 'SPEND',
      amountInPenny: 2200,
      createdAt: at('2026-02-20T11:05:00Z'),
    },
  ]);
  await tx.insert(leadExternalPhoneCalls).values([
    {
      id: uid('e1000000', 1),
      ledgerEntryId: L.proSpend,
      companyId: proCompany,
      fromNumber: PHONES.pro,
      toNumber: PHONES.homeowner,
      startAt: at('2026-03-01T16:20:00Z'),
      durationSeconds: 240,
    },
    {
      id: uid('e1000000', 2),
      ledgerEntryId: L.proSpend,
      companyId: proCompany,
      fromNumber: PHONES.homeowner,
      toNumber: PHONES.pro,
      startAt: at('2026-03-02T16:00:00Z'),
      durationSeconds: 312,
    },
    {
      id: uid('e1000000', 3),
      ledgerEntryId: L.otherSpend,
      companyId: quietCompany,
      fromNumber: PHONES.quiet,
      toNumber: PHONES.passwordless,
      startAt: at('2026-02-20T11:30:00Z'),
      durationSeconds: 60,
    },
  ]);
}
