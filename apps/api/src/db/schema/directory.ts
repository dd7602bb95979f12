/**
 * Tables of the directory area: the service taxonomy, home services and their managed prices,
 * the desktop header's data, and company details (preferences, background checks, reviews,
 * responsiveness, published documents, balances).
 */
import type { BackgroundCheck, CompanyDocument, HomeService } from '@hearth/data';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.hearthCompanyId, { onDelete: 'cascade' });

/** Trade groups (no parent) and trades; a trade is a header "company type" (e.g. Plumbers). */
export const tradeTypes = pgTable('trade_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  parentId: integer('parent_id').references((): AnyPgColumn => tradeTypes.id),
  position: integer('position').notNull(),
});

export const serviceTypes = pgTable(
  'service_types',
  {
    id: integer('id').primaryKey(),
    displayName: text('display_name').notNull(),
    /** The trade this service type belongs to. */
    serviceId: integer('service_id')
      .notNull()
      .references(() => tradeTypes.id),
    actorSingular: text('actor_singular').notNull(),
    actorPlural: text('actor_plural').notNull(),
    activeDemand: boolean('active_demand').notNull(),
    slug: text('slug').notNull().unique(),
  },
  (table) => [index('service_types_service').on(table.serviceId)],
);

export const homeServices = pgTable(
  'home_services',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    description: text('description').notNull(),
    conditional: boolean('conditional').notNull().default(false),
    /** National price; null = priced per market only. */
    basePriceCents: integer('base_price_cents'),
    priceUnit: text('price_unit').$type<HomeService['priceUnit']>().notNull(),
  },
  (table) => [index('home_services_service_type').on(table.serviceTypeId)],
);

/** Managed market prices by 3-digit postal prefix. */
export const homeServicePrices = pgTable(
  'home_service_prices',
  {
    homeServiceId: integer('home_service_id')
      .notNull()
      .references(() => homeServices.id, { onDelete: 'cascade' }),
    postalPrefix: text('postal_prefix').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.homeServiceId, table.postalPrefix] })],
);

/** Home services a provider (company) covers; `conditional` ones need the pro's confirmation. */
export const providerCoverage = pgTable(
  'provider_coverage',
  {
    companyId: companyRef(),
    homeServiceId: integer('home_service_id')
      .notNull()
      .references(() => homeServices.id, { onDelete: 'cascade' }),
    conditional: boolean('conditional').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.homeServiceId] })],
);

export const headerLinks = pgTable('header_links', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  proType: text('pro_type').$type<'COMPANY_TYPE' | 'SERVICE_TYPE'>().notNull(),
  seoUrlPart: text('seo_url_part'),
  serviceTypeKey: integer('service_type_key').notNull(),
  urlPath: text('url_path'),
});

export const costGuides = pgTable('cost_guides', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const featuredCities = pgTable('featured_cities', {
  slug: text('slug').primaryKey(),
  cityName: text('city_name').notNull(),
  provinceCode: text('province_code').notNull(),
  position: integer('position').notNull(),
});

/** Fixed tiles have no month; monthly tiles have month 1..12, one each. */
export const adviceTiles = pgTable('advice_tiles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  href: text('href').notNull(),
  imageUrl: text('image_url').notNull(),
  month: integer('month').unique(),
  position: integer('position').notNull(),
});

export const companyPreferences = pgTable('company_preferences', {
  companyId: companyRef().primaryKey(),
  askAProWebNotificationsEnabled: boolean('ask_a_pro_web_notifications_enabled').notNull().default(false),
  leadEmailNotificationsEnabled: boolean('lead_email_notifications_enabled').notNull().default(true),
  leadSmsNotificationsEnabled: boolean('lead_sms_notifications_enabled').notNull().default(false),
  weeklySummaryEmailEnabled: boolean('weekly_summary_email_enabled').notNull().default(true),
});

export const companyBackgroundChecks = pgTable('company_background_checks', {
  companyId: companyRef().primaryKey(),
  status: text('status').$type<BackgroundCheck['status']>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const companyReviews = pgTable(
  'company_reviews',
  {
    reviewId: serial('review_id').primaryKey(),
    companyId: companyRef(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_reviews_company').on(table.companyId, table.createdAt)],
);

/** Last-30-days lead response figures, refreshed by the lead pipeline. */
export const companyResponsiveness = pgTable('company_responsiveness', {
  companyId: companyRef().primaryKey(),
  leadsReceived30d: integer('leads_received_30d').notNull(),
  leadsResponded30d: integer('leads_responded_30d').notNull(),
  medianResponseMinutes: integer('median_response_minutes'),
});

/** Published profile documents: one ROOT (no parent) per company and sections under it. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    documentId: serial('document_id').primaryKey(),
    companyId: companyRef(),
    parentId: integer('parent_id').references((): AnyPgColumn => companyDocuments.documentId, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<CompanyDocument['kind']>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_documents_company').on(table.companyId)],
);

export const companyBalances = pgTable('company_balances', {
  companyId: companyRef().primaryKey(),
  pointsBalanceCents: bigint('points_balance_cents', { mode: 'number' }).notNull().default(0),
  rewardAvailableCents: bigint('reward_available_cents', { mode: 'number' }).notNull().default(0),
});
