import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CODE_LENGTH, isCompleteCode, pasteIntoCode, sanitizeCodeInput } from './oneTimeCode';

describe('isCompleteCode', () => {
  test.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['１２３４５６', false],
    ['', false],
  ])('isCompleteCode(%j) is %s', (code, expected) => {
    expect(isCompleteCode(code)).toBe(expected);
  });
});

describe('sanitizeCodeInput', () => {
  test.each([
    [' 123456 ', '123456'],
    ['123-456', '123456'],
    ['abc', ''],
    ['Your code: 42', '42'],
    ['', ''],
  ])('sanitizeCodeInput(%j) is %j', (text, expected) => {
    expect(sanitizeCodeInput(text)).toBe(expected);
  });

  test('keeps ASCII digits only, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => /^[0-9]*$/.test(sanitizeCodeInput(text))),
    );
  });
});

describe('pasteIntoCode', () => {
  const empty = ['', '', '', '', '', ''];
  test.each([
    [empty, 0, '123456', ['1', '2', '3', '4', '5', '6']],
    [empty, 2, ' 9876 ', ['', '', '9', '8', '7', '6']],
    [empty, 4, '123456', ['', '', '', '', '1', '2']],
    [['1', '2', '', '', '', ''], 2, 'abc', ['1', '2', '', '', '', '']],
    [[], 0, '12', ['1', '2', '', '', '', '']],
    [empty, 9, '12', empty],
    [empty, -3, '12', ['1', '2', '', '', '', '']],
  ])('pasting into %j at %i the text %j gives %j', (boxes, index, text, expected) => {
    expect(pasteIntoCode(boxes, index, text)).toEqual(expected);
  });

  test('always gives CODE_LENGTH boxes of at most one digit', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer(), fc.string(), (boxes, index, text) => {
        const next = pasteIntoCode(boxes.slice(0, CODE_LENGTH), index, text);
        return (
          next.length === CODE_LENGTH &&
          next.every((box, i) => box === (boxes[i] ?? '') || /^[0-9]$/.test(box))
        );
      }),
    );
  });
});
