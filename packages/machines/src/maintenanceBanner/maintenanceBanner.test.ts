import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DOWNTIME_CHECK_INTERVAL_MS,
  maintenanceBannerMachine,
  SPEC_MAINTENANCE_WINDOW,
} from './maintenanceBanner.machine';

const start = SPEC_MAINTENANCE_WINDOW.start.getTime();
const end = SPEC_MAINTENANCE_WINDOW.end.getTime();

describe('maintenanceBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the spec window runs from 22:00 on 15 July to 02:00 on 16 July 2025, UTC-7', () => {
    expect(SPEC_MAINTENANCE_WINDOW.start.toISOString()).toBe('2025-07-16T05:00:00.000Z');
    expect(SPEC_MAINTENANCE_WINDOW.end.toISOString()).toBe('2025-07-16T09:00:00.000Z');
  });

  test('shows inside the window and hides once it ends, rechecking every 60 s', () => {
    let now = end - DOWNTIME_CHECK_INTERVAL_MS / 2;
    const actor = createActor(maintenanceBannerMachine, {
      input: { window: SPEC_MAINTENANCE_WINDOW, now: () => now },
    }).start();
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);

    now = end;
    vi.advanceTimersByTime(DOWNTIME_CHECK_INTERVAL_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  test('appears at the next check after the window starts', () => {
    let now = start - 1000;
    const actor = createActor(maintenanceBannerMachine, {
      input: { window: SPEC_MAINTENANCE_WINDOW, now: () => now },
    }).start();
    expect(actor.getSnapshot().value).toBe('hidden');
    now = start;
    vi.advanceTimersByTime(DOWNTIME_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  test('stays hidden with no window, and picks up a window loaded later', () => {
    const actor = createActor(maintenanceBannerMachine, { input: { now: () => start } }).start();
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'api.windowLoaded', window: SPEC_MAINTENANCE_WINDOW });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  test('a dismissed banner stays dismissed through later checks and windows', () => {
    const actor = createActor(maintenanceBannerMachine, {
      input: { window: SPEC_MAINTENANCE_WINDOW, now: () => start },
    }).start();
    actor.send({ type: 'user.dismiss' });
    vi.advanceTimersByTime(DOWNTIME_CHECK_INTERVAL_MS * 3);
    actor.send({ type: 'api.windowLoaded', window: SPEC_MAINTENANCE_WINDOW });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});
