import type { CompanyDocument, companiesResources, PublishedCompany } from '@hearth/data';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  companies,
  companyBackgroundChecks,
  companyDocuments,
  companyPreferences,
  companyResponsiveness,
  companyReviews,
  users,
} from '../db/schema';
import { notFound } from '../errors';
import { mayAccessCompany } from './access';
import type { HandlersFor } from './handlers';

export async function requireCompany(db: Queryable, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.hearthCompanyId, companyId));
  if (!company) throw notFound('Company');
  return company;
}

/** Matches the column defaults of company_preferences, for a company that never saved any. */
const DEFAULT_PREFERENCES = {
  askAProWebNotificationsEnabled: false,
  leadEmailNotificationsEnabled: true,
  leadSmsNotificationsEnabled: false,
  weeklySummaryEmailEnabled: true,
};

const HIGHLY_RESPONSIVE = { minPercent: 90, maxMedianMinutes: 60 };

function toDocument(row: typeof companyDocuments.$inferSelect): CompanyDocument {
  return {
    documentId: row.documentId,
    parentId: row.parentId,
    kind: row.kind,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export const companiesHandlers: HandlersFor<typeof companiesResources> = {
  backgroundCheckServiceV2: {
    read: async ({ companyId }, context) => {
      await requireCompany(context.db, companyId);
      const [row] = await context.db
        .select()
        .from(companyBackgroundChecks)
        .where(eq(companyBackgroundChecks.companyId, companyId));
      return {
        companyId,
        status: row?.status ?? 'NOT_STARTED',
        checkedAt: row?.checkedAt?.toISOString() ?? null,
        expiresAt: row?.expiresAt?.toISOString() ?? null,
      };
    },
  },
  publishCompanyService: {
    read: async ({ companyIds }, { db }) => {
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(inArray(companyDocuments.companyId, companyIds))
        .orderBy(asc(companyDocuments.companyId), asc(companyDocuments.documentId));
      const documents: Record<string, PublishedCompany> = {};
      for (const row of rows) {
        const key = String(row.companyId);
        const entry = documents[key] ?? { companyId: row.companyId, root: null, documents: [] };
        documents[key] = entry;
        if (row.parentId === null && row.kind === 'ROOT') entry.root = toDocument(row);
        else entry.documents.push(toDocument(row));
      }
      return { documents };
    },
  },
  userCompanyService: {
    read: async ({ companyIds }, context) => {
      const caller = context.requireCaller();
      const visible = companyIds.filter((companyId) => mayAccessCompany(caller, companyId));
      if (!visible.length) return { companies: [] };
      const found = await context.db
        .select()
        .from(companies)
        .where(inArray(companies.hearthCompanyId, visible))
        .orderBy(asc(companies.hearthCompanyId));
      const members = await context.db
        .select({
          userId: users.userId,
          firstName: users.firstName,
          email: users.email,
          companyId: users.companyId,
        })
        .from(users)
        .where(inArray(users.companyId, visible))
        .orderBy(asc(users.userId));
      return {
        companies: found.map((company) => ({
          hearthCompanyId: company.hearthCompanyId,
          name: company.name,
          seoUrl: company.seoUrl,
          users: members
            .filter((member) => member.companyId === company.hearthCompanyId)
            .map(({ userId, firstName, email }) => ({ userId, hearthUserId: userId, firstName, email })),
        })),
      };
    },
  },
  proResponsivenessBulk: {
    create: async ({ companyIds }, { db }) => {
      if (!companyIds.length) return { responsiveness: [] };
      const rows = await db
        .select()
        .from(companyResponsiveness)
        .where(inArray(companyResponsiveness.companyId, companyIds))
        .orderBy(asc(companyResponsiveness.companyId));
      return {
        responsiveness: rows.map((row) => {
          const responseRatePercent =
            row.leadsReceived30d > 0
              ? Math.round((row.leadsResponded30d / row.leadsReceived30d) * 100)
              : null;
          return {
            companyId: row.companyId,
            leadsReceived: row.leadsReceived30d,
            leadsResponded: row.leadsResponded30d,
            responseRatePercent,
            medianResponseMinutes: row.medianResponseMinutes,
            highlyResponsive:
              responseRatePercent !== null &&
              responseRatePercent >= HIGHLY_RESPONSIVE.minPercent &&
              row.medianResponseMinutes !== null &&
              row.medianResponseMinutes <= HIGHLY_RESPONSIVE.maxMedianMinutes,
          };
        }),
      };
    },
  },
  preferenceCompanyService: {
    read: async ({ companyId }, context) => {
      await requireCompany(context.db, companyId);
      const [row] = await context.db
        .select()
        .from(companyPreferences)
        .where(eq(companyPreferences.companyId, companyId));
      const { companyId: _companyId, ...dto } = row ?? { companyId, ...DEFAULT_PREFERENCES };
      return { companyId, dto };
    },
  },
  companyReviewSummaryService: {
    read: async ({ companyId }, { db }) => {
      await requireCompany(db, companyId);
      const rows = await db
        .select({ rating: companyReviews.rating, count: count() })
        .from(companyReviews)
        .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.visible, true)))
        .groupBy(companyReviews.rating);
      const ratingCounts = [1, 2, 3, 4, 5].map((rating) => ({
        rating,
        count: rows.find((row) => row.rating === rating)?.count ?? 0,
      }));
      const reviewCount = ratingCounts.reduce((sum, entry) => sum + entry.count, 0);
      const total = ratingCounts.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
      return {
        companyId,
        reviewCount,
        averageRating: reviewCount ? Math.round((total / reviewCount) * 10) / 10 : null,
        ratingCounts,
      };
    },
  },
  reviewService: {
    read: async ({ companyId, offset, limit, onlyVisible }, { db, caller }) => {
      await requireCompany(db, companyId);
      // Hidden reviews are only ever shown to the company and curators; others get visible ones.
      const withHidden = !onlyVisible && mayAccessCompany(caller, companyId);
      const where = and(
        eq(companyReviews.companyId, companyId),
        withHidden ? undefined : eq(companyReviews.visible, true),
      );
      const [totals] = await db.select({ total: count() }).from(companyReviews).where(where);
      const rows = await db
        .select()
        .from(companyReviews)
        .where(where)
        .orderBy(desc(companyReviews.createdAt), desc(companyReviews.reviewId))
        .offset(offset)
        .limit(limit);
      return {
        companyId,
        offset,
        limit,
        total: totals?.total ?? 0,
        reviews: rows.map((row) => ({
          reviewId: row.reviewId,
          companyId: row.companyId,
          rating: row.rating,
          title: row.title,
          text: row.text,
          reviewerName: row.reviewerName,
          visible: row.visible,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  },
};
