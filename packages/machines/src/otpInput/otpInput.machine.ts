import { assign, emit, setup } from 'xstate';
import { CODE_LENGTH, isCompleteCode, pasteIntoCode, sanitizeCodeInput } from '../validation';

export type OtpInputContext = {
  /** Six boxes, each '' or one ASCII digit. */
  digits: string[];
  focusedIndex: number;
  /** The digits joined: the code once all six are filled. */
  code: string;
};

export type OtpInputEvent =
  /** A key pressed in box `index`: a digit, Backspace, Delete, ArrowLeft, ArrowRight, Enter; or
   * a whole value arriving at once (browser autofill of the one-time code). */
  | { type: 'user.type'; index: number; key: string }
  | { type: 'user.paste'; index: number; text: string }
  | { type: 'user.focus'; index: number }
  | { type: 'user.clear' };

export type OtpInputEmitted = { type: 'verify'; code: string };

const LAST = CODE_LENGTH - 1;
const emptyDigits = () => Array.from({ length: CODE_LENGTH }, () => '');
const clampIndex = (index: number) => Math.max(0, Math.min(Math.trunc(index) || 0, LAST));
const isKey = (event: OtpInputEvent, key: string) => event.type === 'user.type' && event.key === key;

function withDigits(digits: string[], focusedIndex: number): Partial<OtpInputContext> {
  return { digits, focusedIndex: clampIndex(focusedIndex), code: digits.join('') };
}

function setBox(context: OtpInputContext, index: number, value: string): string[] {
  const digits = [...context.digits];
  digits[clampIndex(index)] = value;
  return digits;
}

/**
 * The six boxes of the email code. Tags: `complete` when every box holds a digit.
 * Emits `verify` on Enter, complete or not: the parent decides whether it can verify.
 *
 * Pasting keeps the digits of the text and drops everything else ('123-456' fills 1 2 3 4 5 6),
 * as `pasteIntoCode` in validation does; a paste without any digit changes nothing. A paste or
 * an autofill of a whole six-digit code fills all six boxes from the first, whichever box got it.
 * Backspace clears the box it is pressed in, then moves back one box.
 */
export const otpInputMachine = setup({
  types: {
    context: {} as OtpInputContext,
    events: {} as OtpInputEvent,
    emitted: {} as OtpInputEmitted,
  },
  guards: {
    isComplete: ({ context }) => isCompleteCode(context.code),
    isDigitKey: ({ event }) => event.type === 'user.type' && /^[0-9]$/.test(event.key),
    isBackspace: ({ event }) => isKey(event, 'Backspace'),
    isDelete: ({ event }) => isKey(event, 'Delete'),
    isArrowLeft: ({ event }) => isKey(event, 'ArrowLeft'),
    isArrowRight: ({ event }) => isKey(event, 'ArrowRight'),
    isEnter: ({ event }) => isKey(event, 'Enter'),
    isWholeCode: ({ event }) =>
      (event.type === 'user.type' && event.key.length > 1 && isCompleteCode(sanitizeCodeInput(event.key))) ||
      (event.type === 'user.paste' && isCompleteCode(sanitizeCodeInput(event.text))),
  },
  actions: {
    typeDigit: assign(({ context, event }) =>
      event.type === 'user.type' ? withDigits(setBox(context, event.index, event.key), event.index + 1) : {},
    ),
    clearAndMoveBack: assign(({ context, event }) =>
      event.type === 'user.type' ? withDigits(setBox(context, event.index, ''), event.index - 1) : {},
    ),
    clearInPlace: assign(({ context, event }) =>
      event.type === 'user.type' ? withDigits(setBox(context, event.index, ''), event.index) : {},
    ),
    moveLeft: assign({ focusedIndex: ({ event }) => clampIndex((event as { index: number }).index - 1) }),
    moveRight: assign({ focusedIndex: ({ event }) => clampIndex((event as { index: number }).index + 1) }),
    focus: assign({ focusedIndex: ({ event }) => clampIndex((event as { index: number }).index) }),
    fillWholeCode: assign(({ event }) => {
      const text = event.type === 'user.paste' ? event.text : event.type === 'user.type' ? event.key : '';
      return withDigits(pasteIntoCode(emptyDigits(), 0, text), LAST);
    }),
    pasteFromBox: assign(({ context, event }) => {
      if (event.type !== 'user.paste') return {};
      const start = clampIndex(event.index);
      const pasted = sanitizeCodeInput(event.text).length;
      return withDigits(pasteIntoCode(context.digits, start, event.text), start + pasted);
    }),
    clear: assign(() => withDigits(emptyDigits(), 0)),
    requestVerify: emit(({ context }) => ({ type: 'verify' as const, code: context.code })),
  },
}).createMachine({
  id: 'otpInput',
  context: { digits: emptyDigits(), focusedIndex: 0, code: '' },
  // Whatever changes the boxes goes through `checking`, which settles complete or incomplete.
  on: {
    'user.type': [
      { guard: 'isDigitKey', target: '.checking', actions: 'typeDigit' },
      { guard: 'isWholeCode', target: '.checking', actions: 'fillWholeCode' },
      { guard: 'isBackspace', target: '.checking', actions: 'clearAndMoveBack' },
      { guard: 'isDelete', target: '.checking', actions: 'clearInPlace' },
      { guard: 'isArrowLeft', actions: 'moveLeft' },
      { guard: 'isArrowRight', actions: 'moveRight' },
      { guard: 'isEnter', actions: 'requestVerify' },
      // Any other key (a letter, Tab...) changes nothing.
    ],
    'user.paste': [
      { guard: 'isWholeCode', target: '.checking', actions: 'fillWholeCode' },
      { target: '.checking', actions: 'pasteFromBox' },
    ],
    'user.focus': { actions: 'focus' },
    'user.clear': { target: '.checking', actions: 'clear' },
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isComplete', target: 'complete' }, { target: 'incomplete' }] },
    incomplete: {},
    complete: { tags: ['complete'] },
  },
});
