import { describe, expect, test } from 'vitest';
import { validatePasswordless } from './passwordless';

const valid = { email: 'jane@example.com', password: 'secret1', confirmPassword: 'secret1' };
const RULE = 'Password must be at least 6 characters and contain a letter.';

describe('validatePasswordless', () => {
  test('a valid email and a 6-100 character password with a letter, confirmed, is valid', () => {
    expect(validatePasswordless(valid)).toEqual({});
  });

  test.each([
    ['', 'Please enter a valid email address.'],
    ['   ', 'Please enter a valid email address.'],
    ['jane', 'Please enter a valid email address.'],
    ['jane@example', 'Please enter a valid email address.'],
    [' jane@example.com ', undefined],
  ])('email %j gives %j', (email, message) => {
    expect(validatePasswordless({ ...valid, email }).email).toBe(message);
  });

  test.each([
    ['abcde', RULE],
    ['abcdef', undefined],
    ['123456', RULE],
    ['      ', RULE],
    ['1234567a', undefined],
    ['a'.repeat(100), undefined],
    ['a'.repeat(101), RULE],
    ['', RULE],
    // The login form trims what it sends: a password with outer spaces could not log in.
    [' abc123', RULE],
    ['abc123 ', RULE],
    ['abc 123', undefined],
  ])('password %j gives %j', (password, message) => {
    expect(validatePasswordless({ ...valid, password, confirmPassword: password }).password).toBe(message);
  });

  test.each([
    ['', 'Please confirm your password.'],
    ['secret2', 'Passwords do not match'],
    ['secret1', undefined],
  ])('confirm %j gives %j', (confirmPassword, message) => {
    expect(validatePasswordless({ ...valid, confirmPassword }).confirmPassword).toBe(message);
  });
});
