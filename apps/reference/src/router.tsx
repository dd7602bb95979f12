import type { ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppShell } from './shell/AppShell';
import { preloadable } from './shell/preloadable';
import { loadSignedInHeader } from './shell/ShellHeader';

/**
 * The pages that are their own chunk: no page loads another page's code. The declarative router
 * is used (not the data router) because the app needs no loaders or actions, and it costs about
 * a third of the bytes.
 */
const pages: Array<{ path: string; load: () => Promise<ComponentType>; signedIn?: true }> = [
  { path: 'login', load: () => import('./pages/auth/LoginRoute').then((m) => m.LoginRoute) },
  { path: 'signup', load: () => import('./pages/auth/SignupRoute').then((m) => m.SignupRoute) },
  {
    path: 'set-password/:token?',
    load: () => import('./pages/auth/SetPasswordRoute').then((m) => m.SetPasswordRoute),
  },
  {
    path: 'account/password-reset/:token',
    load: () => import('./pages/auth/PasswordResetRoute').then((m) => m.PasswordResetRoute),
  },
  // The settings pages and their curator by-id views (general-communications included).
  {
    path: 'account/:page/:userId?',
    load: () => import('./pages/account/AccountRoute').then((m) => m.AccountRoute),
    // Seen signed in: the signed-in header loads beside it.
    signedIn: true,
  },
  { path: 'csat/:surveyId', load: () => import('./pages/survey/SurveyRoute').then((m) => m.SurveyRoute) },
];

const lazyPages = pages.map(({ path, load, signedIn }) => ({ path, signedIn, ...preloadable(load) }));

/**
 * Starts loading the page at `pathname` at once, so its chunk arrives while the session is read
 * instead of after. A page that is seen signed in also starts loading the signed-in header.
 * Settles (never rejects) when they are in: the shell holds the first page until then.
 */
export function preloadPage(pathname: string): Promise<void> {
  const match = lazyPages.find(({ path }) => matchPath(`/${path}`, pathname));
  // A failed preload is retried, and reported, by the lazy page or header when it renders.
  const loads: Array<Promise<unknown>> = [match?.preload() ?? Promise.resolve()];
  if (match?.signedIn) loads.push(loadSignedInHeader());
  return Promise.allSettled(loads).then(() => undefined);
}

/** The app's routes; `firstPage` is what `preloadPage` returned for the address it opened on. */
export function AppRouter({ firstPage }: { firstPage: Promise<void> }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell firstPage={firstPage} />}>
          <Route index element={<HomePage />} />
          {lazyPages.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
