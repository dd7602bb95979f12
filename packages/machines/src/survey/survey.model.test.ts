import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { type LoadSurveyOutput, type SurveyInput, surveyMachine } from './survey.machine';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const answers = [2, 5].map((score) => ({ answerId: 100 + score, score, label: `s${score}` }));
const survey = (campaignType: string, submitted: boolean): LoadSurveyOutput => ({
  question: 'How was it?',
  campaignType,
  answers,
  submitted,
});

const reviewSites = ['https://a.example', 'https://b.example'] as const;
const inputs: SurveyInput[] = [
  { surveyId: '42', reviewSites, random: () => 0.2 },
  { surveyId: '42', reviewSites, random: () => 0.8, sentimentScore: 5 },
  { surveyId: '42', reviewSites, random: () => 0.2, sentimentScore: 2 },
];

const paths = modelPaths(surveyMachine, {
  inputs,
  // Each answer once, feedback once: enough for every branch, few enough for simple paths.
  events: (snapshot) => [
    done('loadSurvey', survey('CUSTOM', false)),
    done('loadSurvey', survey('CUSTOM', true)),
    done('loadSurvey', survey('NPS', false)),
    failure('loadSurvey'),
    { type: 'xstate.error.actor.loadSurvey', error: { status: 404 } } as EventObject,
    { type: 'user.retry' },
    ...answers
      .filter((answer) => answer.answerId !== snapshot.context.selectedAnswerId)
      .map((answer) => ({ type: 'user.selectAnswer', answerId: answer.answerId }) as EventObject),
    ...(snapshot.context.feedback === ''
      ? [{ type: 'user.changeFeedback', feedback: ' ok ' } as EventObject]
      : []),
    { type: 'user.submit' },
    done('submitAnswer', { kind: 'saved' }),
    done('submitAnswer', { kind: 'alreadyAnswered' }),
    failure('submitAnswer'),
  ],
});

describeModel('survey model', surveyMachine, paths, {
  sut: surveyMachine.provide({ actors: pendingActors(['loadSurvey', 'submitAnswer']) }),
  titleWithInput: true,
  compareContext: ({ random: _random, ...comparable }) => comparable,
});
