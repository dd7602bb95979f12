import type { MouseEvent as ReactMouseEvent } from 'react';

/**
 * Whether the last interaction was with the keyboard, so focus from a click (which opens a
 * dropdown anyway) is told apart from focus by Tab. One pair of capture listeners per document,
 * added on first use.
 */
let lastInteraction: 'keyboard' | 'pointer' = 'keyboard';
let isTracking = false;

export function trackInteraction(): void {
  if (isTracking || typeof document === 'undefined') return;
  isTracking = true;
  document.addEventListener('keydown', () => (lastInteraction = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (lastInteraction = 'pointer'), true);
}

export function lastInteractionWasKeyboard(): boolean {
  return lastInteraction === 'keyboard';
}

/**
 * A click handler for a link that opens something in place (the app's log-in modal) on a plain
 * click or Enter, and stays a link for a new tab or window (a modified or middle click).
 */
export function openInPlace(onOpen: () => void): (event: ReactMouseEvent) => void {
  return (event) => {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plain) return;
    event.preventDefault();
    onOpen();
  };
}
