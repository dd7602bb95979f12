import { type DependencyList, useEffect, useState } from 'react';

/** Where a load stands: not settled yet, its value, or why it failed. */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` in a task of its own and reports how it settled, unless `controller` aborted it
 * first. A failure is never dropped: it is reported (for the caller to render) and logged.
 * Returns the function that cancels the run.
 */
export function startLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  controller: AbortController,
  report: (state: AsyncState<T>) => void,
  log: (message: string, error: unknown) => void = console.error,
): () => void {
  // Started in a task of its own: the effects of a whole page run in one task as it hydrates,
  // and starting a request (the client, its cache, fetch) is a good part of them.
  const start = setTimeout(() =>
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) report({ status: 'done', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        log('A load failed', error);
        report({ status: 'failed', error });
      },
    ),
  );
  return () => {
    clearTimeout(start);
    controller.abort();
  };
}

/**
 * Runs `load` when `deps` change, aborting the previous run: `loading` until it settles, then its
 * value or its error (also logged). A new run keeps showing the last settled state until it settles.
 */
export function useAsyncState<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` depends on.
  useEffect(() => startLoad(load, new AbortController(), setState), deps);
  return state;
}

/**
 * Runs `load` when `deps` change, aborting the previous run; `undefined` until it succeeds. For
 * what a page can do without (a banner, a header's figures): a failure is logged, and the caller
 * renders as if not loaded. A caller that must show a failure uses `useAsyncState`.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): T | undefined {
  const state = useAsyncState(load, deps);
  return state.status === 'done' ? state.value : undefined;
}
