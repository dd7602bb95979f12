import { describe, expect, test } from 'vitest';
import {
  charLength,
  compactErrors,
  hasNoErrors,
  isBlank,
  isEmail,
  meetsPasswordRule,
  mustMatch,
  required,
} from './shared';

describe('isBlank', () => {
  test.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    [' a ', false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('charLength counts characters, not UTF-16 units', () => {
  test.each([
    ['abcdef', 6],
    ['😀😀😀', 3],
    ['', 0],
  ])('charLength(%j) is %i', (value, expected) => {
    expect(charLength(value)).toBe(expected);
  });
});

describe('meetsPasswordRule', () => {
  test.each([
    ['abcde', {}, false],
    ['abcdef', {}, true],
    ['123456', {}, true],
    ['123456', { requireLetter: true }, false],
    ['12345a', { requireLetter: true }, true],
    ['12345é', { requireLetter: true }, true],
    ['a'.repeat(100), { maxLength: 100 }, true],
    ['a'.repeat(101), { maxLength: 100 }, false],
    [' abc123', { trimmed: true }, false],
    ['abc123 ', { trimmed: true }, false],
    ['abc 123', { trimmed: true }, true],
    ['😀😀😀😀😀a', { requireLetter: true }, true],
  ])('%j with %j is %s', (password, rule, expected) => {
    expect(meetsPasswordRule(password, rule)).toBe(expected);
  });
});

describe('isEmail', () => {
  test.each([
    ['jane@example.com', true],
    ['jane.doe+home@mail.example.co.uk', true],
    ['  jane@example.com  ', true],
    ["o'brien@example.com", true],
    ['jane@localhost', false],
    ['jane@', false],
    ['@example.com', false],
    ['jane example@example.com', false],
    ['jane@exa mple.com', false],
    ['jane@@example.com', false],
    ['jane@-example.com', false],
    ['jane@example..com', false],
    ['', false],
  ])('isEmail(%j) is %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('small helpers', () => {
  test('required, mustMatch, compactErrors and hasNoErrors', () => {
    expect(required(' ', 'm')).toBe('m');
    expect(required('x', 'm')).toBeUndefined();
    expect(mustMatch('a', 'a', 'm')).toBeUndefined();
    expect(mustMatch('a', 'a ', 'm')).toBe('m');
    expect(compactErrors({ a: undefined, b: 'Invalid phone number.' as const })).toEqual({
      b: 'Invalid phone number.',
    });
    expect(hasNoErrors({})).toBe(true);
    expect(hasNoErrors({ a: 'x' })).toBe(false);
  });
});
