/**
 * Calls, recordings, voicemails and purchased-lead ledger entries.
 */
import { z } from 'zod/mini';
import { id, isoDateTime, stringList } from '../fields';
import { resource } from '../resource';

export const INBOUND_CALL_STATUSES = ['ANSWERED', 'MISSED', 'VOICEMAIL'] as const;
export const OUTBOUND_CALL_STATUSES = ['COMPLETED', 'NO_ANSWER', 'BUSY'] as const;
export const LEDGER_TRANSACTION_TYPES = ['SPEND', 'REFUND', 'CREDIT'] as const;

const callFields = {
  id: z.uuid(),
  /** Shared by the call's legs, its recording and its voicemail. */
  canonicalCallId: z.uuid(),
  companyId: z.number(),
  projectLifecycleId: z.nullable(z.uuid()),
  fromNumber: z.string(),
  toNumber: z.string(),
  startDateTime: isoDateTime(),
  durationSeconds: z.int(),
};

/** A call from a homeowner to a company. */
export const inboundCallSchema = /* @__PURE__ */ z.object({
  ...callFields,
  status: z.enum(INBOUND_CALL_STATUSES),
});
export type InboundCallDto = z.infer<typeof inboundCallSchema>;

/** A call from a company to a homeowner. */
export const outboundCallSchema = /* @__PURE__ */ z.object({
  ...callFields,
  status: z.enum(OUTBOUND_CALL_STATUSES),
});
export type OutboundCallDto = z.infer<typeof outboundCallSchema>;

export const callRecordingSchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  canonicalCallId: z.uuid(),
  durationSeconds: z.int(),
  mimeType: z.string(),
  created: isoDateTime(),
});
export type CallRecordingDto = z.infer<typeof callRecordingSchema>;

export const voicemailMessageSchema = /* @__PURE__ */ z.object({
  voicemailMessageId: z.uuid(),
  canonicalCallId: z.nullable(z.uuid()),
  companyId: z.number(),
  projectLifecycleId: z.nullable(z.uuid()),
  fromNumber: z.string(),
  durationSeconds: z.int(),
  transcription: z.nullable(z.string()),
  created: isoDateTime(),
});
export type VoicemailMessageDto = z.infer<typeof voicemailMessageSchema>;

/** One movement of a company's lead tokens; its `id` is the ledger key. */
export const ledgerEntrySchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  transactionType: z.enum(LEDGER_TRANSACTION_TYPES),
  companyId: z.number(),
  leadId: z.number(),
  projectLifecycleId: z.nullable(z.uuid()),
  amountInPenny: z.int(),
  created: isoDateTime(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;

/** A phone call between the company and the homeowner of a purchased lead. */
export const externalPhoneCallSchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  ledgerKey: z.uuid(),
  companyId: z.number(),
  fromNumber: z.string(),
  toNumber: z.string(),
  startDateTime: isoDateTime(),
  durationSeconds: z.int(),
});
export type ExternalPhoneCallDto = z.infer<typeof externalPhoneCallSchema>;

export const inboundCallBulkFetchResource = resource('inboundCallBulkFetch', {
  /**
   * Inbound calls by id. Visible to the pros of its company, to the homeowner of the project it
   * relates to, and to CURATOR; other or unknown ids are left out.
   */
  create: {
    path: '/calls/inbound/bulk',
    input: () => z.object({ callIds: stringList(z.uuid()) }),
    output: () => z.array(inboundCallSchema),
    access: { type: 'session' },
    batch: { ids: 'callIds', split: { by: 'items', idField: 'id' } },
  },
});

export const inboundCallByCanonicalCallIdResource = resource('inboundCallByCanonicalCallId', {
  /**
   * One inbound call by its canonical call id. Visible to the pros of its company, to the homeowner
   * of the project it relates to, and to CURATOR; others get 403.
   */
  read: {
    path: '/calls/inbound/by-canonical-id/:canonicalCallId',
    input: () => z.object({ canonicalCallId: z.uuid() }),
    output: () => inboundCallSchema,
    access: { type: 'session' },
  },
});

