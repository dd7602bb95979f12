'use client';

import { messages } from '@hearth/machines';
import { useEffect, useRef, useState } from 'react';

/**
 * After a submit the machine may have refused the values: focus then moves to the first field
 * marked invalid, whose error message is read with it (aria-describedby). Wrap the form's fields in
 * an element carrying `ref`, and call `afterSubmit()` right after sending `user.submit`.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    ref.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [submits]);
  return { ref, afterSubmit: () => setSubmits((count) => count + 1) };
}

/**
 * Shown in the form when a call failed for a reason the person cannot fix (a server error, no
 * network): the machine's `error` tag. The spec quotes no message for this case, so these are
 * plain words of ours, in the catalogue; the form's submit button tries again.
 */
export const UNEXPECTED_ERROR_MESSAGE = messages.failures.unexpected;
