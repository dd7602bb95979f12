import { createBrowserRouter } from 'react-router';
import { AccountRoute } from './pages/account/AccountRoute';
import { LoginRoute } from './pages/auth/LoginRoute';
import { PasswordResetRoute } from './pages/auth/PasswordResetRoute';
import { SetPasswordRoute } from './pages/auth/SetPasswordRoute';
import { SignupRoute } from './pages/auth/SignupRoute';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SurveyRoute } from './pages/survey/SurveyRoute';
import { AppShell } from './shell/AppShell';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'signup', element: <SignupRoute /> },
      { path: 'set-password/:token?', element: <SetPasswordRoute /> },
      { path: 'account/password-reset/:token', element: <PasswordResetRoute /> },
      // The settings pages and their curator by-id views (general-communications included).
      { path: 'account/:page/:userId?', element: <AccountRoute /> },
      { path: 'csat/:surveyId', element: <SurveyRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
