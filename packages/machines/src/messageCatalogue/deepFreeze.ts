/**
 * Freezes a part of the catalogue and what it holds: nothing reads a message it could change.
 * Without side effects for the bundler, so a part no page reads is dropped, not frozen.
 */
/* @__NO_SIDE_EFFECTS__ */
export function deepFreeze<T extends object>(value: T): Readonly<T> {
  return freezeAll(value);
}

// Apart from deepFreeze: the bundler drops a call of a function without side effects whose result
// is unused, which the recursion's are.
function freezeAll<T extends object>(value: T): Readonly<T> {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) freezeAll(child);
  }
  return Object.freeze(value);
}
