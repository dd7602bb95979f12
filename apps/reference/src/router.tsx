import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppShell } from './shell/AppShell';

/**
 * A page that is its own chunk: no page loads another page's code. The declarative router is
 * used (not the data router) because the app needs no loaders or actions, and it costs about a
 * third of the bytes.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

const LoginRoute = page(
  () => import('./pages/auth/LoginRoute'),
  (m) => m.LoginRoute,
);
const SignupRoute = page(
  () => import('./pages/auth/SignupRoute'),
  (m) => m.SignupRoute,
);
const SetPasswordRoute = page(
  () => import('./pages/auth/SetPasswordRoute'),
  (m) => m.SetPasswordRoute,
);
const PasswordResetRoute = page(
  () => import('./pages/auth/PasswordResetRoute'),
  (m) => m.PasswordResetRoute,
);
const AccountRoute = page(
  () => import('./pages/account/AccountRoute'),
  (m) => m.AccountRoute,
);
const SurveyRoute = page(
  () => import('./pages/survey/SurveyRoute'),
  (m) => m.SurveyRoute,
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<HomePage />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="signup" element={<SignupRoute />} />
          <Route path="set-password/:token?" element={<SetPasswordRoute />} />
          <Route path="account/password-reset/:token" element={<PasswordResetRoute />} />
          {/* The settings pages and their curator by-id views (general-communications included). */}
          <Route path="account/:page/:userId?" element={<AccountRoute />} />
          <Route path="csat/:surveyId" element={<SurveyRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
