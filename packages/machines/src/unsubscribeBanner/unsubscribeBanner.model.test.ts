import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS, unsubscribeBannerMachine } from './unsubscribeBanner.machine';

const paths = modelPaths(unsubscribeBannerMachine, {
  inputs: [{}],
  events: [
    { type: 'user.dismiss' },
    { type: 'xstate.after.UNSUBSCRIBE_BANNER_AUTO_DISMISS.unsubscribeBanner.visible' },
  ],
});

describe('unsubscribeBanner model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(unsubscribeBannerMachine).start();
    for (const step of path.steps) {
      const { type } = step.event;
      if (type.startsWith('xstate.after.')) vi.advanceTimersByTime(UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS);
      else if (type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(unsubscribeBannerMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
