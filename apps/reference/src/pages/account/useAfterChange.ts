import { useEffect, useRef } from 'react';

/**
 * Calls `effect` after each render in which `value` is not what it was at the last call (or at
 * the first render): a save that changed what other parts of the page hold.
 */
export function useAfterChange<Value>(value: Value, effect: (value: Value) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    effect(value);
  });
}
