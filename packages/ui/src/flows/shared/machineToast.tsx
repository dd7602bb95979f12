'use client';

/*
 * A toast whose showing and hiding a machine decides (the password snackbar, the phone
 * verification toast). The machine owns the timing (its auto-hide delay), so the toast gets no
 * timeout of its own; the toast's dismiss button tells the machine.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createToastQueue, type ToastContent, type ToastQueue, ToastRegion } from '../../components/Toast';

export type MachineToastOptions = {
  /** Whether the machine shows the toast now. */
  isOpen: boolean;
  content: ToastContent;
  /** Called when the person closes the toast with its dismiss button. */
  onDismiss: () => void;
  /** The app's queue, when it renders one `ToastRegion` for the page; else the view renders its own. */
  queue?: ToastQueue;
  /** The name of the view's own region (unique per page, so landmarks stay distinct). */
  regionLabel: string;
};

/** Shows `content` while `isOpen`; returns the view's own region (null when the app gave a queue). */
export function useMachineToast({
  isOpen,
  content,
  onDismiss,
  queue,
  regionLabel,
}: MachineToastOptions): ReactNode {
  const [ownQueue] = useState(createToastQueue);
  const target = queue ?? ownQueue;
  const latest = useRef({ content, onDismiss });
  useEffect(() => {
    latest.current = { content, onDismiss };
  });

  useEffect(() => {
    if (!isOpen) return;
    let closedByMachine = false;
    const key = target.add(latest.current.content, {
      onClose: () => {
        if (!closedByMachine) latest.current.onDismiss();
      },
    });
    return () => {
      closedByMachine = true;
      target.close(key);
    };
  }, [isOpen, target]);

  return queue ? null : <ToastRegion queue={ownQueue} placement="bottom-left" aria-label={regionLabel} />;
}
