import type { CsatSurvey, surveyResources } from '@hearth/data';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { csatAnswers, csatCampaigns, csatSurveys } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { HandlersFor } from './handlers';

/** The survey sent for an external id in a campaign (the `/csat/project/{id}` redirect uses it). */
export async function findSurveyIdByExternalId(
  db: Queryable,
  externalId: string,
  campaignName: string,
): Promise<string | null> {
  const [row] = await db
    .select({ surveyId: csatSurveys.surveyId })
    .from(csatSurveys)
    .where(and(eq(csatSurveys.externalId, externalId), eq(csatSurveys.campaignName, campaignName)));
  return row?.surveyId ?? null;
}

async function loadSurvey(db: Queryable, surveyId: string): Promise<CsatSurvey | null> {
  const [row] = await db
    .select({
      surveyId: csatSurveys.surveyId,
      submittedAt: csatSurveys.submittedAt,
      question: csatCampaigns.question,
      campaignType: csatCampaigns.campaignType,
    })
    .from(csatSurveys)
    .innerJoin(csatCampaigns, eq(csatCampaigns.campaignName, csatSurveys.campaignName))
    .where(eq(csatSurveys.surveyId, surveyId));
  if (!row) return null;
  const answers = await db
    .select({ answerId: csatAnswers.answerId, score: csatAnswers.score, label: csatAnswers.label })
    .from(csatAnswers)
    .where(eq(csatAnswers.surveyId, surveyId))
    .orderBy(asc(csatAnswers.score));
  return {
    surveyId: row.surveyId,
    question: row.question,
    campaignType: row.campaignType === 'NPS' ? 'NPS' : 'CUSTOM',
    answers,
    submitted: row.submittedAt !== null,
  };
}

export const surveyHandlers: HandlersFor<typeof surveyResources> = {
  csatSurvey: {
    read: async ({ surveyId }, { db }) => {
      const survey = await loadSurvey(db, surveyId);
      if (!survey) throw notFound('Survey');
      return survey;
    },
    update: async ({ surveyId, answerId, comments }, { db }) => {
      const survey = await loadSurvey(db, surveyId);
      if (!survey) throw notFound('Survey');
      if (!survey.answers.some((answer) => answer.answerId === answerId)) {
        throw badRequest('Some fields are invalid.', {
          answerId: ['This answer does not belong to the survey.'],
        });
      }
      // Only the first answer wins, even when two arrive at once.
      const [claimed] = await db
        .update(csatSurveys)
        .set({ submittedAt: new Date(), answerId, comments: comments || null })
        .where(and(eq(csatSurveys.surveyId, surveyId), isNull(csatSurveys.submittedAt)))
        .returning({ surveyId: csatSurveys.surveyId });
      if (!claimed) throw conflict('This survey has already been answered.');
      return { ...survey, submitted: true };
    },
    create: async ({ externalId, campaignName }, { db }) => {
      const [campaign] = await db
        .select()
        .from(csatCampaigns)
        .where(eq(csatCampaigns.campaignName, campaignName));
      if (!campaign) throw badRequest('Some fields are invalid.', { campaignName: ['Unknown campaign.'] });
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(csatSurveys)
          .values({ externalId, campaignName })
          .onConflictDoNothing()
          .returning({ surveyId: csatSurveys.surveyId });
        if (!created) {
          const existing = await findSurveyIdByExternalId(tx, externalId, campaignName);
          if (!existing) throw conflict('The survey is being created; try again.');
          return { surveyId: existing };
        }
        await tx
          .insert(csatAnswers)
          .values(campaign.answers.map((answer) => ({ ...answer, surveyId: created.surveyId })));
        return { surveyId: created.surveyId };
      });
    },
  },
  surveyByExternalId: {
    read: async ({ externalId, campaignName }, { db }) => {
      const surveyId = await findSurveyIdByExternalId(db, externalId, campaignName);
      if (!surveyId) throw notFound('Survey');
      return { surveyId };
    },
  },
};
