/**
 * Companies.
 *
 * Published documents, reviews, review summaries and responsiveness are public company data.
 * Preferences, background checks and company users are open to the company's own users and to
 * CURATOR; others get 403 (single company) or see nothing of that company (lists).
 */
import { z } from 'zod/mini';
import { bool, id, idList, int, isoDateTime } from '../fields';
import { resource } from '../resource';

const companyId = /* @__PURE__ */ z.object({ companyId: id() });

export const BACKGROUND_CHECK_STATUSES = ['NOT_STARTED', 'PENDING', 'PASSED', 'FAILED', 'EXPIRED'] as const;

export const backgroundCheck = /* @__PURE__ */ z.object({
  companyId: z.int(),
  status: z.enum(BACKGROUND_CHECK_STATUSES),
  checkedAt: z.nullable(isoDateTime()),
  expiresAt: z.nullable(isoDateTime()),
});
export type BackgroundCheck = z.infer<typeof backgroundCheck>;

export const companyDocument = /* @__PURE__ */ z.object({
  documentId: z.int(),
  parentId: z.nullable(z.int()),
  kind: z.enum(['ROOT', 'ABOUT', 'SERVICES', 'LICENSES', 'SERVICE_AREA', 'PHOTOS']),
  title: z.string(),
  body: z.string(),
  publishedAt: isoDateTime(),
});
export type CompanyDocument = z.infer<typeof companyDocument>;

/** One company's published profile: the root document and the documents under it. */
export const publishedCompany = /* @__PURE__ */ z.object({
  companyId: z.int(),
  root: z.nullable(companyDocument),
  documents: z.array(companyDocument),
});
export type PublishedCompany = z.infer<typeof publishedCompany>;

/** A user as the directory lists them, with the company it belongs to. */
export const companyUser = /* @__PURE__ */ z.object({
  userId: z.int(),
  hearthUserId: z.int(),
  firstName: z.string(),
  email: z.string(),
});

export const userCompany = /* @__PURE__ */ z.object({
  hearthCompanyId: z.int(),
  name: z.string(),
  seoUrl: z.string(),
  users: z.array(companyUser),
});
export type UserCompany = z.infer<typeof userCompany>;

export const responsiveness = /* @__PURE__ */ z.object({
  companyId: z.int(),
  leadsReceived: z.int(),
  leadsResponded: z.int(),
  /** Whole percent of leads responded to in the last 30 days; null with no leads. */
  responseRatePercent: z.nullable(z.int()),
  medianResponseMinutes: z.nullable(z.int()),
  /** At least 90% responded and a median response within 60 minutes. */
  highlyResponsive: z.boolean(),
});
export type Responsiveness = z.infer<typeof responsiveness>;

export const companyPreferences = /* @__PURE__ */ z.object({
  companyId: z.int(),
  dto: z.object({
    askAProWebNotificationsEnabled: z.boolean(),
    leadEmailNotificationsEnabled: z.boolean(),
    leadSmsNotificationsEnabled: z.boolean(),
    weeklySummaryEmailEnabled: z.boolean(),
  }),
});
export type CompanyPreferences = z.infer<typeof companyPreferences>;

