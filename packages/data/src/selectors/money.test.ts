import { describe, expect, test } from 'vitest';
import { centsToDollars } from './money';

describe('centsToDollars', () => {
  test.each<[number, string]>([
    [0, '$0.00'],
    [5, '$0.05'],
    [10, '$0.10'],
    [99, '$0.99'],
    [100, '$1.00'],
    [12345, '$123.45'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [100000000000, '$1,000,000,000.00'],
    [-5, '-$0.05'],
    [-123456, '-$1,234.56'],
    [12.4, '$0.12'],
    [12.5, '$0.13'],
    [-0.4, '$0.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%d -> %s', (cents, expected) => {
    expect(centsToDollars(cents)).toBe(expected);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d throws', (cents) => {
    expect(() => centsToDollars(cents)).toThrow(RangeError);
  });
});
