/* Story helpers: the survey page on an actor of the real machine with fake API calls. */
import {
  type LoadSurveyInput,
  type LoadSurveyOutput,
  type SubmitAnswerInput,
  type SubmitAnswerResult,
  surveyMachine,
} from '@hearth/machines';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { SurveyPage } from './SurveyPage';

export const SURVEY_ID = 'b8f1c3d2-5a4e-4c6b-9d7f-1e2a3b4c5d6e';

/** The two third-party review sites; `random: () => 0` picks the first. */
export const REVIEW_SITES = [
  'https://www.reviews.example.com/write/hearth',
  'https://ratings.example.org/hearth/review',
] as const;

const sentimentLabels = ['Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy'];

/** A custom survey (any campaign type but NPS): scores 1 to 5, answer ids 101 to 105. */
export const customSurvey = (submitted = false): LoadSurveyOutput => ({
  question: 'How was your experience with Ace Plumbing?',
  campaignType: 'PROJECT',
  answers: sentimentLabels.map((label, index) => ({ answerId: 101 + index, score: index + 1, label })),
  submitted,
});

/** An NPS survey: scores 0 to 10, answer ids 200 to 210, each labelled by its score. */
export const npsSurvey = (submitted = false): LoadSurveyOutput => ({
  question: 'How likely are you to recommend Hearth to a friend?',
  campaignType: 'NPS',
  answers: Array.from({ length: 11 }, (_, score) => ({ answerId: 200 + score, score, label: String(score) })),
  submitted,
});

/** What a fake call does: answer, fail (an error with an HTTP `status`), or never answer. */
export type FakeOutcome = 'resolve' | 'reject' | 'notFound' | 'pending';

const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });
const never = () => new Promise<never>(() => {});

export type SurveyHarnessProps = {
  /** @default 'CUSTOM' */
  campaign?: 'CUSTOM' | 'NPS';
  /** Whether the survey loads already answered (`submitted: true`). @default false */
  submitted?: boolean;
  /** @default 'resolve' */
  load?: FakeOutcome;
  /** @default 'resolve' */
  submit?: FakeOutcome;
  /** The `sentimentScore` query of the link. */
  sentimentScore?: number;
  /** Picks the review site; `() => 0` is the first, `() => 0.9` the second. @default () => 0 */
  random?: () => number;
  /** Called with the input of every load. */
  onLoadSurvey?: (input: LoadSurveyInput) => void;
  /** Called with the input of every submit. */
  onSubmitAnswer?: (input: SubmitAnswerInput) => void;
};

/** The survey page over `surveyMachine` with fake `loadSurvey` and `submitAnswer` actors. */
export function SurveyHarness({
  campaign = 'CUSTOM',
  submitted = false,
  load = 'resolve',
  submit = 'resolve',
  sentimentScore,
  random = () => 0,
  onLoadSurvey,
  onSubmitAnswer,
}: SurveyHarnessProps) {
  const actor = useStoryActor(() =>
    createActor(
      surveyMachine.provide({
        actors: {
          loadSurvey: fromPromise<LoadSurveyOutput, LoadSurveyInput>(async ({ input }) => {
            onLoadSurvey?.(input);
            if (load === 'pending') return never();
            if (load === 'reject') throw httpError(503, 'Service Unavailable');
            if (load === 'notFound') throw httpError(404, 'Survey not found.');
            return campaign === 'NPS' ? npsSurvey(submitted) : customSurvey(submitted);
          }),
          submitAnswer: fromPromise<SubmitAnswerResult, SubmitAnswerInput>(async ({ input }) => {
            onSubmitAnswer?.(input);
            if (submit === 'pending') return never();
            if (submit === 'reject') throw httpError(500, 'Internal Server Error');
            return { kind: 'saved' };
          }),
        },
      }),
      { input: { surveyId: SURVEY_ID, reviewSites: REVIEW_SITES, random, sentimentScore } },
    ),
  );
  return <SurveyPage actor={actor} />;
}

/** The survey page whose first load fails and every later one succeeds, to show Retry at work. */
export function SurveyRetryHarness({ onLoadSurvey }: Pick<SurveyHarnessProps, 'onLoadSurvey'>) {
  const actor = useStoryActor(() => {
    let attempts = 0;
    return createActor(
      surveyMachine.provide({
        actors: {
          loadSurvey: fromPromise<LoadSurveyOutput, LoadSurveyInput>(async ({ input }) => {
            onLoadSurvey?.(input);
            attempts += 1;
            if (attempts === 1) throw httpError(503, 'Service Unavailable');
            return customSurvey();
          }),
        },
      }),
      { input: { surveyId: SURVEY_ID, reviewSites: REVIEW_SITES, random: () => 0 } },
    );
  });
  return <SurveyPage actor={actor} />;
}
