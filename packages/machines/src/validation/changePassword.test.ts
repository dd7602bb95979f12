import { describe, expect, test } from 'vitest';
import { canSavePasswordChange, validateChangePassword } from './changePassword';

const RULE = 'Password must be at least 6 characters and contain a letter.';
const valid = { oldPassword: 'old-secret', newPassword: 'secret1', confirmPassword: 'secret1' };

describe('validateChangePassword', () => {
  test('a filled form meeting the rule is valid', () => {
    expect(validateChangePassword(valid)).toEqual({});
  });

  test.each([
    ['', 'Must provide current password.'],
    ['   ', undefined], // non-empty: the existing credential is passed on as typed
    ['x', undefined],
  ])('old password %j gives %j', (oldPassword, message) => {
    expect(validateChangePassword({ ...valid, oldPassword }).oldPassword).toBe(message);
  });

  test.each([
    ['abcdef', undefined],
    ['abcde', RULE],
    ['123456', RULE],
    ['abc123', undefined],
    [' abc123', RULE],
    ['abc123 ', RULE],
    ['abc 123', undefined],
    ['      ', RULE],
    ['a'.repeat(101), undefined], // no maximum in this flow
    ['', RULE],
  ])('new password %j gives %j', (newPassword, message) => {
    expect(validateChangePassword({ ...valid, newPassword, confirmPassword: newPassword }).newPassword).toBe(
      message,
    );
  });

  test.each([
    ['secret1', undefined],
    ['secret2', "Password doesn't match."],
    ['', "Password doesn't match."],
  ])('confirm %j gives %j', (confirmPassword, message) => {
    expect(validateChangePassword({ ...valid, confirmPassword }).confirmPassword).toBe(message);
  });
});

describe('canSavePasswordChange', () => {
  test.each([
    ['all filled, no error', valid, true],
    ['old password empty', { ...valid, oldPassword: '' }, false],
    ['confirm empty', { ...valid, confirmPassword: '' }, false],
    ['all empty', { oldPassword: '', newPassword: '', confirmPassword: '' }, false],
    ['new password digits only', { ...valid, newPassword: '123456', confirmPassword: '123456' }, false],
    ['mismatch', { ...valid, confirmPassword: 'secret2' }, false],
  ])('%s: %s', (_, values, expected) => {
    expect(canSavePasswordChange(values)).toBe(expected);
  });
});
