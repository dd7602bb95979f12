import { CsrfError, createClient, type HearthEnvironment } from '@hearth/data';

type Listener = () => void;
const csrfListeners = new Set<Listener>();

/** Runs `listener` whenever any call is refused for a stale CSRF token (the page-expired banner). */
export function onCsrfError(listener: Listener): () => void {
  csrfListeners.add(listener);
  return () => csrfListeners.delete(listener);
}

/**
 * The app's one client: same origin as the page (the API serves the app, or Vite proxies to it).
 * The base is relative so the module also loads where there is no page: the build renders pages
 * in Node (src/prerender.tsx), and nothing calls the API there.
 */
export const client = createClient({
  baseUrl: '/',
  environment: (import.meta.env.VITE_HEARTH_ENV as HearthEnvironment | undefined) ?? 'local',
  productionDomain: import.meta.env.VITE_HEARTH_PRODUCTION_DOMAIN as string | undefined,
  // The browser's build leaves the contract's schemas out (build/contractSchemasOnServer.ts): the
  // API checked each answer against them before sending it.
  checkResponses: import.meta.env.SSR,
  onError: (error) => {
    if (error instanceof CsrfError) for (const listener of csrfListeners) listener();
  },
});
