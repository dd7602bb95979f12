import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  type ContactPreferences,
  type ContactPreferencesInput,
  contactPreferencesMachine,
  type LoadPreferencesInput,
  type SavePreferencesInput,
} from './contactPreferences.machine';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const loaded: ContactPreferences = {
  mediaFromPros: { sms: false, email: true },
  mediaFromProduct: { sms: true, email: true },
};

const paths = modelPaths(contactPreferencesMachine, {
  inputs: [{ userId: 7 }] satisfies ContactPreferencesInput[],
  events: [
    done('loadPreferences', loaded),
    failure('loadPreferences'),
    { type: 'user.retry' },
    { type: 'user.changeMethod', row: 'mediaFromPros', method: 'text' } as EventObject,
    { type: 'user.save' },
    done('savePreferences', {}),
    failure('savePreferences'),
  ],
});

const pending = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

describe('contactPreferences model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(
      contactPreferencesMachine.provide({
        actors: {
          loadPreferences: pending<ContactPreferences, LoadPreferencesInput>(),
          savePreferences: pending<unknown, SavePreferencesInput>(),
        },
      }),
      { input: path.input as ContactPreferencesInput },
    ).start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(step.state.value);
      expect(context.error).toEqual(step.state.context.error);
      expect(context.mediaFromPros).toEqual(step.state.context.mediaFromPros);
      expect(context.mediaFromProduct).toEqual(step.state.context.mediaFromProduct);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(contactPreferencesMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
