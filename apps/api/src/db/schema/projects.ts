/** Tables of the projects area: projects and their nested objects, conversations, calls, lead ledger. */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    homeownerUserId: integer('homeowner_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    leadKey: text('lead_key'),
    serviceTypeId: integer('service_type_id'),
    requestedAt: at('requested_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('projects_homeowner').on(table.homeownerUserId)],
);

const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey(),
  projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const conversationPeers = pgTable(
  'conversation_peers',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** 'pro' or 'homeowner'. */
    role: text('role').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_peers_user').on(table.userId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('conversation_messages_conversation').on(table.conversationId, table.createdAt)],
);

export const projectBusinesses = pgTable(
  'project_businesses',
  {
    id: uuid('id').primaryKey(),
    projectId: projectId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.hearthCompanyId, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('project_businesses_project').on(table.projectId),
    index('project_businesses_company').on(table.companyId),
  ],
);

/** Nested objects that carry only an id: CONTACTS, EXTERNAL_REFERENCES, IMAGES, RECURRENCE. */
export const projectItems = pgTable(
  'project_items',
  {
    id: uuid('id').primaryKey(),
    projectId: projectId(),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('project_items_project').on(table.projectId)],
);

export const projectSpecifications = pgTable('project_specifications', {
  id: uuid('id').primaryKey(),
  projectId: projectId().unique(),
  appointmentStartAt: at('appointment_start_at'),
  quotedHours: real('quoted_hours'),
  description: text('description'),
});

export const projectHolds = pgTable(
  'project_holds',
  {
    id: uuid('id').primaryKey(),
    projectId: projectId(),
    cleared: boolean('cleared').notNull().default(false),
  },
  (table) => [index('project_holds_project').on(table.projectId)],
);

export const managedProjects = pgTable('managed_projects', {
  id: uuid('id').primaryKey(),
  projectId: projectId().unique(),
  /** A lead status (PENDING, BOOKED, OUT_OF_SCOPE, NOT_INTERESTED, BAD_QUALITY), null before any. */
  bookingStatus: text('booking_status'),
  isBookingPostMatchmaking: boolean('is_booking_post_matchmaking').notNull().default(false),
  bookedCompanyId: integer('booked_company_id').references(() => companies.hearthCompanyId, {
    onDelete: 'set null',
  }),
});

/** Who a call-like row belongs to: a company, and the homeowner of its project when it has one. */
const ownedByCompany = () => ({
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.hearthCompanyId, { onDelete: 'cascade' }),
  projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
});

const callColumns = () => ({
  id: uuid('id').primaryKey(),
  canonicalCallId: uuid('canonical_call_id').notNull().unique(),
  ...ownedByCompany(),
  fromNumber: text('from_number').notNull(),
  toNumber: text('to_number').notNull(),
  status: text('status').notNull(),
  startAt: at('start_at').notNull(),
  durationSeconds: integer('duration_seconds').notNull().default(0),
});

export const inboundCalls = pgTable('inbound_calls', callColumns(), (table) => [
  index('inbound_calls_company').on(table.companyId),
]);

export const outboundCalls = pgTable('outbound_calls', callColumns(), (table) => [
  index('outbound_calls_company').on(table.companyId),
]);

export const callRecordings = pgTable('call_recordings', {
  id: uuid('id').primaryKey(),
  canonicalCallId: uuid('canonical_call_id').notNull().unique(),
  ...ownedByCompany(),
  durationSeconds: integer('duration_seconds').notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const voicemailMessages = pgTable('voicemail_messages', {
  id: uuid('id').primaryKey(),
  canonicalCallId: uuid('canonical_call_id'),
  ...ownedByCompany(),
  fromNumber: text('from_number').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  transcription: text('transcription'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Lead tokens a company spent on, or got back for, a purchased lead. The id is the ledger key. */
export const leadLedgerEntries = pgTable(
  'lead_ledger_entries',
  {
    id: uuid('id').primaryKey(),
    ...ownedByCompany(),
    leadId: integer('lead_id').notNull(),
    transactionType: text('transaction_type').notNull(),
    amountInPenny: integer('amount_in_penny').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('lead_ledger_entries_company_lead').on(table.companyId, table.leadId)],
);

export const leadExternalPhoneCalls = pgTable(
  'lead_external_phone_calls',
  {
    id: uuid('id').primaryKey(),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => leadLedgerEntries.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.hearthCompanyId, { onDelete: 'cascade' }),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    startAt: at('start_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [index('lead_external_phone_calls_ledger').on(table.ledgerEntryId)],
);
