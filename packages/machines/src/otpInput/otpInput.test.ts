import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { otpInputMachine } from './otpInput.machine';

function start() {
  const actor = createActor(otpInputMachine);
  const verifies: unknown[] = [];
  actor.on('verify', (event) => verifies.push(event));
  actor.start();
  const type = (...keys: string[]) => {
    for (const key of keys)
      actor.send({ type: 'user.type', index: actor.getSnapshot().context.focusedIndex, key });
  };
  const state = () => {
    const { context } = actor.getSnapshot();
    return { digits: context.digits.join(','), focus: context.focusedIndex, code: context.code };
  };
  return { actor, verifies, type, state };
}

describe('otpInput', () => {
  test('starts with six empty boxes, the first focused', () => {
    const { actor, state } = start();
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', '', '', '']);
    expect(state()).toEqual({ digits: ',,,,,', focus: 0, code: '' });
    expect(actor.getSnapshot().hasTag('complete')).toBe(false);
  });

  test('typing a digit fills the box and moves to the next; the last box keeps the focus', () => {
    const { actor, type, state } = start();
    type('1', '2');
    expect(state()).toEqual({ digits: '1,2,,,,', focus: 2, code: '12' });
    type('3', '4', '5', '6');
    expect(state()).toEqual({ digits: '1,2,3,4,5,6', focus: 5, code: '123456' });
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    type('7');
    expect(state()).toEqual({ digits: '1,2,3,4,5,7', focus: 5, code: '123457' });
  });

  test.each(['a', ' ', '-', '١', '１', 'Tab', 'Shift', '12'])('the key %j changes nothing', (key) => {
    const { type, state } = start();
    type('4');
    type(key);
    expect(state()).toEqual({ digits: '4,,,,,', focus: 1, code: '4' });
  });

  test('Backspace clears the box and moves back; in the first box it stays', () => {
    const { actor, type, state } = start();
    type('1', '2', '3');
    actor.send({ type: 'user.focus', index: 2 });
    type('Backspace');
    expect(state()).toEqual({ digits: '1,2,,,,', focus: 1, code: '12' });
    type('Backspace', 'Backspace', 'Backspace');
    expect(state()).toEqual({ digits: ',,,,,', focus: 0, code: '' });
  });

  test('a full code loses its complete tag when a box is cleared', () => {
    const { actor, type } = start();
    type('1', '2', '3', '4', '5', '6');
    type('Backspace');
    expect(actor.getSnapshot().hasTag('complete')).toBe(false);
  });

  test('the arrows move between boxes within the six', () => {
    const { type, state } = start();
    type('ArrowLeft');
    expect(state().focus).toBe(0);
    type('ArrowRight', 'ArrowRight');
    expect(state().focus).toBe(2);
    for (let i = 0; i < 5; i += 1) type('ArrowRight');
    expect(state().focus).toBe(5);
    type('ArrowLeft');
    expect(state().focus).toBe(4);
  });

  test('Delete clears the box in place', () => {
    const { actor, type, state } = start();
    type('1', '2', '3');
    actor.send({ type: 'user.focus', index: 1 });
    type('Delete');
    expect(state()).toEqual({ digits: '1,,3,,,', focus: 1, code: '13' });
  });

  test('Enter asks to verify, with the code as it stands', () => {
    const { type, verifies } = start();
    type('1', '2', 'Enter');
    type('3', '4', '5', '6', 'Enter');
    expect(verifies).toEqual([
      { type: 'verify', code: '12' },
      { type: 'verify', code: '123456' },
    ]);
  });

  test('a paste fills from the current box onward, trimmed, keeping only its digits', () => {
    const { actor, state } = start();
    actor.send({ type: 'user.paste', index: 2, text: ' 9-8 7 ' });
    expect(state()).toEqual({ digits: ',,9,8,7,', focus: 5, code: '987' });
    actor.send({ type: 'user.paste', index: 4, text: '1234' });
    expect(state()).toEqual({ digits: ',,9,8,1,2', focus: 5, code: '9812' });
  });

  test('a paste without digits changes nothing', () => {
    const { actor, type, state } = start();
    type('5');
    actor.send({ type: 'user.paste', index: 1, text: ' code ' });
    expect(state()).toEqual({ digits: '5,,,,,', focus: 1, code: '5' });
  });

  test.each([0, 3, 5])('a whole six-digit code pasted into box %i fills all six from the first', (index) => {
    const { actor, state } = start();
    actor.send({ type: 'user.paste', index, text: ' 654 321 ' });
    expect(state()).toEqual({ digits: '6,5,4,3,2,1', focus: 5, code: '654321' });
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
  });

  test('an autofilled code arriving in one box fills all six', () => {
    const { actor, state } = start();
    actor.send({ type: 'user.type', index: 4, key: '246810' });
    expect(state()).toEqual({ digits: '2,4,6,8,1,0', focus: 5, code: '246810' });
  });

  test('clear empties the boxes and focuses the first', () => {
    const { actor, type, state } = start();
    type('1', '2', '3');
    actor.send({ type: 'user.clear' });
    expect(state()).toEqual({ digits: ',,,,,', focus: 0, code: '' });
  });

  test('focus follows the box the person picks, within the six', () => {
    const { actor, state } = start();
    actor.send({ type: 'user.focus', index: 3 });
    expect(state().focus).toBe(3);
    actor.send({ type: 'user.focus', index: 9 });
    expect(state().focus).toBe(5);
  });
});
