import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  type LoadSurveyInput,
  type LoadSurveyOutput,
  type SubmitAnswerInput,
  type SurveyInput,
  surveyMachine,
} from './survey.machine';

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
    { type: 'user.retry' },
    ...answers
      .filter((answer) => answer.answerId !== snapshot.context.selectedAnswerId)
      .map((answer) => ({ type: 'user.selectAnswer', answerId: answer.answerId }) as EventObject),
    ...(snapshot.context.feedback === ''
      ? [{ type: 'user.changeFeedback', feedback: ' ok ' } as EventObject]
      : []),
    { type: 'user.submit' },
    done('submitAnswer', {}),
    failure('submitAnswer'),
  ],
});

const pending = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

describe('survey model', () => {
  test.each(paths.map((path) => [`${JSON.stringify(path.input)}: ${path.description}`, path] as const))(
    '%s',
    (_name, path) => {
      const actor = createActor(
        surveyMachine.provide({
          actors: {
            loadSurvey: pending<LoadSurveyOutput, LoadSurveyInput>(),
            submitAnswer: pending<unknown, SubmitAnswerInput>(),
          },
        }),
        { input: path.input as SurveyInput },
      ).start();
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') actor.send(step.event as never);
        const { value, context } = actor.getSnapshot();
        expect(value).toEqual(step.state.value);
        const { random: _a, ...actual } = context;
        const { random: _b, ...expected } = step.state.context;
        expect(actual).toEqual(expected);
      }
    },
  );

  test('the paths visit every state and take every transition', () => {
    const report = coverage(surveyMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