export const outboundCallBulkFetchResource = resource('outboundCallBulkFetch', {
  /**
   * Outbound calls by id. Visible to the pros of its company, to the homeowner of the project it
   * relates to, and to CURATOR; other or unknown ids are left out.
   */
  create: {
    path: '/calls/outbound/bulk',
    input: () => z.object({ callIds: stringList(z.uuid()) }),
    output: () => z.array(outboundCallSchema),
    access: { type: 'session' },
    batch: { ids: 'callIds', split: { by: 'items', idField: 'id' } },
  },
});

export const outboundCallByIdResource = resource('outboundCallById', {
  /**
   * One outbound call. Visible to the pros of its company, to the homeowner of the project it
   * relates to, and to CURATOR; others get 403.
   */
  read: {
    path: '/calls/outbound/:outboundCallId',
    input: () => z.object({ outboundCallId: z.uuid() }),
    output: () => outboundCallSchema,
    access: { type: 'session' },
  },
});

export const callRecordingBulkFetchResource = resource('callRecordingBulkFetch', {
  /**
   * Call recordings keyed by canonicalCallId; every id asked for is a key, null when there is no
   * recording the caller may see. Visible to the pros of its company, to the homeowner of the
   * project it relates to, and to CURATOR.
   */
  create: {
    path: '/calls/recordings/bulk',
    input: () => z.object({ canonicalCallIds: stringList(z.uuid()) }),
    output: () => z.record(z.uuid(), z.nullable(callRecordingSchema)),
    access: { type: 'session' },
    batch: { ids: 'canonicalCallIds', split: { by: 'record' } },
  },
});

export const voicemailMessageBulkFetchResource = resource('voicemailMessageBulkFetch', {
  /**
   * Voicemail messages by voicemailMessageId. Visible to the pros of its company, to the homeowner
   * of the project it relates to, and to CURATOR; other or unknown ids are left out.
   */
  create: {
    path: '/calls/voicemails/bulk',
    input: () => z.object({ messageIds: stringList(z.uuid()) }),
    output: () => z.array(voicemailMessageSchema),
    access: { type: 'session' },
    batch: { ids: 'messageIds', split: { by: 'items', idField: 'voicemailMessageId' } },
  },
});

export const tokensCompanyPurchasedLeadDetailsResource = resource('tokensCompanyPurchasedLeadDetails', {
  /**
   * The ledger entries (SPEND, REFUND, CREDIT) of a lead a company bought, oldest first. Only for
   * the pros of that company and CURATOR; others get 403.
   */
  read: {
    path: '/companies/:companyId/purchased-leads/:leadId/ledger',
    input: () => z.object({ companyId: id(), leadId: id() }),
    output: () => z.array(ledgerEntrySchema),
    access: { type: 'session' },
  },
});

export const externalPhoneCallsByLedgerKeysResource = resource('externalPhoneCallsByLedgerKeys', {
  /**
   * Phone calls tied to ledger entries (by ledger key = entry id, usually the SPEND one) of a
   * company. Only for the pros of that company and CURATOR; others get 403. Keys of other companies
   * are left out.
   */
  create: {
    path: '/companies/:companyId/external-phone-calls',
    input: () => z.object({ companyId: id(), ledgerKeys: stringList(z.uuid()) }),
    output: () => z.array(externalPhoneCallSchema),
    access: { type: 'session' },
  },
});

export const callsResources = {
  inboundCallBulkFetch: inboundCallBulkFetchResource,
  inboundCallByCanonicalCallId: inboundCallByCanonicalCallIdResource,
  outboundCallBulkFetch: outboundCallBulkFetchResource,
  outboundCallById: outboundCallByIdResource,
  callRecordingBulkFetch: callRecordingBulkFetchResource,
  voicemailMessageBulkFetch: voicemailMessageBulkFetchResource,
  tokensCompanyPurchasedLeadDetails: tokensCompanyPurchasedLeadDetailsResource,
  externalPhoneCallsByLedgerKeys: externalPhoneCallsByLedgerKeysResource,
};
