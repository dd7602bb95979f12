import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { bool, id, idList, int, stringList } from './fields';

describe('query-friendly fields', () => {
  test('int accepts numbers and whole-number text, nothing else', () => {
    expect(int().parse(5)).toBe(5);
    expect(int().parse('-12')).toBe(-12);
    expect(int().safeParse('1.5').success).toBe(false);
    expect(int().safeParse('abc').success).toBe(false);
    expect(id().safeParse(0).success).toBe(false);
  });

  test('bool accepts booleans and true/false text', () => {
    expect(bool().parse('true')).toBe(true);
    expect(bool().parse(false)).toBe(false);
    expect(bool().safeParse('yes').success).toBe(false);
  });

  test('idList accepts arrays and comma-separated text of positive integers', () => {
    expect(idList().parse('1,2,3')).toEqual([1, 2, 3]);
    expect(idList().parse([4, '5'])).toEqual([4, 5]);
    expect(idList().parse('')).toEqual([]);
    expect(idList().safeParse('1,x').success).toBe(false);
    expect(idList().safeParse(Array.from({ length: 1001 }, (_, i) => i + 1)).success).toBe(false);
  });

  test('stringList splits text and checks each item', () => {
    const codes = stringList(z.string().check(z.regex(/^\d{5}$/)));
    expect(codes.parse('12345,54321')).toEqual(['12345', '54321']);
    expect(codes.safeParse('123').success).toBe(false);
  });
});
