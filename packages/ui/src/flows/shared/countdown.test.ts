import { describe, expect, test } from 'vitest';
import { formatClock, spokenDuration } from './countdown';

describe('formatClock', () => {
  test.each([
    [0, '0:00'],
    [5, '0:05'],
    [42, '0:42'],
    [60, '1:00'],
    [125, '2:05'],
    [3600, '60:00'],
    [4.2, '0:05'],
    [-3, '0:00'],
  ])('%d seconds show as %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});

describe('spokenDuration', () => {
  test.each([
    [1, '1 second'],
    [30, '30 seconds'],
    [60, '1 minute'],
    [61, '1 minute 1 second'],
    [90, '1 minute 30 seconds'],
    [300, '5 minutes'],
  ])('%d seconds are read as %s', (seconds, words) => {
    expect(spokenDuration(seconds)).toBe(words);
  });
});
