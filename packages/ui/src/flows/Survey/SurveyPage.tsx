'use client';

import { messages, type surveyMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { FlowPage, FormActions } from '../shared';
import { type SurveyActor, SurveyForm } from './SurveyForm';
import { LoadingLine, Paragraph, SurveyRoot } from './SurveyPage.styles';
import { SurveyThanks, type SurveyThanksKind } from './SurveyThanks';

export type { SurveyActor };

export type SurveyPageProps = {
  /**
   * A `surveyMachine` actor, created with the route's `surveyId`, the `sentimentScore` query
   * (when present), the two review sites, and `loadSurvey`/`submitAnswer` provided.
   */
  actor: SurveyActor;
  /** The feedback box's label. @default 'Tell us more (optional)' */
  feedbackLabel?: string;
};

type Step = 'loading' | 'loadFailed' | 'linkInvalid' | 'answering' | 'thanks';

/** Which part of the page shows, from the machine's tags only. */
function stepOf(snapshot: SnapshotFrom<typeof surveyMachine>): Step {
  if (snapshot.hasTag('success')) return 'thanks';
  // Submitting keeps the answers on screen: the survey is loaded and the machine is busy.
  if (snapshot.hasTag('ready') || (snapshot.hasTag('busy') && snapshot.context.survey)) return 'answering';
  if (snapshot.hasTag('busy')) return 'loading';
  return snapshot.hasTag('linkInvalid') ? 'linkInvalid' : 'loadFailed';
}

function thanksKindOf(snapshot: SnapshotFrom<typeof surveyMachine>): SurveyThanksKind {
  if (snapshot.hasTag('reviewInvitation')) return 'reviewInvitation';
  if (snapshot.hasTag('improvement')) return 'improvement';
  return 'plain';
}

/** When the step changes (not on the first render), the new step's title takes focus. */
function useFocusTitleOnStepChange(step: Step, titleId: string) {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const title = document.getElementById(titleId);
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  }, [step, titleId]);
}

/**
 * The satisfaction survey page: the question as the page's `h1`, the answers as a radio group
 * named by it (faces for a custom survey, 0 to 10 for NPS), an optional feedback box and Submit,
 * then the thanks view. Everything shown comes from the actor; the view only sends `user.*`.
 */
export function SurveyPage({ actor, feedbackLabel = 'Tell us more (optional)' }: SurveyPageProps) {
  const titleId = useId();
  const step = useSelector(actor, stepOf);
  const thanksKind = useSelector(actor, thanksKindOf);
  const reviewSiteUrl = useSelector(actor, (snapshot) => snapshot.context.reviewSiteUrl);
  useFocusTitleOnStepChange(step, titleId);

  return (
    <SurveyRoot>
      {step === 'loading' ? (
        <LoadingLine role="status">
          <Spinner size="lg" />
          Loading the survey…
        </LoadingLine>
      ) : null}
      {step === 'linkInvalid' ? (
        // No survey has this id: retrying cannot help, so no Retry; the catalogue's words.
        <FlowPage title={messages.surveyLink.invalidTitle} titleId={titleId}>
          <Paragraph>{messages.surveyLink.invalidBody}</Paragraph>
        </FlowPage>
      ) : null}
      {step === 'loadFailed' ? (
        // The spec quotes no message for a survey that fails to load: plain words and a retry.
        <FlowPage title={messages.surveyLink.loadFailedTitle} titleId={titleId}>
          <Paragraph>{messages.failures.unexpected}</Paragraph>
          <FormActions>
            <Button onPress={() => actor.send({ type: 'user.retry' })}>Retry</Button>
          </FormActions>
        </FlowPage>
      ) : null}
      {step === 'answering' ? (
        <SurveyForm actor={actor} titleId={titleId} feedbackLabel={feedbackLabel} />
      ) : null}
      {step === 'thanks' ? (
        <SurveyThanks kind={thanksKind} reviewSiteUrl={reviewSiteUrl} titleId={titleId} />
      ) : null}
    </SurveyRoot>
  );
}
