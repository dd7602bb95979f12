/** CSAT surveys. */
import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../limits';
import { resource } from '../resource';

/** The campaign of surveys sent after a project; `/csat/project/{projectLifecycleId}` looks them up. */
export const PROJECT_SURVEY_CAMPAIGN = 'project';
/** NPS, or any other campaign type, which the survey page treats as CUSTOM. */
export const CSAT_CAMPAIGN_TYPES = ['NPS', 'CUSTOM'] as const;

export const csatAnswerSchema = /* @__PURE__ */ z.object({
  answerId: z.number(),
  score: z.number(),
  label: z.string(),
});

export const csatSurveySchema = /* @__PURE__ */ z.object({
  surveyId: z.uuid(),
  question: z.string(),
  campaignType: z.enum(CSAT_CAMPAIGN_TYPES),
  answers: z.array(csatAnswerSchema),
  submitted: z.boolean(),
});
export type CsatSurvey = z.infer<typeof csatSurveySchema>;

const surveyId = /* @__PURE__ */ z.uuid();
const externalId = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const campaignName = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const csatSurveyResource = resource('csatSurvey', {
  /**
   * A survey by its opaque id (links arrive by e-mail): question, campaign type, answers,
   * submitted.
   */
  read: {
    path: '/csat-surveys/:surveyId',
    input: () => z.object({ surveyId }),
    output: () => csatSurveySchema,
    access: { type: 'public' },
  },
  /**
   * Answers a survey once: answerId must be one of the survey's answers (400); a submitted survey
   * answers 409.
   */
  update: {
    path: '/csat-surveys/:surveyId',
    input: () =>
      z.object({
        surveyId,
        answerId: z.int().check(z.positive()),
        comments: z._default(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.surveyComments)), ''),
      }),
    output: () => csatSurveySchema,
    access: { type: 'public' },
  },
  /**
   * Creates the survey of a campaign for an external id (idempotent: the existing one's id when it
   * exists); an unknown campaign is a 400.
   */
  create: {
    path: '/csat-surveys',
    input: () => z.object({ externalId, campaignName }),
    output: () => z.object({ surveyId: z.uuid() }),
    access: { type: 'role', roles: ['CURATOR'] },
  },
});

export const surveyByExternalIdResource = resource('surveyByExternalId', {
  /** The id of the survey sent for an external id in a campaign, or 404. */
  read: {
    path: '/csat-surveys/by-external-id',
    input: () => z.object({ externalId, campaignName }),
    output: () => z.object({ surveyId: z.uuid() }),
    access: { type: 'public' },
  },
});

export const surveyResources = {
  csatSurvey: csatSurveyResource,
  surveyByExternalId: surveyByExternalIdResource,
};
