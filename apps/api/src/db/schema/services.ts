/** Tables of the services area: experiments, BI events, CSAT surveys and the service lookups. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

export type ExperimentVariant = { name: string; weight: number };

export const experiments = pgTable('experiments', {
  experimentName: text('experiment_name').primaryKey(),
  active: boolean('active').notNull().default(true),
  /** Weighted variants; a client's variant is a hash of experiment and client over the weights. */
  variants: jsonb('variants').$type<ExperimentVariant[]>().notNull(),
});

export const experimentParticipations = pgTable(
  'experiment_participations',
  {
    experimentName: text('experiment_name')
      .notNull()
      .references(() => experiments.experimentName, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    variant: text('variant').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.experimentName, table.clientId] })],
);

export const experimentImpressions = pgTable(
  'experiment_impressions',
  {
    impressionId: serial('impression_id').primaryKey(),
    experimentName: text('experiment_name').notNull(),
    clientId: text('client_id').notNull(),
    sessionId: text('session_id'),
    variant: text('variant').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('experiment_impressions_client').on(table.experimentName, table.clientId)],
);

export const biUserActions = pgTable('bi_user_actions', {
  eventId: serial('event_id').primaryKey(),
  actionType: text('action_type').notNull(),
  uiElement: text('ui_element').notNull(),
  eventUrl: text('event_url').notNull(),
  requestUrl: text('request_url').notNull(),
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  entity1Name: text('entity1_name'),
  entity1Value: text('entity1_value'),
  entity2Name: text('entity2_name'),
  entity2Value: text('entity2_value'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CsatAnswerTemplate = { score: number; label: string };

/** A campaign is the template its surveys are created from. */
export const csatCampaigns = pgTable('csat_campaigns', {
  campaignName: text('campaign_name').primaryKey(),
  /** NPS, or any other type (shown as CUSTOM). */
  campaignType: text('campaign_type').notNull(),
  question: text('question').notNull(),
  answers: jsonb('answers').$type<CsatAnswerTemplate[]>().notNull(),
});

export const csatSurveys = pgTable(
  'csat_surveys',
  {
    surveyId: uuid('survey_id').primaryKey().defaultRandom(),
    campaignName: text('campaign_name')
      .notNull()
      .references(() => csatCampaigns.campaignName),
    externalId: text('external_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answerId: integer('answer_id'),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('csat_surveys_external').on(table.campaignName, table.externalId)],
);

export const csatAnswers = pgTable(
  'csat_answers',
  {
    answerId: serial('answer_id').primaryKey(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => csatSurveys.surveyId, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    label: text('label').notNull(),
  },
  (table) => [index('csat_answers_survey').on(table.surveyId)],
);

export const assignedTasks = pgTable(
  'assigned_tasks',
  {
    taskId: serial('task_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<'OPEN' | 'IN_PROGRESS' | 'DONE'>().notNull().default('OPEN'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    projectLifecycleId: text('project_lifecycle_id'),
  },
  (table) => [index('assigned_tasks_user').on(table.userId)],
);

/** HA = home-assistant routes, PA = pro-assistant routes. */
export const outboundRoutes = pgTable(
  'outbound_routes',
  {
    routeId: serial('route_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'HA' | 'PA'>().notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('outbound_routes_user').on(table.userId, table.kind)],
);

export const helplines = pgTable('helplines', {
  helplineId: serial('helpline_id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.hearthCompanyId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

export const helplineNumbers = pgTable(
  'helpline_numbers',
  {
    helplineNumberId: serial('helpline_number_id').primaryKey(),
    helplineId: integer('helpline_id')
      .notNull()
      .references(() => helplines.helplineId, { onDelete: 'cascade' }),
    areaCode: text('area_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
  },
  (table) => [
    uniqueIndex('helpline_numbers_area').on(table.helplineId, table.areaCode),
    uniqueIndex('helpline_numbers_phone').on(table.phoneNumber),
  ],
);

export const trackingNumbers = pgTable('tracking_numbers', {
  trackingNumberId: serial('tracking_number_id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.hearthCompanyId, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  forwardToNumber: text('forward_to_number').notNull(),
  source: text('source').notNull(),
  active: boolean('active').notNull().default(true),
});

export const homeAssistantEnrollments = pgTable('home_assistant_enrollments', {
  homeownerUserId: integer('homeowner_user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  status: text('status').$type<'NOT_ENROLLED' | 'ENROLLED' | 'CANCELLED'>().notNull(),
  planName: text('plan_name'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
});

/** Only the settings a pro changed; every other type and channel is enabled. */
export const proNotificationSettings = pgTable(
  'pro_notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    notificationType: text('notification_type')
      .$type<'NEW_LEAD' | 'NEW_MESSAGE' | 'NEW_REVIEW' | 'BILLING'>()
      .notNull(),
    channel: text('channel').$type<'EMAIL' | 'SMS' | 'PUSH'>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationType, table.channel] })],
);

export const teams = pgTable('teams', {
  teamId: serial('team_id').primaryKey(),
  name: text('name').notNull(),
  companyId: integer('company_id').references(() => companies.hearthCompanyId, { onDelete: 'cascade' }),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    role: text('role').$type<'OWNER' | 'ADMIN' | 'MEMBER'>().notNull().default('MEMBER'),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user').on(table.userId),
  ],
);

/** Scheduled downtime announced by the maintenance banner. */
export const maintenanceWindows = pgTable('maintenance_windows', {
  maintenanceWindowId: serial('maintenance_window_id').primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
