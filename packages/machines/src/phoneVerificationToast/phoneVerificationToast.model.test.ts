import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  PHONE_TOAST_AUTO_HIDE_MS,
  type PhoneVerificationToastInput,
  phoneVerificationToastMachine,
} from './phoneVerificationToast.machine';

const paths = modelPaths(phoneVerificationToastMachine, {
  inputs: [
    { state: 'SUCCESS', phoneVerified: true },
    { state: 'FAILURE', phoneVerified: true },
    { state: 'SUCCESS', phoneVerified: false },
    { state: null, phoneVerified: true },
  ] satisfies PhoneVerificationToastInput[],
  events: [
    { type: 'user.dismiss' },
    { type: 'xstate.after.PHONE_TOAST_AUTO_HIDE.phoneVerificationToast.shown' },
  ],
});

describe('phoneVerificationToast model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test.each(paths.map((path) => [`${JSON.stringify(path.input)}: ${path.description}`, path] as const))(
    '%s',
    (_name, path) => {
      const actor = createActor(phoneVerificationToastMachine, {
        input: path.input as PhoneVerificationToastInput,
      }).start();
      for (const step of path.steps) {
        const { type } = step.event;
        if (type.startsWith('xstate.after.')) vi.advanceTimersByTime(PHONE_TOAST_AUTO_HIDE_MS);
        else if (type !== 'xstate.init') actor.send(step.event as never);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context.message).toEqual(step.state.context.message);
      }
    },
  );

  test('the paths visit every state and take every transition', () => {
    const report = coverage(phoneVerificationToastMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
