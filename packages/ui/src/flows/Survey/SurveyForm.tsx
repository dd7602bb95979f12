'use client';

import { messages, type surveyMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { TextArea } from '../../components/TextField';
import { FlowPage, FormActions, FormAlert, FormStack } from '../shared';
import { useLengthLimit } from '../shared/useLengthLimit';
import { SurveyAnswers } from './SurveyAnswers';
import { FocusTarget } from './SurveyPage.styles';

export type SurveyActor = ActorRefFrom<typeof surveyMachine>;

export type SurveyFormProps = { actor: SurveyActor; titleId: string; feedbackLabel: string };

/** The question, its answers, the feedback box and Submit (answering and submitting). */
export function SurveyForm({ actor, titleId, feedbackLabel }: SurveyFormProps) {
  const limit = useLengthLimit();
  const survey = useSelector(actor, (snapshot) => snapshot.context.survey);
  const selectedAnswerId = useSelector(actor, (snapshot) => snapshot.context.selectedAnswerId);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.submit' }));
  const alert = useRef<HTMLDivElement>(null);

  // A failed submit moves focus to its message; Tab then reaches Submit to try again.
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  if (!survey) return null;

  const submit = () => actor.send({ type: 'user.submit' });

  return (
    <FlowPage title={survey.question} titleId={titleId}>
      <FormStack onSubmit={submit}>
        <SurveyAnswers
          campaignType={survey.campaignType}
          answers={survey.answers}
          selectedAnswerId={selectedAnswerId}
          onSelect={(answerId) => actor.send({ type: 'user.selectAnswer', answerId })}
          labelledBy={titleId}
          isReadOnly={isBusy}
        />
        <TextArea
          label={feedbackLabel}
          {...limit('surveyComments', feedbackLabel)}
          value={feedback}
          onChange={(value) => actor.send({ type: 'user.changeFeedback', feedback: value })}
          isReadOnly={isBusy}
        />
        {error ? (
          <FocusTarget ref={alert} tabIndex={-1}>
            <FormAlert>{error}</FormAlert>
          </FocusTarget>
        ) : null}
        <FormActions>
          <Button type="submit" isDisabled={!canSubmit && !isBusy} isPending={isBusy}>
            {messages.survey.submit}
          </Button>
        </FormActions>
      </FormStack>
    </FlowPage>
  );
}
