import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: it warms once per page.
const load = async () => (await import('./warmIntl')).warmIntlData;

describe('warmIntlData', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes a collator, then a list format, each in a task of its own, once per page', async () => {
    vi.stubGlobal('window', {});
    const listFormat = vi.spyOn(Intl, 'ListFormat');
    const collator = vi.spyOn(Intl, 'Collator');
    const scheduled: Array<() => void> = [];
    const warmIntlData = await load();

    warmIntlData((work) => scheduled.push(work));
    warmIntlData((work) => scheduled.push(work));

    expect(scheduled).toHaveLength(2);
    expect(listFormat).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
    scheduled[0]?.();
    expect(collator).toHaveBeenCalledExactlyOnceWith(undefined, { sensitivity: 'base' });
    expect(listFormat).not.toHaveBeenCalled();
    scheduled[1]?.();
    expect(listFormat).toHaveBeenCalledExactlyOnceWith(undefined, { type: 'conjunction' });
  });

  it('leaves the work to timers in the browser', async () => {
    vi.stubGlobal('window', {});
    vi.useFakeTimers();
    const collator = vi.spyOn(Intl, 'Collator');
    const warmIntlData = await load();

    warmIntlData();
    expect(collator).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    expect(collator).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('does nothing outside a browser (the build-time render)', async () => {
    const scheduled: Array<() => void> = [];
    const warmIntlData = await load();

    warmIntlData((work) => scheduled.push(work));

    expect(scheduled).toEqual([]);
  });
});
