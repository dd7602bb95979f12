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
