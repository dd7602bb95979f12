import { PROJECT_SURVEY_CAMPAIGN } from '@hearth/data';
import type { FastifyInstance } from 'fastify';
import { findSurveyIdByExternalId } from '../resources/survey';

/** Where an unknown project's survey link lands: the survey page shows its not-found state. */
export const CSAT_NOT_FOUND_PATH = '/csat/not-found';

/**
 * `/csat/project/{projectLifecycleId}` (spec 02 §2): the survey sent for a project, found by
 * external id in the `project` campaign, at `/csat/{surveyId}` with the query string kept (the
 * e-mailed link carries `?sentimentScore=5`). A browser follows a link here, so an unknown id
 * redirects to the survey page's not-found state rather than answering JSON.
 */
export async function registerCsatRoutes(app: FastifyInstance) {
  app.get<{ Params: { projectLifecycleId: string } }>(
    '/csat/project/:projectLifecycleId',
    async (request, reply) => {
      const { projectLifecycleId } = request.params;
      const surveyId =
        projectLifecycleId.length <= 200
          ? await findSurveyIdByExternalId(app.hearth.db, projectLifecycleId, PROJECT_SURVEY_CAMPAIGN)
          : null;
      if (!surveyId) return reply.redirect(CSAT_NOT_FOUND_PATH, 302);
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      return reply.redirect(`/csat/${encodeURIComponent(surveyId)}${query}`, 302);
    },
  );
}
