// The app's routing hooks on top of wouter's (router.tsx): the address read as the browser has
// it. wouter's own `useLocation` and `useSearch` return it decoded with decodeURI, which breaks a
// return address (`?r=`) holding an escaped `%` and decodes the query twice before parsing it.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { type NavigateOptions, useLocation, useRouter } from 'wouter';
import { usePathname, useSearch } from 'wouter/use-browser-location';

/** The address's path and query (`?…`, or empty), escaped as in the address bar. */
export function useAddress(): { pathname: string; search: string } {
  // At build time (src/prerender.tsx) they are the router's `ssrPath`.
  const { ssrPath, ssrSearch } = useRouter();
  const pathname = usePathname({ ssrPath });
  const search = useSearch({ ssrSearch: ssrSearch && `?${ssrSearch}` });
  return { pathname, search };
}

/** Goes to an address of the app (`replace` takes the place of the current one in history). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useLocation()[1];
}

type NextSearch = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a setter that goes to the same path with another one. */
export function useSearchParams(): [URLSearchParams, (next: NextSearch, options?: NavigateOptions) => void] {
  const { search } = useAddress();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: NextSearch, options?: NavigateOptions) => {
      const query = (
        typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next
      ).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

// Every link the app followed: wouter's navigate pushes, and its patched history announces it as
// 'pushState'. Not popstate: a fragment link (the skip link to #main) fires it, and Back or
// Forward to another page changes the address anyway. Listened to once for the whole app.
let navigations = 0;
const navigationListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('pushState', () => {
    navigations += 1;
    for (const listener of navigationListeners) listener();
  });
}

/**
 * How many links the app followed, one to the address already shown included (the address then
 * stays the same, so only this tells that the link was followed).
 */
export function useNavigationCount(): number {
  return useSyncExternalStore(
    (listener) => {
      navigationListeners.add(listener);
      return () => navigationListeners.delete(listener);
    },
    () => navigations,
    () => 0,
  );
}
