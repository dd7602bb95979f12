/** The satisfaction survey wired to the API (spec 01 §4 "Survey", §7 csatSurvey). */

import { csatSurveyResource, isHttpError } from '@hearth/data';
import { surveyMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';

/**
 * The two third-party review sites a happy customer is invited to (spec 01 §2: one of two at
 * random). Configurable per deployment.
 */
export const REVIEW_SITES: readonly [string, string] = [
  (import.meta.env.VITE_HEARTH_REVIEW_SITE_1 as string | undefined) ??
    'https://www.trustpilot.com/review/hearth.example',
  (import.meta.env.VITE_HEARTH_REVIEW_SITE_2 as string | undefined) ??
    'https://www.sitejabber.com/reviews/hearth.example',
];

export const appSurveyMachine = surveyMachine.provide({
  actors: {
    loadSurvey: fromPromise(({ input, signal }) =>
      client.call(csatSurveyResource.read, { surveyId: input.surveyId }, { signal }),
    ),
    // 409: answered meanwhile (another tab), which the machine thanks for like a saved answer.
    submitAnswer: fromPromise(async ({ input, signal }) => {
      try {
        await client.call(csatSurveyResource.update, input, { signal });
        return { kind: 'saved' };
      } catch (error) {
        if (isHttpError(error, 409)) return { kind: 'alreadyAnswered' };
        throw error;
      }
    }),
  },
});

/** The route's sentimentScore, when it is a whole number (anything else preselects nothing). */
export function sentimentScoreOf(search: URLSearchParams): number | null {
  const raw = search.get('sentimentScore');
  return raw !== null && /^-?\d+$/.test(raw.trim()) ? Number(raw) : null;
}
