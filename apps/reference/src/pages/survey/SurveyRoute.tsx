import { SurveyPage } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useParams } from 'wouter';
import { useTrackRender } from '../../flows/analytics';
import { appSurveyMachine, REVIEW_SITES, sentimentScoreOf } from '../../flows/survey';
import { useSearchParams } from '../../routing';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * /csat/:surveyId (spec 01 §2, §4): a `sentimentScore` in the link preselects that answer and
 * sends it on load; a survey already answered only thanks again, so reloading the link sends nothing.
 */
export function SurveyRoute() {
  const { surveyId = '' } = useParams();
  return <Survey key={surveyId} surveyId={surveyId} />;
}

function Survey({ surveyId }: { surveyId: string }) {
  const [search] = useSearchParams();
  useDocumentTitle('Survey');
  useTrackRender('Survey');
  const actor = useActorRef(appSurveyMachine, {
    input: { surveyId, sentimentScore: sentimentScoreOf(search), reviewSites: REVIEW_SITES },
  });
  return <SurveyPage actor={actor} />;
}
