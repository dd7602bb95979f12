import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name'),
    /** argon2id PHC string; null for accounts created without a password (passwordless). */
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    companyId: integer('company_id'),
    facebookUserId: text('facebook_user_id'),
    emailNoticesFlag: boolean('email_notices_flag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a stolen table cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

export const userEmails = pgTable(
  'user_emails',
  {
    userEmailId: serial('user_email_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    emailAddress: text('email_address').notNull(),
    primary: boolean('primary').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    verificationToken: text('verification_token').notNull(),
    optedOut: boolean('opted_out').notNull().default(false),
    optedOutUtcMs: bigint('opted_out_utc_ms', { mode: 'number' }),
    emailAllowed: boolean('email_allowed').notNull().default(true),
  },
  (table) => [index('user_emails_user').on(table.userId)],
);

export const userPhones = pgTable(
  'user_phones',
  {
    userPhoneId: serial('user_phone_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    phoneType: text('phone_type').notNull().default('MOBILE'),
    countryCode: text('country_code').notNull().default('US'),
    primary: boolean('primary').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    verificationToken: text('verification_token').notNull(),
    smsAllowed: boolean('sms_allowed').notNull().default(true),
  },
  (table) => [index('user_phones_user').on(table.userId)],
);

/** One-time e-mail codes: only the hash is kept; 10 minutes, 5 attempts. */
export const oneTimeCodes = pgTable('one_time_codes', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set once the code was accepted; sign-up then needs a verified code for the same e-mail. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  /** sha256 of the uuid token. */
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Structured payload (codes, links) so tests and people can follow them. */
    data: text('data').notNull().default('{}'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * pending (waiting for the delivery worker), sent, failed (given up after the last retry) or
     * suppressed (written for an address with no account, so the request costs the same; never sent).
     */
    status: text('status').notNull().default('pending'),
    /** Delivery attempts that failed so far. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker claimed the message until then; past it another worker may take it over. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** The claim's random id: only the worker holding the current claim may mark the message. */
    leaseId: text('lease_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('outbox_messages_to').on(table.to),
  ],
);

/** Uploaded headshots; the newest by id is the current one. */
export const userImages = pgTable(
  'user_images',
  {
    userImageId: serial('user_image_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    imageFileName: text('image_file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_images_user').on(table.userId)],
);
