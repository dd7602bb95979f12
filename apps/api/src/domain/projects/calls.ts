/** Calls, recordings, voicemails and the lead ledger in the contract's shape. */
import type {
  CallRecordingDto,
  ExternalPhoneCallDto,
  InboundCallDto,
  LedgerEntryDto,
  OutboundCallDto,
  VoicemailMessageDto,
} from '@hearth/data';
import { INBOUND_CALL_STATUSES, LEDGER_TRANSACTION_TYPES, OUTBOUND_CALL_STATUSES } from '@hearth/data';
import type {
  callRecordings,
  inboundCalls,
  leadExternalPhoneCalls,
  leadLedgerEntries,
  outboundCalls,
  voicemailMessages,
} from '../../db/schema';
import { iso } from './projects';

type CallRow = typeof inboundCalls.$inferSelect | typeof outboundCalls.$inferSelect;

/** A stored text as one of the allowed values; a value the contract does not know is a server bug. */
function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`Unexpected stored value ${value}`);
  return value as T;
}

function callFields(row: CallRow) {
  return {
    id: row.id,
    canonicalCallId: row.canonicalCallId,
    companyId: row.companyId,
    projectLifecycleId: row.projectId,
    fromNumber: row.fromNumber,
    toNumber: row.toNumber,
    startDateTime: iso(row.startAt),
    durationSeconds: row.durationSeconds,
  };
}

export const inboundCallDto = (row: typeof inboundCalls.$inferSelect): InboundCallDto => ({
  ...callFields(row),
  status: oneOf(INBOUND_CALL_STATUSES, row.status),
});

export const outboundCallDto = (row: typeof outboundCalls.$inferSelect): OutboundCallDto => ({
  ...callFields(row),
  status: oneOf(OUTBOUND_CALL_STATUSES, row.status),
});

export const callRecordingDto = (row: typeof callRecordings.$inferSelect): CallRecordingDto => ({
  id: row.id,
  canonicalCallId: row.canonicalCallId,
  durationSeconds: row.durationSeconds,
  mimeType: row.mimeType,
  created: iso(row.createdAt),
});

export const voicemailMessageDto = (row: typeof voicemailMessages.$inferSelect): VoicemailMessageDto => ({
  voicemailMessageId: row.id,
  canonicalCallId: row.canonicalCallId,
  companyId: row.companyId,
  projectLifecycleId: row.projectId,
  fromNumber: row.fromNumber,
  durationSeconds: row.durationSeconds,
  transcription: row.transcription,
  created: iso(row.createdAt),
});

export const ledgerEntryDto = (row: typeof leadLedgerEntries.$inferSelect): LedgerEntryDto => ({
  id: row.id,
  transactionType: oneOf(LEDGER_TRANSACTION_TYPES, row.transactionType),
  companyId: row.companyId,
  leadId: row.leadId,
  projectLifecycleId: row.projectId,
  amountInPenny: row.amountInPenny,
  created: iso(row.createdAt),
});

export const externalPhoneCallDto = (
  row: typeof leadExternalPhoneCalls.$inferSelect,
): ExternalPhoneCallDto => ({
  id: row.id,
  ledgerKey: row.ledgerEntryId,
  companyId: row.companyId,
  fromNumber: row.fromNumber,
  toNumber: row.toNumber,
  startDateTime: iso(row.startAt),
  durationSeconds: row.durationSeconds,
});

/** Rows in the order their ids were asked for (each id once). */
export function inAskedOrder<R>(ids: readonly string[], rows: readonly R[], key: (row: R) => string): R[] {
  const byId = new Map(rows.map((row) => [key(row), row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
