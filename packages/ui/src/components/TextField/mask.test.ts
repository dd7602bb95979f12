import { describe, expect, test } from 'vitest';
import { applyMask, editMasked, maskCapacity } from './mask';

const phone = '(999) 999-9999';

describe('applyMask', () => {
  test('formats a full run of digits', () => {
    expect(applyMask(phone, '5551234567')).toBe('(555) 123-4567');
  });

  test('formats as you go, leaving out literals after the last digit', () => {
    expect(applyMask(phone, '')).toBe('');
    expect(applyMask(phone, '5')).toBe('(5');
    expect(applyMask(phone, '555')).toBe('(555');
    expect(applyMask(phone, '5551')).toBe('(555) 1');
    expect(applyMask(phone, '555123')).toBe('(555) 123');
    expect(applyMask(phone, '5551234')).toBe('(555) 123-4');
  });

  test('is idempotent on masked text', () => {
    for (const value of ['(5', '(555', '(555) 1', '(555) 123-4', '(555) 123-4567']) {
      expect(applyMask(phone, value)).toBe(value);
    }
  });

  test('ignores separators and letters in pasted text', () => {
    expect(applyMask(phone, '555-123-4567')).toBe('(555) 123-4567');
    expect(applyMask(phone, '555.123.4567')).toBe('(555) 123-4567');
    expect(applyMask(phone, '(555)1234567')).toBe('(555) 123-4567');
    expect(applyMask(phone, 'tel: 555 123 4567')).toBe('(555) 123-4567');
  });

  test('drops characters beyond the mask', () => {
    expect(applyMask(phone, '555123456789')).toBe('(555) 123-4567');
  });

  test('gives an empty string when nothing fits a placeholder', () => {
    expect(applyMask(phone, 'abc')).toBe('');
    expect(applyMask(phone, '(')).toBe('');
    expect(applyMask(phone, '() -')).toBe('');
  });

  test('works with masks that start with a placeholder or contain digit literals', () => {
    expect(applyMask('99999-9999', '123456789')).toBe('12345-6789');
    expect(applyMask('99/99', '1225')).toBe('12/25');
    expect(applyMask('+1 (999) 999-9999', '5551234567')).toBe('+1 (555) 123-4567');
    expect(applyMask('+1 (999) 999-9999', '+1 (555) 123-4567')).toBe('+1 (555) 123-4567');
  });

  test('counts the placeholders of a mask', () => {
    expect(maskCapacity(phone)).toBe(10);
    expect(maskCapacity('99/99')).toBe(4);
  });
});

describe('editMasked', () => {
  test('typing a digit at the end moves the caret past the inserted literals', () => {
    expect(editMasked(phone, '(555', '(5551', 5)).toEqual({ value: '(555) 1', caret: 7 });
  });

  test('Backspace after a digit deletes it', () => {
    expect(editMasked(phone, '(555) 1', '(555) ', 6)).toEqual({ value: '(555', caret: 4 });
    expect(editMasked(phone, '(5', '(', 1)).toEqual({ value: '', caret: 0 });
  });

  test('Backspace just after a literal deletes the digit before it', () => {
    // Caret after '-' in '(555) 123-4567': the browser removes '-', the mask removes the '3'.
    expect(editMasked(phone, '(555) 123-4567', '(555) 1234567', 9)).toEqual({
      value: '(555) 124-567',
      caret: 8,
    });
  });

  test('Delete just before a literal deletes the digit after it', () => {
    expect(editMasked(phone, '(555) 123-4567', '(555) 1234567', 9, 'forward')).toEqual({
      value: '(555) 123-567',
      caret: 9,
    });
  });

  test('typing in the middle keeps the caret after the new digit', () => {
    expect(editMasked(phone, '(555) 123', '(5955) 123', 3)).toEqual({ value: '(595) 512-3', caret: 3 });
  });

  test('a character the mask rejects leaves the value and caret alone', () => {
    expect(editMasked(phone, '(555) 12', '(555) 12x', 9)).toEqual({ value: '(555) 12', caret: 8 });
  });

  test('pasting a formatted number over a selection', () => {
    expect(editMasked(phone, '', '555-123-4567', 12)).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  test('a whole new number put over a full one (autofill, paste over everything) keeps every digit', () => {
    expect(editMasked(phone, '(512) 555-0142', '7205550199', 10)).toEqual({
      value: '(720) 555-0199',
      caret: 14,
    });
    // Shorter than what was there, and with a digit fewer: still the new digits, not a deletion.
    expect(editMasked(phone, '(512) 555-0142', '720555019', 9)).toEqual({
      value: '(720) 555-019',
      caret: 13,
    });
  });
});
