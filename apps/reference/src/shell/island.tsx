import { routedLinkOf } from '@hearth/ui';
import { type ComponentType, lazy, useEffect, useSyncExternalStore } from 'react';

const unchanging = () => () => {};
/**
 * Whether this render hydrates HTML a server drew: React reads a store's server snapshot then
 * (and on the server), its client snapshot when it renders in the browser.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => typeof document !== 'undefined',
  );

type Held = { control: HTMLElement | null };

/** An island's content, hydrated: clicks again the control clicked before it was. */
function Hydrated<P extends object>({
  component: Component,
  props,
  held,
}: {
  component: ComponentType<P>;
  props: P;
  held: Held;
}) {
  useEffect(() => {
    const { control } = held;
    held.control = null;
    if (control?.isConnected) control.click();
  }, [held]);
  return <Component {...props} />;
}

/**
 * What a click on an island not hydrated yet would lose: a button's press (React drops it), or a
 * plain click on a same-site link, which would load a whole new page instead of going through
 * the app's router. A link to another site, or one opened in a new tab or window, goes as it is.
 */
function heldControl(event: MouseEvent): HTMLElement | null {
  return routedLinkOf(event) ?? (event.target instanceof Element ? event.target.closest('button') : null);
}

/** What shows someone reaching for a part of the page: the pointer over it, a touch, focus, a key. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * An island: a part of a prerendered page (the element `#id` holds) that React leaves as the
 * server drew it until someone reaches for it, and only then loads its code and hydrates it. Its
 * links work meanwhile as links do; nothing of it runs while the page loads.
 *
 * Rendered in a Suspense boundary while the page hydrates: React keeps a boundary whose content
 * suspends as its HTML, hydrates it once the content can render, and then replays the pointer and
 * focus events that came meanwhile (a dropdown under the pointer opens). A click it drops: a
 * button clicked (or pressed with Enter or Space) before the code was in, or a same-site link, is
 * clicked again once the island is hydrated (a link the code could not load for is followed).
 * The boundary must get no new props or context meanwhile, or React replaces its HTML with the
 * fallback until the code comes.
 */
export function island<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  // The control clicked before the code was in, to click again once hydrated.
  const held: Held = { control: null };
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve) => {
        let started = false;
        const within = (event: Event) =>
          event.target instanceof Node && Boolean(document.getElementById(id)?.contains(event.target));
        const start = () => {
          if (started) return;
          started = true;
          load().then(
            (component) => {
              stop();
              resolve({
                default: (props: P) => <Hydrated component={component} props={props} held={held} />,
              });
            },
            (error: unknown) => {
              // The HTML stays, its links working; the next reach tries again.
              console.error('A part of the page could not load:', error);
              started = false;
              const { control } = held;
              held.control = null;
              if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
            },
          );
        };
        const reach = (event: Event) => {
          if (within(event)) start();
        };
        const click = (event: MouseEvent) => {
          if (!within(event)) return;
          const control = heldControl(event);
          if (control) {
            held.control = control;
            // Followed once the island is hydrated, through the app's router then.
            if (control instanceof HTMLAnchorElement) event.preventDefault();
          }
          start();
        };
        const stop = () => {
          for (const type of REACH) window.removeEventListener(type, reach, { capture: true });
          window.removeEventListener('click', click, { capture: true });
        };
        for (const type of REACH) window.addEventListener(type, reach, { capture: true, passive: true });
        window.addEventListener('click', click, { capture: true });
      }),
  );
}
