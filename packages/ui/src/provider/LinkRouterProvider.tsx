import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';

export type LinkRouterProviderProps = {
  /** The app router's navigate: Hearth links with a same-site href call it instead of loading a page. */
  navigate: (path: string) => void;
  /** The app router's href builder, for routers with a base path. Given same-site paths only. */
  useHref?: (href: string) => string;
  children: ReactNode;
};

const RouterHrefContext = createContext<(href: string) => string>((href) => href);

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
  return routerProvider;
}
