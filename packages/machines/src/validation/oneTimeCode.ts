/** The six single-digit boxes of the email-code step. */
export const CODE_LENGTH = 6;

const CODE = new RegExp(`^[0-9]{${CODE_LENGTH}}$`);

export const isCompleteCode = (code: string): boolean => CODE.test(code);

/** Pasted or typed text reduced to its ASCII digits (text trimmed, anything else dropped). */
export const sanitizeCodeInput = (text: string): string => text.trim().replace(/[^0-9]/g, '');

/**
 * Pasting fills the boxes from `index` onward with the pasted digits; a paste without digits
 * changes nothing. Returns a new array of CODE_LENGTH boxes.
 */
export function pasteIntoCode(boxes: readonly string[], index: number, text: string): string[] {
  const next = Array.from({ length: CODE_LENGTH }, (_, i) => boxes[i] ?? '');
  const digits = sanitizeCodeInput(text);
  const start = Math.max(0, Math.min(Math.trunc(index) || 0, CODE_LENGTH));
  for (let i = 0; i < digits.length && start + i < CODE_LENGTH; i += 1) {
    next[start + i] = digits[i] ?? '';
  }
  return next;
}
