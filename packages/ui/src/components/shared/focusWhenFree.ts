/**
 * Focuses `element`, or, while a modal overlay keeps the focus inside itself (the mobile menu whose
 * link was followed), as soon as that overlay has gone. Its element then leaves the page and the
 * focus falls to the body, which is when React Aria would give it back to the overlay's button:
 * it gives it back only when the focus is still on the body, so the element keeps it.
 * Returns a function that stops waiting.
 */
export function focusWhenFree(element: HTMLElement, waitMs = 5000): () => void {
  const document = element.ownerDocument;
  element.focus();
  if (document.activeElement === element) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!element.isConnected) return stop();
    if (document.activeElement && document.activeElement !== document.body) return;
    stop();
    element.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  return stop;
}
