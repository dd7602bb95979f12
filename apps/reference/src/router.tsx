import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Router, Switch } from 'wouter';
import { type PageModule, type PageRoute, pageRoutes } from './pageRoutes';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppShell, type AppShellProps } from './shell/AppShell';
import { preloadable } from './shell/preloadable';
import { loadSignedInHeader } from './shell/ShellHeader';

/**
 * Each page's loader, keyed by its module in pageRoutes.ts (the type demands one per page, no
 * more). The router is wouter: the app needs routes, params, the query and navigation, not
 * loaders or actions, and wouter does that in about 2 KB gzip (React Router's declarative mode
 * was 15 KB of every page).
 */
const loaders: Record<PageModule, () => Promise<ComponentType>> = {
  'src/pages/site/HomePage.tsx': () => import('./pages/site/HomePage').then((m) => m.HomePage),
  'src/pages/site/CostGuidePage.tsx': () => import('./pages/site/CostGuidePage').then((m) => m.CostGuidePage),
  'src/pages/site/ProLandingPage.tsx': () =>
    import('./pages/site/ProLandingPage').then((m) => m.ProLandingPage),
  'src/pages/auth/LoginRoute.tsx': () => import('./pages/auth/LoginRoute').then((m) => m.LoginRoute),
  'src/pages/auth/SignupRoute.tsx': () => import('./pages/auth/SignupRoute').then((m) => m.SignupRoute),
  'src/pages/auth/SetPasswordRoute.tsx': () =>
    import('./pages/auth/SetPasswordRoute').then((m) => m.SetPasswordRoute),
  'src/pages/auth/PasswordResetRoute.tsx': () =>
    import('./pages/auth/PasswordResetRoute').then((m) => m.PasswordResetRoute),
  'src/pages/account/AccountRoute.tsx': () =>
    import('./pages/account/AccountRoute').then((m) => m.AccountRoute),
  'src/pages/survey/SurveyRoute.tsx': () => import('./pages/survey/SurveyRoute').then((m) => m.SurveyRoute),
};

const lazyPages = pageRoutes.map((page: PageRoute & { module: PageModule }) => ({
  path: page.path,
  signedIn: page.signedIn,
  ...preloadable(loaders[page.module]),
}));

const pageAt = (pathname: string) => lazyPages.find(({ path }) => matchRoute(parse, `/${path}`, pathname)[0]);

/**
 * Starts loading the page at `pathname` at once, so its chunk arrives while the session is read
 * instead of after. A page that is seen signed in also starts loading the signed-in header.
 * Settles (never rejects) when they are in: the shell holds the first page until then.
 */
export function preloadPage(pathname: string): Promise<void> {
  const match = pageAt(pathname);
  // A failed preload is retried, and reported, by the lazy page or header when it renders.
  const loads: Array<Promise<unknown>> = [match?.preload() ?? Promise.resolve()];
  if (match?.signedIn) loads.push(loadSignedInHeader());
  return Promise.allSettled(loads).then(() => undefined);
}

export type AppRouterProps = Omit<AppShellProps, 'signedInPage'> & {
  /** The address to render at build time; in the browser, the page's own. */
  location?: string;
};

/** The app's routes; `firstPage` is what `preloadPage` returned for the address it opened on. */
export function AppRouter({ location, ...shell }: AppRouterProps) {
  const signedInPage = Boolean(pageAt(location ?? window.location.pathname)?.signedIn);
  // Without `location` (in the browser) the router reads the page's own address.
  return (
    <Router ssrPath={location}>
      <AppShell {...shell} signedInPage={signedInPage}>
        <Switch>
          {lazyPages.map(({ path, Component }) => (
            <Route key={path} path={`/${path}`}>
              <Component />
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </AppShell>
    </Router>
  );
}
