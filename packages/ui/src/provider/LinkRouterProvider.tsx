'use client';

import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';

export type LinkRouterProviderProps = {
  /** The app router's navigate: Hearth links with a same-site href call it instead of loading a page. */
  navigate: (path: string) => void;
  /** The app router's href builder, for routers with a base path. Given same-site paths only. */
  useHref?: (href: string) => string;
  children: ReactNode;
};

const RouterHrefContext = createContext<(href: string) => string>((href) => href);
const RouterNavigateContext = createContext<((path: string) => void) | undefined>(undefined);

/** An address with a scheme (`https:`, `mailto:`) or a host (`//cdn...`): not the router's. */
const isOtherSite = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * The href a link gets: the router's for a same-site path; another site's as written. React Aria
 * asks for every link's href, and a router reads another site's address as a path of its own
 * (React Router made '/https:/movers...' of one).
 */
function useLinkHref(href: string): string {
  const useRouterHref = useContext(RouterHrefContext);
  const routed = useRouterHref(href);
  return isOtherSite(href) ? href : routed;
}

type Click = Pick<
  globalThis.MouseEvent,
  'target' | 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/** A click that opens a link where it is: the main button, no modifier key (new tab, window, download). */
const isPlainClick = (event: Click) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The native same-site link a click (React's or the DOM's) opens where it is, or null: what an
 * app's router takes over from the browser (`useRoutedLinkClicks`), or holds while the part of
 * the page it is in has no code yet. Modified clicks, other sites and links opening a new tab are
 * the browser's.
 */
export function routedLinkOf(event: Click): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !isPlainClick(event)) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/**
 * Props for a native `<a>` that goes where a Hearth link would: a same-site href through the
 * app's router on a plain click (no modifier key, no new tab), any other natively. For long lists
 * of plain links (the footer's), where a React Aria link each costs too much to hydrate; style
 * them with `:hover` and `:focus-visible`.
 */
export function useRouterAnchorProps(href: string, target?: string) {
  const navigate = useContext(RouterNavigateContext);
  const routedHref = useLinkHref(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab = target !== undefined && target !== '_self';
    if (!navigate || isOtherSite(href) || !isPlainClick(event) || newTab) return;
    event.preventDefault();
    navigate(href);
  };
  return { href: routedHref, target, onClick };
}

/**
 * A click handler for an element holding native links that React did not render (HTML the
 * server drew and the app leaves as it is): a plain click on a same-site link inside it goes
 * through the app's router, as `useRouterAnchorProps` makes a link's own click do.
 */
export function useRoutedLinkClicks() {
  const navigate = useContext(RouterNavigateContext);
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = routedLinkOf(event);
    if (!navigate || !anchor) return;
    event.preventDefault();
    navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
}

/**
 * Makes every Hearth link (and menu item with an href) navigate through the app's client-side
 * router. Place it inside the router, around the routes.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  const routerProvider = useHref ? (
    <RouterHrefContext.Provider value={useHref}>
      <RouterProvider navigate={navigate} useHref={useLinkHref}>
        {children}
      </RouterProvider>
    </RouterHrefContext.Provider>
  ) : (
    <RouterProvider navigate={navigate}>{children}</RouterProvider>
  );
  return <RouterNavigateContext.Provider value={navigate}>{routerProvider}</RouterNavigateContext.Provider>;
}
