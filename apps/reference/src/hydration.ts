/**
 * Whether the page drawn at build time has been hydrated. React hydrates in slices, and what the
 * app learns meanwhile (the first read of the session) must not change what a part still to be
 * hydrated renders, or that part no longer matches its HTML (React's error #418): such news waits
 * until the page is hydrated (`afterHydration`). Without a page to hydrate there is no wait.
 */
let hydrated = false;
const waiting = new Set<() => void>();

/** The page is hydrated (or was rendered by the browser itself): what waited runs now. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once the page is hydrated (at once if it is); returns how to cancel it. */
export function afterHydration(run: () => void): () => void {
  if (hydrated) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
