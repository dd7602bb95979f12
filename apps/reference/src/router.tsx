import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppShell } from './shell/AppShell';

/** A route whose page is its own chunk: no page loads another page's code. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        lazy: page(
          () => import('./pages/auth/LoginRoute'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: 'signup',
        lazy: page(
          () => import('./pages/auth/SignupRoute'),
          (m) => m.SignupRoute,
        ),
      },
      {
        path: 'set-password/:token?',
        lazy: page(
          () => import('./pages/auth/SetPasswordRoute'),
          (m) => m.SetPasswordRoute,
        ),
      },
      {
        path: 'account/password-reset/:token',
        lazy: page(
          () => import('./pages/auth/PasswordResetRoute'),
          (m) => m.PasswordResetRoute,
        ),
      },
      // The settings pages and their curator by-id views (general-communications included).
      {
        path: 'account/:page/:userId?',
        lazy: page(
          () => import('./pages/account/AccountRoute'),
          (m) => m.AccountRoute,
        ),
      },
      {
        path: 'csat/:surveyId',
        lazy: page(
          () => import('./pages/survey/SurveyRoute'),
          (m) => m.SurveyRoute,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