export const reviewSummary = /* @__PURE__ */ z.object({
  companyId: z.int(),
  /** Visible reviews only. */
  reviewCount: z.int(),
  /** Mean rating rounded to one decimal; null with no reviews. */
  averageRating: z.nullable(z.number()),
  ratingCounts: z.array(z.object({ rating: z.int(), count: z.int() })).check(z.length(5)),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const review = /* @__PURE__ */ z.object({
  reviewId: z.int(),
  companyId: z.int(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  title: z.string(),
  text: z.string(),
  reviewerName: z.string(),
  visible: z.boolean(),
  createdAt: isoDateTime(),
});
export type Review = z.infer<typeof review>;

export const REVIEWS_DEFAULT_LIMIT = 1000;

export const backgroundCheckServiceV2Resource = resource('backgroundCheckServiceV2', {
  /**
   * The company's background check status (NOT_STARTED when none was run). Its users and CURATOR
   * only.
   */
  read: {
    path: '/companies/:companyId/background-check',
    input: () => companyId,
    output: () => backgroundCheck,
    access: { type: 'company', companyId: 'companyId' },
  },
});

export const publishCompanyServiceResource = resource('publishCompanyService', {
  /**
   * Published profile documents keyed by company id, each with its root document; companies with
   * nothing published are left out.
   */
  read: {
    path: '/company-documents',
    input: () =>
      z.object({
        companyIds: z.pipe(idList(), z.array(z.number()).check(z.minLength(1, 'companyIds required'))),
      }),
    output: () => z.object({ documents: z.record(z.string(), publishedCompany) }),
    access: { type: 'public' },
    batch: {
      ids: 'companyIds',
      split: { by: 'field', field: 'documents', inner: { by: 'record' } },
    },
  },
});

export const userCompanyServiceResource = resource('userCompanyService', {
  /**
   * Companies with their users, matched on hearthCompanyId. Only the caller’s own company (any
   * company for CURATOR); the rest are left out.
   */
  read: {
    path: '/company-users',
    input: () =>
      z.object({
        companyIds: z.pipe(idList(), z.array(z.number()).check(z.minLength(1, 'companyIds required'))),
      }),
    output: () => z.object({ companies: z.array(userCompany) }),
    access: { type: 'session' },
  },
});

export const proResponsivenessBulkResource = resource('proResponsivenessBulk', {
  /** Responsiveness over the last 30 days per company, in id order; unknown ids are left out. */
  create: {
    path: '/company-responsiveness/bulk',
    input: () => z.object({ companyIds: idList() }),
    output: () => z.object({ responsiveness: z.array(responsiveness) }),
    access: { type: 'public' },
    batch: {
      ids: 'companyIds',
      split: { by: 'field', field: 'responsiveness', inner: { by: 'items', idField: 'companyId' } },
    },
  },
});

export const preferenceCompanyServiceResource = resource('preferenceCompanyService', {
  /** The company's preferences (dto). Its users and CURATOR only. */
  read: {
    path: '/companies/:companyId/preferences',
    input: () => companyId,
    output: () => companyPreferences,
    access: { type: 'company', companyId: 'companyId' },
  },
});

export const companyReviewSummaryServiceResource = resource('companyReviewSummaryService', {
  /** Count, mean and distribution of the visible reviews of a company. */
  read: {
    path: '/companies/:companyId/review-summary',
    input: () => companyId,
    output: () => reviewSummary,
    access: { type: 'public' },
  },
});

export const reviewServiceResource = resource('reviewService', {
  /**
   * Reviews of a company, newest first. onlyVisible=false adds hidden reviews for the company’s
   * users and CURATOR; other callers still see visible ones only.
   */
  read: {
    path: '/companies/:companyId/reviews',
    input: () =>
      z.object({
        companyId: id(),
        offset: z._default(z.pipe(int(), z.int().check(z.gte(0))), 0),
        limit: z._default(
          z.pipe(int(), z.int().check(z.gte(1), z.lte(REVIEWS_DEFAULT_LIMIT))),
          REVIEWS_DEFAULT_LIMIT,
        ),
        onlyVisible: z._default(bool(), true),
      }),
    output: () =>
      z.object({
        companyId: z.int(),
        offset: z.int(),
        limit: z.int(),
        /** Reviews matching the filter (before offset and limit). */
        total: z.int(),
        reviews: z.array(review),
      }),
    access: { type: 'public' },
  },
});

export const companiesResources = {
  backgroundCheckServiceV2: backgroundCheckServiceV2Resource,
  publishCompanyService: publishCompanyServiceResource,
  userCompanyService: userCompanyServiceResource,
  proResponsivenessBulk: proResponsivenessBulkResource,
  preferenceCompanyService: preferenceCompanyServiceResource,
  companyReviewSummaryService: companyReviewSummaryServiceResource,
  reviewService: reviewServiceResource,
};
