import { describe, expect, test } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  test.each([
    ['Jane Doe', 'JD'],
    ['Jane Mary Doe', 'JD'],
    ['  jane   doe  ', 'JD'],
    ['Cher', 'C'],
    ['émile zola', 'ÉZ'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
