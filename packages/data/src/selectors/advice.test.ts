import { describe, expect, test } from 'vitest';
import { adviceMonth, adviceTiles, monthlyAdviceTile } from './advice';

const MONTHLY = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FIXED = ['f1', 'f2', 'f3', 'f4'];

describe('monthlyAdviceTile', () => {
  test.each<[string, Date, string]>([
    ['January (local)', new Date(2024, 0, 1, 0, 0), 'jan'],
    ['February 29 (local)', new Date(2024, 1, 29, 12), 'feb'],
    ['December 31 late (local)', new Date(2024, 11, 31, 23, 59), 'dec'],
    ['July (local)', new Date(2025, 6, 15), 'jul'],
  ])('%s', (_name, date, expected) => {
    expect(monthlyAdviceTile(MONTHLY, date)).toBe(expected);
  });

  test.each<[string, Date, string]>([
    ['UTC month start', new Date(Date.UTC(2024, 2, 1, 0, 0)), 'mar'],
    ['UTC month end', new Date(Date.UTC(2024, 2, 31, 23, 59)), 'mar'],
    ['UTC new year', new Date(Date.UTC(2025, 0, 1)), 'jan'],
  ])('%s', (_name, date, expected) => {
    expect(monthlyAdviceTile(MONTHLY, date, { timeZone: 'UTC' })).toBe(expected);
  });

  test('a month with no tile gives undefined', () => {
    expect(monthlyAdviceTile(MONTHLY.slice(0, 6), new Date(2024, 8, 1))).toBeUndefined();
  });

  test('an invalid date throws', () => {
    expect(() => adviceMonth(new Date('nope'))).toThrow(RangeError);
  });
});

describe('adviceTiles', () => {
  test.each<[string, string[], string[], Date, string[]]>([
    ['3 fixed plus the monthly one', FIXED, MONTHLY, new Date(2024, 4, 10), ['f1', 'f2', 'f3', 'may']],
    ['fewer fixed tiles are kept as they are', ['f1'], MONTHLY, new Date(2024, 10, 10), ['f1', 'nov']],
    ['no monthly tile for the month', FIXED, [], new Date(2024, 4, 10), ['f1', 'f2', 'f3']],
  ])('%s', (_name, fixed, monthly, date, expected) => {
    expect(adviceTiles(fixed, monthly, date)).toEqual(expected);
  });
});
