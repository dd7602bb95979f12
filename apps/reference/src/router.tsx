import { createBrowserRouter } from 'react-router';
import { LoginRoute } from './pages/auth/LoginRoute';
import { PasswordResetRoute } from './pages/auth/PasswordResetRoute';
import { SetPasswordRoute } from './pages/auth/SetPasswordRoute';
import { SignupRoute } from './pages/auth/SignupRoute';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { EmailSubscriptionsRoute } from './pages/subscriptions/EmailSubscriptionsRoute';
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
      { path: 'account/general-communications', element: <EmailSubscriptionsRoute /> },
      { path: 'csat/:surveyId', element: <SurveyRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
