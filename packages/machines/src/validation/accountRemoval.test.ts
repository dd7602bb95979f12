import { describe, expect, test } from 'vitest';
import {
  ACCOUNT_REMOVAL_REASONS,
  accountRemovalReasonText,
  canDeleteAccount,
  isAccountRemovalComplete,
} from './accountRemoval';

describe('account removal', () => {
  test('lists the five reasons of the spec in order, with the brand filled in', () => {
    expect(ACCOUNT_REMOVAL_REASONS.map((reason) => accountRemovalReasonText(reason, 'Hearth'))).toEqual([
      "I'm a Hearth Pro and want to remove my profile",
      'I am concerned about my privacy',
      "I don't see value in the service",
      'I had a bad experience using your service',
      'Other',
    ]);
  });

  test.each([
    [{ reason: undefined, feedback: '' }, false],
    [{ reason: null, feedback: 'anything' }, false],
    [{ reason: 'privacy', feedback: '' }, true],
    [{ reason: 'other', feedback: '' }, false],
    [{ reason: 'other', feedback: '   ' }, false],
    [{ reason: 'other', feedback: 'Too many emails' }, true],
  ] as const)('isAccountRemovalComplete(%j) is %s', (values, expected) => {
    expect(isAccountRemovalComplete(values)).toBe(expected);
  });

  test('Delete is disabled while the request is being sent', () => {
    expect(canDeleteAccount({ reason: 'noValue', feedback: '' }, false)).toBe(true);
    expect(canDeleteAccount({ reason: 'noValue', feedback: '' }, true)).toBe(false);
    expect(canDeleteAccount({ reason: undefined, feedback: '' }, false)).toBe(false);
  });
});
