import { describe, expect, test } from 'vitest';
import { canSaveReset, resetFailureMessage, validateResetPassword } from './resetPassword';

describe('validateResetPassword', () => {
  test.each([
    ['abcdef', 'abcdef', {}],
    ['123456', '123456', {}],
    ['abcde', 'abcde', { password: 'Password must be at least 6 characters long.' }],
    ['', '', { password: 'Password must be at least 6 characters long.' }],
    ['abcdef', 'abcdeg', { verifyPassword: 'Passwords do not match' }],
    ['abcdef', '', { verifyPassword: 'Passwords do not match' }],
  ])('new %j, verify %j gives %j', (password, verifyPassword, errors) => {
    expect(validateResetPassword({ password, verifyPassword })).toEqual(errors);
  });
});

describe('canSaveReset', () => {
  const valid = { password: 'abcdef', verifyPassword: 'abcdef' };
  test.each([
    ['valid, idle, no error', valid, { updating: false }, true],
    ['while updating', valid, { updating: true }, false],
    [
      'with an error shown',
      valid,
      { updating: false, error: 'Your password reset link has expired.' },
      false,
    ],
    ['with a null error', valid, { updating: false, error: null }, true],
    ['when invalid', { password: 'abc', verifyPassword: 'abc' }, { updating: false }, false],
  ])('%s', (_, values, status, expected) => {
    expect(canSaveReset(values, status)).toBe(expected);
  });
});

test.each([
  ['INVALID_PASSWORD', 'Password must be at least 6 characters long.'],
  ['EXPIRED_TOKEN', 'Your password reset link has expired.'],
  ['UNKNOWN', 'An error occurred while setting your new password.'],
] as const)('resetFailureMessage(%s) is %j', (failure, message) => {
  expect(resetFailureMessage(failure)).toBe(message);
});
