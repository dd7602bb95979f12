import type { UserEmail } from '@hearth/data';
import { describe, expect, test } from 'vitest';
import { type AccountRecords, withEmail } from './records';

const email = (userEmailId: number, emailAddress: string, primary: boolean): UserEmail => ({
  userEmailId,
  userId: 7,
  emailAddress,
  primary,
  verified: true,
  verificationToken: '',
  optedOut: false,
  emailAllowed: true,
});

const records = (emails: UserEmail[]): AccountRecords => ({
  user: {
    userId: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    hasNoPassword: false,
    emailAddress: 'old@example.com',
  },
  images: [],
  emails,
  phones: [],
  address: null,
  todoLists: [],
  emailNoticesFlag: null,
});

describe('withEmail', () => {
  test('an updated email, as the server answered it, becomes the primary and the login email; the others are not primary', () => {
    const saved = { ...email(1, 'new@example.com', true), verified: false };
    const next = withEmail(
      records([email(1, 'old@example.com', false), email(2, 'other@example.com', true)]),
      saved,
    );
    expect(next.user.emailAddress).toBe('new@example.com');
    expect(next.emails).toEqual([saved, email(2, 'other@example.com', false)]);
  });

  test('an email the profile created (none was stored) is added as the primary', () => {
    const saved = email(9, 'first@example.com', true);
    const next = withEmail(records([]), saved);
    expect(next.emails).toEqual([saved]);
    expect(next.user.emailAddress).toBe('first@example.com');
  });

  test('a created email next to stored ones is added, and is the only primary', () => {
    const next = withEmail(records([email(1, 'old@example.com', true)]), email(9, 'new@example.com', false));
    expect(next.emails).toEqual([email(1, 'old@example.com', false), email(9, 'new@example.com', true)]);
  });
});
