import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type PaperlessInput,
  paperlessMachine,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
} from './paperless.machine';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const paths = modelPaths(paperlessMachine, {
  inputs: [{ userId: 7 }, {}] satisfies PaperlessInput[],
  // The server answers consistently: a save returns what was sent, a refetch what was saved.
  events: (snapshot) => [
    done('loadEmailNotices', { emailNoticesFlag: true }),
    done('loadEmailNotices', { emailNoticesFlag: false }),
    done('loadEmailNotices', { emailNoticesFlag: null }),
    failure('loadEmailNotices'),
    { type: 'user.toggle', checked: !snapshot.context.checked } as EventObject,
    { type: 'user.save' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.close' },
    done('saveEmailNotices', { emailNoticesFlag: snapshot.context.checked }),
    failure('saveEmailNotices'),
    done('refetchEmailNotices', { emailNoticesFlag: snapshot.context.stored }),
    failure('refetchEmailNotices'),
  ],
});

const pending = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

describe('paperless model', () => {
  test.each(paths.map((path) => [`${JSON.stringify(path.input)}: ${path.description}`, path] as const))(
    '%s',
    (_name, path) => {
      const actor = createActor(
        paperlessMachine.provide({
          actors: {
            loadEmailNotices: pending<LoadEmailNoticesOutput, LoadEmailNoticesInput>(),
            saveEmailNotices: pending<SaveEmailNoticesOutput, SaveEmailNoticesInput>(),
          },
        }),
        { input: path.input as PaperlessInput },
      ).start();
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') actor.send(step.event as never);
        const { value, context } = actor.getSnapshot();
        expect(value).toEqual(step.state.value);
        expect(context).toEqual(step.state.context);
      }
    },
  );

  test('the paths visit every state and take every transition', () => {
    const report = coverage(paperlessMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
