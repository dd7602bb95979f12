/**
 * Tables of the GraphQL area: e-mail subscription groups and who opted out of which, the to-do
 * lists of project communications, account removal requests and where sign-ups came from.
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The subscription group tree (at most 3 levels); `parent_short_code` null for the top level. */
export const subscriptionGroups = pgTable('subscription_groups', {
  shortCode: text('short_code').primaryKey(),
  parentShortCode: text('parent_short_code').references((): AnyPgColumn => subscriptionGroups.shortCode, {
    onDelete: 'cascade',
  }),
  uiName: text('ui_name').notNull(),
  uiDescription: text('ui_description'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One row per e-mail address and group it is unsubscribed from. Addresses are kept lower-cased and
 * need not belong to a user: list subscribers can unsubscribe through an e-mailed link.
 */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    emailAddress: text('email_address').notNull(),
    shortCode: text('short_code')
      .notNull()
      .references(() => subscriptionGroups.shortCode, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.emailAddress, table.shortCode] })],
);

/** Every subscription change, with where it came from (BACKPORCH, SUBSCRIPTION_PAGE, EMAIL_LINK). */
export const emailSubscriptionEvents = pgTable(
  'email_subscription_events',
  {
    eventId: serial('event_id').primaryKey(),
    emailAddress: text('email_address').notNull(),
    shortCode: text('short_code').notNull(),
    unsubscribed: boolean('unsubscribed').notNull(),
    source: text('source').notNull(),
    /** The logged-in user who made the change; null for an e-mailed link. */
    changedByUserId: integer('changed_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_subscription_events_email').on(table.emailAddress)],
);

/** The notice the subscription store shows for an address (e.g. after an e-mail-link unsubscribe). */
export const emailSubscriptionAlerts = pgTable('email_subscription_alerts', {
  emailAddress: text('email_address').primaryKey(),
  message: text('message').notNull(),
  type: text('type').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const todoLists = pgTable(
  'todo_lists',
  {
    todoListId: serial('todo_list_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    externalIdType: text('external_id_type'),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('todo_lists_user').on(table.userId)],
);

export const todoItems = pgTable(
  'todo_items',
  {
    todoItemId: serial('todo_item_id').primaryKey(),
    todoListId: integer('todo_list_id')
      .notNull()
      .references(() => todoLists.todoListId, { onDelete: 'cascade' }),
    todoText: text('todo_text').notNull(),
    notes: text('notes'),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('todo_items_list').on(table.todoListId)],
);

export const todoItemTags = pgTable(
  'todo_item_tags',
  {
    todoItemTagId: serial('todo_item_tag_id').primaryKey(),
    todoItemId: integer('todo_item_id')
      .notNull()
      .references(() => todoItems.todoItemId, { onDelete: 'cascade' }),
    tagKey: text('tag_key').notNull(),
    tagValue: text('tag_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('todo_item_tags_item').on(table.todoItemId)],
);

/** At most one reminder per to-do item. */
export const todoReminders = pgTable(
  'todo_reminders',
  {
    id: serial('id').primaryKey(),
    todoItemId: integer('todo_item_id')
      .notNull()
      .references(() => todoItems.todoItemId, { onDelete: 'cascade' }),
    reminderDate: timestamp('reminder_date', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('todo_reminders_item').on(table.todoItemId)],
);

export const accountRemovalRequests = pgTable('account_removal_requests', {
  requestId: serial('request_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The `sourceUi` a GraphQL sign-up named (which web site or app the account came from). */
export const signupSources = pgTable('signup_sources', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  sourceUi: text('source_ui').notNull(),
  accountType: text('account_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
