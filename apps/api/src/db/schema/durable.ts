/** State that every instance behind the load balancer must share: throttles and known devices. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One counter per key (`login:ip:…`, `login:account:…`, `login:device:…`, `code:send:email:…`).
 * A fixed window counts `hits` until `expires_at`; a backoff counter counts failures, refuses
 * attempts until `blocked_until`, and is forgotten at `expires_at` (a day after its last failure).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_at').on(table.expiresAt)],
);

/**
 * Browsers that signed in to an account before (OWASP "device cookies"): a random token in a
 * cookie, stored hashed. Attempts from such a browser are counted apart from the account's, so an
 * attack on the account from elsewhere does not slow its owner.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('known_devices_user').on(table.userId),
    index('known_devices_expires_at').on(table.expiresAt),
  ],
);
