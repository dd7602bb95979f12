import { describe, expect, test } from 'vitest';
import {
  type ContactMethod,
  canSavePaperless,
  contactMethodOf,
  mediaForContactMethod,
  unsubscribeShortCodeResult,
} from './preferences';

describe('contact methods', () => {
  test.each([
    ['email', { sms: false, email: true }],
    ['text', { sms: true, email: false }],
    ['both', { sms: true, email: true }],
  ] as [ContactMethod, { sms: boolean; email: boolean }][])('%s is %j and back', (method, media) => {
    expect(mediaForContactMethod(method)).toEqual(media);
    expect(contactMethodOf(media)).toBe(method);
  });

  test('neither medium shows no choice', () => {
    expect(contactMethodOf({ sms: false, email: false })).toBeUndefined();
  });
});

describe('canSavePaperless', () => {
  test.each([
    [false, true, false, true],
    [true, false, false, true],
    [true, true, false, false],
    [false, true, true, false],
    [undefined, true, false, false],
    [null, false, false, false],
  ])('stored %j, checked %s, busy %s: %s', (stored, checked, busy, expected) => {
    expect(canSavePaperless(stored, checked, busy)).toBe(expected);
  });
});

describe('unsubscribeShortCodeResult', () => {
  const codes = { newsletter: 'NEWSLETTER', moveIn: 'MOVE_IN' };
  test.each([
    ['NEWSLETTER', { ok: true, message: 'You will no longer receive Newsletter messages.' }],
    ['MOVE_IN', { ok: true, message: 'You will no longer receive Move-In Experience messages.' }],
    ['newsletter', { ok: false, message: 'Invalid Email Unsubscribe shortCode' }],
    ['', { ok: false, message: 'Invalid Email Unsubscribe shortCode' }],
  ])('%j gives %j', (shortCode, result) => {
    expect(unsubscribeShortCodeResult(shortCode, codes)).toEqual(result);
  });
});
