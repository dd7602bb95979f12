/*
 * What the person does in a code box, turned into the otpInput machine's events. Pure functions,
 * so the rules that decide what reaches the machine can be tested without a browser.
 */
import { CODE_LENGTH, type OtpInputEvent } from '@hearth/machines';

/** The keys the machine has a rule for besides the digits. */
const RULE_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Enter']);
/** Keys that move the caret and change nothing: the only ones a read-only code still takes. */
const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight']);

export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

/** Whether the browser's own handling of a key is stopped, and what the machine is told. */
export type KeyOutcome = { preventDefault: boolean; event: OtpInputEvent | null };

/**
 * A key pressed in box `index`. The browser keeps Tab, shortcuts such as Ctrl+V and keys a virtual
 * keyboard reports as 'Unidentified'. Every other single character and the rule keys go to the
 * machine, which ignores what is not a digit: the box never edits its own value. A read-only code
 * takes only the arrows.
 */
export function keyOutcome(index: number, press: KeyPress, isReadOnly = false): KeyOutcome {
  const { key } = press;
  if (press.ctrlKey || press.metaKey || press.altKey || (!RULE_KEYS.has(key) && key.length !== 1)) {
    return { preventDefault: false, event: null };
  }
  if (isReadOnly && !MOVE_KEYS.has(key)) return { preventDefault: true, event: null };
  return { preventDefault: true, event: { type: 'user.type', index, key } };
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * The machine event for a change the keyboard handler did not see: a virtual keyboard's input,
 * or a browser/OS autofill of the whole code. `previous` is the digit the box showed before.
 */
export function inputEvent(
  index: number,
  value: string,
  previous: string,
  inputType: string | undefined,
): OtpInputEvent | null {
  if (value === '') {
    return { type: 'user.type', index, key: inputType === 'deleteContentForward' ? 'Delete' : 'Backspace' };
  }
  // An autofilled code arrives whole in one box: the machine's whole-code rule fills all six.
  if (digitsOf(value).length === CODE_LENGTH) return { type: 'user.type', index, key: value };
  // The box held `previous`; what was typed is the rest (before or after the caret).
  let typed = value;
  if (previous && value.startsWith(previous)) typed = value.slice(previous.length);
  else if (previous && value.endsWith(previous)) typed = value.slice(0, -previous.length);
  if (typed === '') return null;
  if (typed.length === 1) return { type: 'user.type', index, key: typed };
  return { type: 'user.paste', index, text: typed };
}
