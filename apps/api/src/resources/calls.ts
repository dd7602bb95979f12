import type { callsResources } from '@hearth/data';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { preparedStatements } from '../db/prepared';
import {
  callRecordings,
  inboundCalls,
  leadExternalPhoneCalls,
  leadLedgerEntries,
  outboundCalls,
  voicemailMessages,
} from '../db/schema';
import {
  companyRowVisibleTo,
  placeholderViewer,
  VIEWER_KINDS,
  type ViewerKind,
  viewerKind,
} from '../domain/projects/access';
import {
  callRecordingDto,
  externalPhoneCallDto,
  inAskedOrder,
  inboundCallDto,
  ledgerEntryDto,
  outboundCallDto,
  voicemailMessageDto,
} from '../domain/projects/calls';
import { forbidden, notFound } from '../errors';
import type { Caller } from '../security/sessions';
import { requireCompanyAccess } from './access';
import type { HandlersFor } from './handlers';

type Owned = PgTable & { companyId: AnyPgColumn; projectId: AnyPgColumn };

/** One row by a unique column: 404 when there is none, 403 when the caller may not see it. */
async function visibleOne<T extends Owned>(
  db: Queryable,
  caller: Caller,
  table: T,
  where: SQL,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where);
  if (!row) throw notFound(what);
  const [visible] = await db
    .select()
    .from(table as PgTable)
    .where(and(where, companyRowVisibleTo(db, caller, table)));
  if (!visible) throw forbidden();
  return visible as T['$inferSelect'];
}

/** The rows of `ids` the caller may see, in the order asked; the ids it may not see are left out. */
async function visibleInAskedOrder<T extends Owned & { id: AnyPgColumn }>(
  db: Queryable,
  caller: Caller,
  table: T,
  ids: readonly string[],
): Promise<T['$inferSelect'][]> {
  if (!ids.length) return [];
  type Row = T['$inferSelect'] & { id: string };
  const visible = and(inArray(table.id, [...ids]), companyRowVisibleTo(db, caller, table));
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(visible)) as Row[];
  return inAskedOrder(ids, rows, (row) => row.id);
}

// The recordings of a batch of calls, one statement per kind of caller; `ids` is one array.
const statements = preparedStatements((db, name) => {
  const recordings = (kind: ViewerKind) =>
    db
      .select()
      .from(callRecordings)
      .where(
        and(
          sql`${callRecordings.canonicalCallId} = any(${sql.placeholder('ids')})`,
          companyRowVisibleTo(db, placeholderViewer(kind), callRecordings),
        ),
      )
      .prepare(name(`recordings_${kind}`));
  return {
    recordings: Object.fromEntries(VIEWER_KINDS.map((kind) => [kind, recordings(kind)])) as Record<
      ViewerKind,
      ReturnType<typeof recordings>
    >,
  };
});

export const callsHandlers: HandlersFor<typeof callsResources> = {
  inboundCallBulkFetch: {
    create: async ({ callIds }, { db, requireCaller }) =>
      (await visibleInAskedOrder(db, requireCaller(), inboundCalls, callIds)).map(inboundCallDto),
  },
  inboundCallByCanonicalCallId: {
    read: async ({ canonicalCallId }, { db, requireCaller }) =>
      inboundCallDto(
        await visibleOne(
          db,
          requireCaller(),
          inboundCalls,
          eq(inboundCalls.canonicalCallId, canonicalCallId),
          'Inbound call',
        ),
      ),
  },
  outboundCallBulkFetch: {
    create: async ({ callIds }, { db, requireCaller }) =>
      (await visibleInAskedOrder(db, requireCaller(), outboundCalls, callIds)).map(outboundCallDto),
  },
  outboundCallById: {
    read: async ({ outboundCallId }, { db, requireCaller }) =>
      outboundCallDto(
        await visibleOne(
          db,
          requireCaller(),
          outboundCalls,
          eq(outboundCalls.id, outboundCallId),
          'Outbound call',
        ),
      ),
  },
  callRecordingBulkFetch: {
    create: async ({ canonicalCallIds }, { db, requireCaller }) => {
      const caller = requireCaller();
      const rows = canonicalCallIds.length
        ? await statements(db).recordings[viewerKind(caller)].execute({
            ids: canonicalCallIds,
            userId: caller.userId,
            companyId: caller.companyId,
          })
        : [];
      const byId = new Map(rows.map((row) => [row.canonicalCallId, callRecordingDto(row)]));
      return Object.fromEntries(canonicalCallIds.map((id) => [id, byId.get(id) ?? null]));
    },
  },
  voicemailMessageBulkFetch: {
    create: async ({ messageIds }, { db, requireCaller }) => {
      if (!messageIds.length) return [];
      const rows = await db
        .select()
        .from(voicemailMessages)
        .where(
          and(
            inArray(voicemailMessages.id, messageIds),
            companyRowVisibleTo(db, requireCaller(), voicemailMessages),
          ),
        );
      return inAskedOrder(messageIds, rows, (row) => row.id).map(voicemailMessageDto);
    },
  },
  tokensCompanyPurchasedLeadDetails: {
    read: async ({ companyId, leadId }, { db, requireCaller }) => {
      requireCompanyAccess(requireCaller(), companyId);
      const rows = await db
        .select()
        .from(leadLedgerEntries)
        .where(and(eq(leadLedgerEntries.companyId, companyId), eq(leadLedgerEntries.leadId, leadId)))
        .orderBy(asc(leadLedgerEntries.createdAt), asc(leadLedgerEntries.id));
      return rows.map(ledgerEntryDto);
    },
  },
  externalPhoneCallsByLedgerKeys: {
    create: async ({ companyId, ledgerKeys }, { db, requireCaller }) => {
      requireCompanyAccess(requireCaller(), companyId);
      if (!ledgerKeys.length) return [];
      const rows = await db
        .select()
        .from(leadExternalPhoneCalls)
        .where(
          and(
            eq(leadExternalPhoneCalls.companyId, companyId),
            inArray(leadExternalPhoneCalls.ledgerEntryId, ledgerKeys),
          ),
        )
        .orderBy(asc(leadExternalPhoneCalls.startAt), asc(leadExternalPhoneCalls.id));
      return rows.map(externalPhoneCallDto);
    },
  },
};
