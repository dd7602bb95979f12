import { describe, expect, test } from 'vitest';
import { formatCents } from './formatCents';

describe('formatCents', () => {
  test.each([
    [123456, '$1,234.56'],
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [100000, '$1,000.00'],
    [99999, '$999.99'],
    [123456789, '$1,234,567.89'],
    [100000000000, '$1,000,000,000.00'],
    [-5, '-$0.05'],
    [-123456, '-$1,234.56'],
    [12.4, '$0.12'],
    [12.5, '$0.13'],
  ])('%d cents -> %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  test('negative zero is shown without a sign', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-0.4)).toBe('$0.00');
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d throws', (value) => {
    expect(() => formatCents(value)).toThrow(RangeError);
  });
});
