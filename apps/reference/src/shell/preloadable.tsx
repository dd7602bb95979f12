import { type ComponentType, lazy, useState } from 'react';

/**
 * A code-split component that can be loaded ahead of its first render. Once its module is in,
 * it renders at once instead of suspending: React holds a suspended boundary's content back for
 * about 300 ms after its fallback showed, so a page whose chunk came in while the session was
 * read would otherwise wait that long behind the loading overlay.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (a deploy replaced the chunk, the network dropped) may be retried.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const lazyWrapper = () => lazy(async () => ({ default: await preload() }));
  let Lazy = lazyWrapper();
  // React keeps a failed load's error in the lazy wrapper: a retry (an error boundary's, which
  // then mounts the component again) needs a new one.
  const retry = () => {
    if (!loaded) Lazy = lazyWrapper();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at load, like lazy(); never during a render.
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would
    // remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload, retry };
}
