import { type DependencyList, useEffect, useState } from 'react';

/** Runs `load` when `deps` change, aborting the previous run; `undefined` until it settles. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const controller = new AbortController();
    // Started in a task of its own: the effects of a whole page run in one task as it hydrates,
    // and starting a request (the client, its cache, fetch) is a good part of them.
    const start = setTimeout(() =>
      load(controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setValue(() => result);
        },
        () => {},
      ),
    );
    return () => {
      clearTimeout(start);
      controller.abort();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` depends on.
  }, deps);
  return value;
}
