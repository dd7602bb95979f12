import { describe, expect, test } from 'vitest';
import { inputEvent, keyOutcome } from './boxEvents';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('keyOutcome', () => {
  test.each(['7', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Enter', 'a', ' '])(
    '%j goes to the machine and the box does not edit itself',
    (key) => {
      expect(keyOutcome(2, press(key))).toEqual({
        preventDefault: true,
        event: { type: 'user.type', index: 2, key },
      });
    },
  );

  test.each([
    ['Tab', {}],
    ['Unidentified', {}],
    ['v', { ctrlKey: true }],
    ['v', { metaKey: true }],
    ['Home', {}],
  ])('%j with %j is left to the browser', (key, modifiers) => {
    expect(keyOutcome(0, press(key, modifiers))).toEqual({ preventDefault: false, event: null });
  });

  test('a read-only code takes only the arrows', () => {
    expect(keyOutcome(1, press('5'), true)).toEqual({ preventDefault: true, event: null });
    expect(keyOutcome(1, press('Backspace'), true)).toEqual({ preventDefault: true, event: null });
    expect(keyOutcome(1, press('ArrowRight'), true).event).toEqual({
      type: 'user.type',
      index: 1,
      key: 'ArrowRight',
    });
  });
});

describe('inputEvent', () => {
  test('a whole code filled into one box is sent whole, for the whole-code rule', () => {
    expect(inputEvent(0, '246810', '', 'insertReplacementText')).toEqual({
      type: 'user.type',
      index: 0,
      key: '246810',
    });
    expect(inputEvent(3, '2468 10', '5', undefined)).toEqual({ type: 'user.type', index: 3, key: '2468 10' });
  });

  test('a virtual keyboard typing into a filled box sends the new character only', () => {
    expect(inputEvent(1, '47', '4', 'insertText')).toEqual({ type: 'user.type', index: 1, key: '7' });
    expect(inputEvent(1, '74', '4', 'insertText')).toEqual({ type: 'user.type', index: 1, key: '7' });
    expect(inputEvent(1, '7', '', 'insertText')).toEqual({ type: 'user.type', index: 1, key: '7' });
  });

  test('emptying a box is Backspace, or Delete when deleting forward', () => {
    expect(inputEvent(4, '', '9', 'deleteContentBackward')).toEqual({
      type: 'user.type',
      index: 4,
      key: 'Backspace',
    });
    expect(inputEvent(4, '', '9', 'deleteContentForward')).toEqual({
      type: 'user.type',
      index: 4,
      key: 'Delete',
    });
  });

  test('several characters that are not a whole code are pasted from the box', () => {
    expect(inputEvent(2, '123', '', 'insertText')).toEqual({ type: 'user.paste', index: 2, text: '123' });
  });

  test('no change gives no event', () => {
    expect(inputEvent(0, '3', '3', 'insertText')).toBeNull();
  });
});
