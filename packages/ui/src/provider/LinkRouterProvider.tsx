import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export type LinkRouterProviderProps = {
  /** The app router's navigate: Hearth links with a same-site href call it instead of loading a page. */
  navigate: (path: string) => void;
  /** The app router's href builder, for routers with a base path. */
  useHref?: (href: string) => string;
  children: ReactNode;
};

/**
 * Makes every Hearth link (and menu item with an href) navigate through the app's client-side
 * router. Place it inside the router, around the routes.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
