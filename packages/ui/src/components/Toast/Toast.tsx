'use client';

import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { type FocusEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { QueuedToast, ToastContent, ToastOptions, ToastQueue } from './Toast.queue';
import { StyledToast, StyledToastRegion, ToastDismissButton, ToastText, ToastTitle } from './Toast.styles';

export type ToastPlacement =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

/** The toasts on screen and the actions of a queue, for components that show toasts. */
export function useToasts(queue: ToastQueue) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return {
    toasts,
    add: (content: ToastContent, options?: ToastOptions) => queue.add(content, options),
    close: (key: string) => queue.close(key),
    clear: () => queue.clear(),
  };
}

export type ToastRegionProps = {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
  /** Where the toasts appear on the screen. @default 'bottom-left' */
  placement?: ToastPlacement;
  /** The name of the landmark that holds the toasts. @default 'Notifications' */
  'aria-label'?: string;
  /** The accessible name of each toast's dismiss button. @default 'Dismiss' */
  dismissLabel?: string;
};

const icons = { neutral: null, success: CircleCheck, error: CircleAlert } as const;

type ToastItemProps = {
  toast: QueuedToast;
  queue: ToastQueue;
  dismissLabel: string;
  onDismiss: (key: string) => void;
};

function ToastItem({ toast, queue, dismissLabel, onDismiss }: ToastItemProps) {
  const variant = toast.variant ?? 'neutral';
  const Icon = icons[variant];
  // The status element is rendered empty first and filled after mount: screen readers announce
  // changes to a live region that already exists more reliably than a new region with content.
  const [isAnnounced, setIsAnnounced] = useState(false);
  useEffect(() => setIsAnnounced(true), []);
  useEffect(() => {
    queue.startTimer(toast.key);
    return () => queue.pauseTimer(toast.key);
  }, [queue, toast.key]);

  return (
    <StyledToast data-variant={variant} data-toast-key={toast.key}>
      {Icon ? <Icon aria-hidden="true" focusable="false" /> : null}
      <ToastText role="status" aria-live="polite" aria-atomic="true">
        {isAnnounced ? (
          <>
            {toast.title ? <ToastTitle>{toast.title}</ToastTitle> : null}
            {toast.message}
          </>
        ) : null}
      </ToastText>
      <ToastDismissButton aria-label={dismissLabel} onPress={() => onDismiss(toast.key)}>
        <X aria-hidden="true" focusable="false" />
      </ToastDismissButton>
    </StyledToast>
  );
}

/**
 * A landmark ('Notifications') that shows the toasts of a queue, announced politely to screen
 * readers. Countdowns pause while the pointer or focus is inside. Render it once near the root.
 */
export function ToastRegion({
  queue,
  placement = 'bottom-left',
  'aria-label': ariaLabel = 'Notifications',
  dismissLabel = 'Dismiss',
}: ToastRegionProps) {
  const { toasts, close } = useToasts(queue);
  const regionRef = useRef<HTMLElement>(null);
  // Where focus was before it entered the region, to send it back when the last toast goes.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const isHoveredRef = useRef(false);
  const isFocusWithinRef = useRef(false);

  const syncTimers = () => {
    if (isHoveredRef.current || isFocusWithinRef.current) queue.pauseAll();
    else queue.resumeAll();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusRef.current = from;
    isFocusWithinRef.current = true;
    syncTimers();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    isFocusWithinRef.current = false;
    syncTimers();
  };

  const dismiss = (key: string) => {
    const region = regionRef.current;
    const index = toasts.findIndex((toast) => toast.key === key);
    const neighbour = toasts[index + 1] ?? toasts[index - 1];
    close(key);
    if (!region?.contains(document.activeElement)) return;
    // Keep keyboard users in place: the next toast's dismiss button, else where they came from.
    const next = neighbour
      ? region.querySelector<HTMLElement>(`[data-toast-key='${neighbour.key}'] button`)
      : returnFocusRef.current;
    isFocusWithinRef.current = false;
    if (next?.isConnected) next.focus();
    syncTimers();
  };

  // Pointer hover is tracked on the region without a handler on a non-interactive element.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const enter = () => {
      isHoveredRef.current = true;
      queue.pauseAll();
    };
    const leave = () => {
      isHoveredRef.current = false;
      if (!isFocusWithinRef.current) queue.resumeAll();
    };
    region.addEventListener('pointerenter', enter);
    region.addEventListener('pointerleave', leave);
    return () => {
      region.removeEventListener('pointerenter', enter);
      region.removeEventListener('pointerleave', leave);
    };
  }, [queue]);

  return (
    <StyledToastRegion
      ref={regionRef}
      aria-label={ariaLabel}
      data-placement={placement}
      // Modals leave this region reachable and announced, as React Aria does for its own toasts.
      data-react-aria-top-layer="true"
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.key}
          toast={toast}
          queue={queue}
          dismissLabel={dismissLabel}
          onDismiss={dismiss}
        />
      ))}
    </StyledToastRegion>
  );
}
