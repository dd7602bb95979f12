import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS, unsubscribeBannerMachine } from './unsubscribeBanner.machine';

describe('unsubscribeBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the auto-dismiss delay is the spec value, 10000 ms', () => {
    expect(UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS).toBe(10_000);
  });

  test('shows at first and dismisses itself after 10 s', () => {
    const actor = createActor(unsubscribeBannerMachine).start();
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  test('the person can dismiss it before the timer, and it stays dismissed', () => {
    const actor = createActor(unsubscribeBannerMachine).start();
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    vi.advanceTimersByTime(UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS * 2);
    expect(actor.getSnapshot().value).toBe('dismissed');
  });
});
