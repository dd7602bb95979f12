/**
 * Input masks such as `'(999) 999-9999'`. In a mask, `9` is a placeholder for one digit; every other
 * character is a literal that is inserted for the user. Literals after the last typed character are
 * left out, so Backspace never gets stuck on a separator: `applyMask('(999) 999-9999', '555')` is
 * `'(555'`, and the `) ` appears when the fourth digit is typed.
 */

/** Placeholder characters and what each accepts. */
const placeholders: Readonly<Record<string, RegExp>> = { '9': /\d/ };

function isPlaceholder(char: string): boolean {
  return Object.hasOwn(placeholders, char);
}

function accepts(placeholder: string, char: string): boolean {
  return placeholders[placeholder]?.test(char) ?? false;
}

type FilledSlot = {
  /** Index in the raw text of the character that filled the slot. */
  raw: number;
  /** Index of that character in the masked text. */
  out: number;
};

type Walk = { value: string; slots: FilledSlot[] };

/** Walks the mask over the raw text, filling placeholders and inserting literals. */
function walk(mask: string, raw: string): Walk {
  let out = '';
  let rawIndex = 0;
  let end = 0;
  const slots: FilledSlot[] = [];
  for (const maskChar of mask) {
    if (rawIndex >= raw.length) break;
    if (isPlaceholder(maskChar)) {
      // Skip whatever cannot fill this placeholder (separators typed or pasted by the user, letters...).
      while (rawIndex < raw.length && !accepts(maskChar, raw.charAt(rawIndex))) rawIndex += 1;
      if (rawIndex >= raw.length) break;
      slots.push({ raw: rawIndex, out: out.length });
      out += raw.charAt(rawIndex);
      rawIndex += 1;
      end = out.length;
    } else {
      // A literal: insert it, and swallow the same character if the raw text already has it here.
      out += maskChar;
      if (raw.charAt(rawIndex) === maskChar) rawIndex += 1;
    }
  }
  return { value: out.slice(0, end), slots };
}

/**
 * Formats `raw` with `mask`, keeping only the characters the placeholders accept, in order.
 * Already-masked text is returned unchanged, so the function is safe to apply repeatedly.
 *
 * @example applyMask('(999) 999-9999', '5551234567') // '(555) 123-4567'
 */
export function applyMask(mask: string, raw: string): string {
  return walk(mask, raw).value;
}

/** How many placeholders of `mask` can hold a character (the number of digits of a full value). */
export function maskCapacity(mask: string): number {
  let count = 0;
  for (const char of mask) if (isPlaceholder(char)) count += 1;
  return count;
}

/** The position in the masked text that corresponds to `caret` in the raw text. */
function mapCaret(result: Walk, caret: number): number {
  let before = 0;
  for (const slot of result.slots) if (slot.raw < caret) before += 1;
  const last = result.slots[before - 1];
  if (last) return last.out + 1;
  // Before every typed character: just after the leading literals, such as the '(' of a phone number.
  return result.slots[0]?.out ?? 0;
}

export type MaskedEdit = { value: string; caret: number };

/** The characters that filled the placeholders, without the literals. */
const filledOf = (result: Walk): string => result.slots.map((slot) => result.value.charAt(slot.out)).join('');

/**
 * Applies an edit the user made to a masked value: `next` is the text of the input after the edit
 * and `caret` the caret position in it. Returns the masked text and where the caret goes.
 *
 * Deleting a literal (Backspace just after `-`, or Delete just before it) deletes the nearest
 * character in that direction instead, as people expect.
 */
export function editMasked(
  mask: string,
  previous: string,
  next: string,
  caret: number,
  direction: 'backward' | 'forward' = 'backward',
): MaskedEdit {
  const result = walk(mask, next);
  // Only a literal went when the text got shorter but every filled character is still there, in
  // order: a whole new value put over the old one (autofill, a paste over a selection) is not that.
  const removedOnlyLiterals =
    next.length < previous.length && filledOf(result) === filledOf(walk(mask, previous));
  if (removedOnlyLiterals) {
    const target =
      direction === 'backward'
        ? result.slots.filter((slot) => slot.raw < caret).at(-1)
        : result.slots.find((slot) => slot.raw >= caret);
    if (target) {
      const trimmed = next.slice(0, target.raw) + next.slice(target.raw + 1);
      const nextCaret = direction === 'backward' ? target.raw : caret;
      const reformatted = walk(mask, trimmed);
      return { value: reformatted.value, caret: mapCaret(reformatted, nextCaret) };
    }
  }
  return { value: result.value, caret: mapCaret(result, caret) };
}
