import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  DOWNTIME_CHECK_INTERVAL_MS,
  maintenanceBannerMachine,
  SPEC_MAINTENANCE_WINDOW,
} from './maintenanceBanner.machine';

const inside = SPEC_MAINTENANCE_WINDOW.start.getTime();
const outside = SPEC_MAINTENANCE_WINDOW.end.getTime();
const afterCheck = (state: string) => ({
  type: `xstate.after.DOWNTIME_CHECK_INTERVAL.maintenanceBanner.${state}`,
});

const paths = modelPaths(maintenanceBannerMachine, {
  inputs: [
    { window: SPEC_MAINTENANCE_WINDOW, now: () => inside },
    { window: SPEC_MAINTENANCE_WINDOW, now: () => outside },
  ],
  events: [
    { type: 'user.dismiss' },
    { type: 'api.windowLoaded', window: null } as EventObject,
    afterCheck('hidden'),
    afterCheck('visible'),
  ],
});

describe('maintenanceBanner model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    // The system under test is a real actor driven by real (fake-timer) time, checked against the model.
    const actor = createActor(maintenanceBannerMachine, { input: path.input as never }).start();
    for (const step of path.steps) {
      const { type } = step.event;
      if (type.startsWith('xstate.after.')) vi.advanceTimersByTime(DOWNTIME_CHECK_INTERVAL_MS);
      else if (type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(maintenanceBannerMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
