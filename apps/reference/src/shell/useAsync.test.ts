import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type AsyncState, startLoad } from './useAsync';

describe('startLoad (useAsync)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a failed load is reported and logged, not swallowed', async () => {
    const error = new Error('503');
    const reports: AsyncState<number>[] = [];
    const log = vi.fn();
    startLoad(
      () => Promise.reject(error),
      new AbortController(),
      (state) => reports.push(state),
      log,
    );
    await vi.runAllTimersAsync();
    expect(reports).toEqual([{ status: 'failed', error }]);
    expect(log).toHaveBeenCalledWith('A load failed', error);
  });

  test('a load that succeeds reports its value', async () => {
    const reports: AsyncState<number>[] = [];
    startLoad(
      async () => 7,
      new AbortController(),
      (state) => reports.push(state),
    );
    await vi.runAllTimersAsync();
    expect(reports).toEqual([{ status: 'done', value: 7 }]);
  });

  test('a run cancelled before it settles reports nothing, and an abort is no failure to log', async () => {
    const reports: AsyncState<number>[] = [];
    const log = vi.fn();
    let fail: (error: unknown) => void = () => {};
    const cancel = startLoad(
      () => new Promise<number>((_resolve, reject) => (fail = reject)),
      new AbortController(),
      (state) => reports.push(state),
      log,
    );
    await vi.runAllTimersAsync();
    cancel();
    fail(new DOMException('aborted', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(reports).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
