import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { isNotFound, statusOf, unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import { canSubmitSurvey, trimFeedback } from '../validation';

/** In the custom survey a score of 4 or more invites a review. */
export const REVIEW_INVITATION_MIN_SCORE = 4;

/** NPS, or anything else, which is treated as CUSTOM. */
export type SurveyCampaignType = 'NPS' | 'CUSTOM';
export type SurveyAnswer = { answerId: number; score: number; label: string };

export type LoadSurveyInput = { surveyId: string };
export type LoadSurveyOutput = {
  question: string;
  campaignType: string;
  answers: SurveyAnswer[];
  submitted: boolean;
};
export type SubmitAnswerInput = { surveyId: string; answerId: number; comments: string };
/**
 * What sending the answer came to: `saved`, or `alreadyAnswered` when the survey was answered
 * meanwhile (another tab): nothing to send again. Any other failure rejects the call.
 */
export type SubmitAnswerResult = { kind: 'saved' } | { kind: 'alreadyAnswered' };

export type SurveyInput = {
  surveyId: string;
  /** From the URL: the answer with this score is preselected and submitted on load. */
  sentimentScore?: number | null;
  /** The two third-party review sites; one is picked at random. */
  reviewSites: readonly [string, string];
  /** @default Math.random */
  random?: () => number;
};

export type Survey = { question: string; campaignType: SurveyCampaignType; answers: SurveyAnswer[] };

type Context = {
  surveyId: string;
  sentimentScore: number | null;
  reviewSites: readonly [string, string];
  random: () => number;
  survey: Survey | null;
  selectedAnswerId: number | null;
  feedback: string;
  /** The answer is on the server (loaded as submitted, or sent by this actor): never send again. */
  submitted: boolean;
  reviewSiteUrl: string | null;
  error: Message | null;
};

type Events =
  | { type: 'user.selectAnswer'; answerId: number }
  | { type: 'user.changeFeedback'; feedback: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' };

const selectedAnswer = (context: Context): SurveyAnswer | undefined =>
  context.survey?.answers.find((answer) => answer.answerId === context.selectedAnswerId);

/**
 * The satisfaction survey. With sentimentScore in the URL the matching answer is submitted on
 * load, once: a survey loaded as already submitted goes straight to thanks. Otherwise the person
 * picks an answer, may type feedback and submits. Thanks in the custom survey invites a review
 * (score 4 or more, one of two sites at random) or shows an improvement message.
 * Tags: `busy` (loading, submitting), `ready` (answering), `error` (load or submit failed; the
 * submit message is in `context.error`), `linkInvalid` (with `error`: no survey has this id, or it
 * is not an id at all, so retrying cannot help), `success` (thanks), `reviewInvitation`,
 * `improvement`.
 */
export const surveyMachine = setup({
  types: {
    input: {} as SurveyInput,
    context: {} as Context,
    events: {} as Events,
  },
  actors: {
    loadSurvey: notProvided<LoadSurveyOutput, LoadSurveyInput>('survey', 'loadSurvey'),
    submitAnswer: notProvided<SubmitAnswerResult, SubmitAnswerInput>('survey', 'submitAnswer'),
  },
  guards: {
    /** 404, or 400 for an id that is not one: the link is wrong, not the server. */
    isInvalidLink: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isNotFound(error) || statusOf(error) === 400;
    },
    isUnanswered: ({ context }) => !context.submitted,
    /** The survey was answered meanwhile (another tab): nothing to send again. */
    wasAnswered: ({ event }) => (event as { output?: SubmitAnswerResult }).output?.kind === 'alreadyAnswered',
    /** Only a URL score preselects on load; sending it is the auto-submit. */
    hasPreselectedAnswer: ({ context }) => !context.submitted && context.selectedAnswerId !== null,
    isKnownAnswer: ({ context, event }) =>
      event.type === 'user.selectAnswer' &&
      (context.survey?.answers.some((answer) => answer.answerId === event.answerId) ?? false),
    canSubmit: ({ context }) => !context.submitted && canSubmitSurvey(context.selectedAnswerId, false),
    invitesReview: ({ context }) =>
      context.survey?.campaignType === 'CUSTOM' &&
      (selectedAnswer(context)?.score ?? Number.NEGATIVE_INFINITY) >= REVIEW_INVITATION_MIN_SCORE,
    asksToImprove: ({ context }) =>
      context.survey?.campaignType === 'CUSTOM' && selectedAnswer(context) !== undefined,
  },
  actions: {
    storeSurvey: assign(({ context }, loaded: LoadSurveyOutput) => ({
      survey: {
        question: loaded.question,
        campaignType: loaded.campaignType === 'NPS' ? ('NPS' as const) : ('CUSTOM' as const),
        answers: loaded.answers,
      },
      submitted: loaded.submitted,
      // The answer with the URL's score is preselected (and, unless already sent, submitted).
      selectedAnswerId:
        loaded.answers.find((answer) => answer.score === context.sentimentScore)?.answerId ?? null,
    })),
    selectAnswer: assign({
      selectedAnswerId: ({ context, event }) =>
        event.type === 'user.selectAnswer' ? event.answerId : context.selectedAnswerId,
    }),
    changeFeedback: assign({
      feedback: ({ context, event }) =>
        event.type === 'user.changeFeedback' ? event.feedback : context.feedback,
    }),
    markSubmitted: assign({ submitted: true }),
    clearError: assign({ error: null }),
    showSubmitError: assign({
      error: ({ event }) =>
        unlessPageExpired((event as { error?: unknown }).error, messages.survey.submitFailed),
    }),
    chooseReviewSite: assign({
      reviewSiteUrl: ({ context }) => context.reviewSites[context.random() < 0.5 ? 0 : 1],
    }),
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({
    surveyId: input.surveyId,
    sentimentScore: input.sentimentScore ?? null,
    reviewSites: input.reviewSites,
    random: input.random ?? Math.random,
    survey: null,
    selectedAnswerId: null,
    feedback: '',
    submitted: false,
    reviewSiteUrl: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSurvey',
        src: 'loadSurvey',
        input: ({ context }) => ({ surveyId: context.surveyId }),
        onDone: { target: 'loaded', actions: { type: 'storeSurvey', params: ({ event }) => event.output } },
        onError: [{ guard: 'isInvalidLink', target: 'linkInvalid' }, { target: 'loadFailed' }],
      },
    },
    // The spec gives no message for a failed load: the view shows its own retry affordance.
    loadFailed: { tags: ['error'], on: { 'user.retry': 'loading' } },
    // No such survey: nothing to retry; the view says the link is not valid.
    linkInvalid: { type: 'final', tags: ['error', 'linkInvalid'] },
    loaded: {
      always: [
        { guard: 'hasPreselectedAnswer', target: 'submitting' },
        { guard: 'isUnanswered', target: 'answering' },
        // Opening the same link again: already answered, so thank without sending twice.
        { guard: 'invitesReview', target: 'thanks.reviewInvitation' },
        { guard: 'asksToImprove', target: 'thanks.improvement' },
        { target: 'thanks.plain' },
      ],
    },
    answering: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {},
        failed: { tags: ['error'] },
      },
      on: {
        'user.selectAnswer': { guard: 'isKnownAnswer', actions: 'selectAnswer' },
        'user.changeFeedback': { actions: 'changeFeedback' },
        'user.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'submitAnswer',
        src: 'submitAnswer',
        input: ({ context }) => ({
          surveyId: context.surveyId,
          answerId: context.selectedAnswerId ?? 0,
          comments: trimFeedback(context.feedback),
        }),
        onDone: [
          { guard: 'wasAnswered', target: 'thanks.plain' },
          { guard: 'invitesReview', target: 'thanks.reviewInvitation' },
          { guard: 'asksToImprove', target: 'thanks.improvement' },
          { target: 'thanks.plain' },
        ],
        onError: { target: 'answering.failed', actions: 'showSubmitError' },
      },
    },
    thanks: {
      tags: ['success'],
      entry: 'markSubmitted',
      initial: 'plain',
      states: {
        reviewInvitation: { tags: ['reviewInvitation'], entry: 'chooseReviewSite' },
        improvement: { tags: ['improvement'] },
        /** NPS, or a survey answered on an earlier visit and opened without a score. */
        plain: {},
      },
    },
  },
});
