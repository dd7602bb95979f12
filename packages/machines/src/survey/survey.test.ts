import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import {
  type LoadSurveyInput,
  type LoadSurveyOutput,
  REVIEW_INVITATION_MIN_SCORE,
  type SubmitAnswerInput,
  type SubmitAnswerResult,
  type SurveyInput,
  surveyMachine,
} from './survey.machine';

const saved: SubmitAnswerResult = { kind: 'saved' };
const sites = ['https://reviews-a.example/write', 'https://reviews-b.example/write'] as const;

const custom = (submitted = false): LoadSurveyOutput => ({
  question: 'How was your pro?',
  campaignType: 'PROJECT',
  answers: [1, 2, 3, 4, 5].map((score) => ({ answerId: 100 + score, score, label: `s${score}` })),
  submitted,
});
const nps = (): LoadSurveyOutput => ({
  question: 'How likely are you to recommend us?',
  campaignType: 'NPS',
  answers: Array.from({ length: 11 }, (_, score) => ({ answerId: 200 + score, score, label: String(score) })),
  submitted: false,
});

type Fakes = {
  load?: (input: LoadSurveyInput) => Promise<LoadSurveyOutput>;
  submit?: (input: SubmitAnswerInput) => Promise<SubmitAnswerResult>;
};

function start(input: Partial<SurveyInput> = {}, fakes: Fakes = {}) {
  const load = vi.fn(fakes.load ?? (async () => custom()));
  const submit = vi.fn(fakes.submit ?? (async () => saved));
  const actor = createActor(
    surveyMachine.provide({
      actors: {
        loadSurvey: fromPromise<LoadSurveyOutput, LoadSurveyInput>(({ input }) => load(input)),
        submitAnswer: fromPromise<SubmitAnswerResult, SubmitAnswerInput>(({ input }) => submit(input)),
      },
    }),
    { input: { surveyId: '42', reviewSites: sites, random: () => 0.1, ...input } },
  ).start();
  return { actor, load, submit };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const rejecting = async (): Promise<never> => {
  throw new Error('500');
};

async function answer(actor: Actor, answerId: number, feedback?: string) {
  await settled(actor);
  actor.send({ type: 'user.selectAnswer', answerId });
  if (feedback !== undefined) actor.send({ type: 'user.changeFeedback', feedback });
  actor.send({ type: 'user.submit' });
  return settled(actor);
}

describe('survey', () => {
  test.each([404, 400])(
    'a load answered %i: the link is not valid, with nothing to retry',
    async (status) => {
      const { actor } = start(
        {},
        { load: async () => Promise.reject(Object.assign(new Error('no survey'), { status })) },
      );
      const snapshot = await waitFor(actor, (state) => state.status === 'done');
      expect(snapshot.hasTag('linkInvalid')).toBe(true);
      expect(snapshot.hasTag('error')).toBe(true);
    },
  );

  test('the review invitation starts at score 4', () => {
    expect(REVIEW_INVITATION_MIN_SCORE).toBe(4);
  });

  test('loads the survey by id; NPS stays NPS and any other campaign type is CUSTOM', async () => {
    const first = start({}, { load: async () => nps() });
    const snapshot = await settled(first.actor);
    expect(first.load).toHaveBeenCalledWith({ surveyId: '42' });
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context.survey?.campaignType).toBe('NPS');
    expect(snapshot.context.survey?.answers).toHaveLength(11);
    expect((await settled(start().actor)).context.survey?.campaignType).toBe('CUSTOM');
  });

  test('with sentimentScore in the URL the matching answer is preselected and submitted on load', async () => {
    const { actor, submit } = start({ sentimentScore: 5 });
    const snapshot = await settled(actor);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ surveyId: '42', answerId: 105, comments: '' });
    expect(snapshot.context.selectedAnswerId).toBe(105);
    expect(snapshot.hasTag('success')).toBe(true);
  });

  test('opening the same link again does not submit twice: an answered survey goes straight to thanks', async () => {
    const { actor, submit } = start({ sentimentScore: 5 }, { load: async () => custom(true) });
    const snapshot = await settled(actor);
    expect(submit).not.toHaveBeenCalled();
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.hasTag('reviewInvitation')).toBe(true);
  });

  test('an answered survey opened without a score shows plain thanks', async () => {
    const { actor, submit } = start({}, { load: async () => custom(true) });
    const snapshot = await settled(actor);
    expect(submit).not.toHaveBeenCalled();
    expect(snapshot.value).toEqual({ thanks: 'plain' });
  });

  test('a URL score that matches no answer preselects nothing and waits for the person', async () => {
    const { actor, submit } = start({ sentimentScore: 9 });
    const snapshot = await settled(actor);
    expect(submit).not.toHaveBeenCalled();
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context.selectedAnswerId).toBeNull();
  });

  test('Submit is disabled with no answer and while submitting', async () => {
    const { actor, submit } = start({}, { submit: () => new Promise(() => {}) });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.submit' });
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'user.selectAnswer', answerId: 103 });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.submit' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  test('the person picks an answer, types feedback (trimmed on submit) and submits, then thanks', async () => {
    const { actor, submit } = start();
    const snapshot = await answer(actor, 102, '  Late by an hour.  \n');
    expect(submit).toHaveBeenCalledWith({ surveyId: '42', answerId: 102, comments: 'Late by an hour.' });
    expect(snapshot.hasTag('success')).toBe(true);
  });

  test('an answer that is not in the survey is ignored', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'user.selectAnswer', answerId: 999 });
    expect(actor.getSnapshot().context.selectedAnswerId).toBeNull();
  });

  test("a failed submit says 'Error submitting feedback' and keeps the selection and feedback", async () => {
    let fail = true;
    const { actor, submit } = start({}, { submit: async () => (fail ? rejecting() : saved) });
    const snapshot = await answer(actor, 104, 'Great');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Error submitting feedback');
    expect(snapshot.context.error).toBe(messages.survey.submitFailed);
    expect(snapshot.context).toMatchObject({ selectedAnswerId: 104, feedback: 'Great' });
    fail = false;
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect((await settled(actor)).hasTag('success')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  test('an answer already given meanwhile (another tab) gets plain thanks, with no error and no second send', async () => {
    const { actor, submit } = start({}, { submit: async () => ({ kind: 'alreadyAnswered' }) });
    const snapshot = await answer(actor, 105, 'Great');
    expect(snapshot.matches({ thanks: 'plain' })).toBe(true);
    expect(snapshot.hasTag('reviewInvitation')).toBe(false);
    expect(snapshot.context.error).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  test('a failed automatic submit leaves the preselected answer for the person to send', async () => {
    const { actor } = start({ sentimentScore: 2 }, { submit: rejecting });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.selectedAnswerId).toBe(102);
    expect(snapshot.can({ type: 'user.submit' })).toBe(true);
  });

  test.each([
    [4, 0.1, sites[0]],
    [5, 0.49, sites[0]],
    [4, 0.5, sites[1]],
    [5, 0.99, sites[1]],
  ])('custom score %i with random %f invites a review on %s', async (score, random, site) => {
    const { actor } = start({ random: () => random });
    const snapshot = await answer(actor, 100 + score);
    expect(snapshot.hasTag('reviewInvitation')).toBe(true);
    expect(snapshot.hasTag('improvement')).toBe(false);
    expect(snapshot.context.reviewSiteUrl).toBe(site);
  });

  test.each([1, 2, 3])('custom score %i shows the improvement message', async (score) => {
    const { actor } = start();
    const snapshot = await answer(actor, 100 + score);
    expect(snapshot.hasTag('improvement')).toBe(true);
    expect(snapshot.hasTag('reviewInvitation')).toBe(false);
    expect(snapshot.context.reviewSiteUrl).toBeNull();
  });

  test('the NPS survey shows neither, whatever the score', async () => {
    const { actor } = start({}, { load: async () => nps() });
    const snapshot = await answer(actor, 210);
    expect(snapshot.value).toEqual({ thanks: 'plain' });
    expect(snapshot.hasTag('reviewInvitation')).toBe(false);
    expect(snapshot.hasTag('improvement')).toBe(false);
  });

  test('the review site is picked with Math.random by default', async () => {
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.75);
    try {
      const actor = createActor(
        surveyMachine.provide({
          actors: {
            loadSurvey: fromPromise<LoadSurveyOutput, LoadSurveyInput>(async () => custom()),
            submitAnswer: fromPromise<SubmitAnswerResult, SubmitAnswerInput>(async () => saved),
          },
        }),
        { input: { surveyId: '42', reviewSites: sites, sentimentScore: 5 } },
      ).start();
      const snapshot = await settled(actor);
      expect(snapshot.context.reviewSiteUrl).toBe(sites[1]);
    } finally {
      spy.mockRestore();
    }
  });

  test('a failed load can be retried', async () => {
    let attempts = 0;
    const { actor } = start(
      {},
      {
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('down');
          return custom();
        },
      },
    );
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'user.retry' });
    expect((await settled(actor)).hasTag('ready')).toBe(true);
  });
});
