import { LoginPage } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { memo, useEffect, useState } from 'react';
import { trackClicks, useTrackRender } from '../../flows/analytics';
import { appLoginPageMachine } from '../../flows/auth/loginPage';
import { followRedirect, MAIN_SITE_ADDRESS, redirectTargetOf } from '../../flows/redirect';
import { useSearchParams } from '../../routing';
import { useSignedInOnArrival } from '../../session/SessionProvider';
import { useOpenAuthModal } from '../../shell/AuthModalHost';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * /login (spec 01 §2, §4): a signed-in visitor goes at once to `r` (default the main site
 * address); otherwise log in, the session is loaded, then the page goes to `r`.
 * `insuranceFlow=true` shows 'Find your policy'.
 */
export function LoginRoute() {
  // A page drawn before the session was read (prerendered) starts as a visitor's. If the read
  // then finds the visitor signed in, the login starts again, as a signed-in one: it redirects.
  const signedIn = useSignedInOnArrival() === true;
  return <Login key={String(signedIn)} signedIn={signedIn} />;
}

/** Memoised: the route renders again when the session is read, the form need not. */
const Login = memo(function Login({ signedIn }: { signedIn: boolean }) {
  const [search] = useSearchParams();
  const openAuthModal = useOpenAuthModal();
  useDocumentTitle('Log in');
  useTrackRender('Login Page');
  const query = search.toString();
  const [input] = useState(() => ({
    isLoggedIn: signedIn,
    redirectTo: redirectTargetOf(search),
    defaultRedirect: MAIN_SITE_ADDRESS,
    showFindPolicy: search.get('insuranceFlow') === 'true',
  }));
  const actor = useActorRef(appLoginPageMachine, {
    input,
    inspect: trackClicks({ 'user.submit': 'Log in' }),
  });
  useEffect(() => {
    // Already logged in, the machine finished at start: its output is where to go.
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'done') followRedirect(snapshot.output.redirectTo);
    const subscription = actor.on('redirect', ({ to }) => followRedirect(to));
    return () => subscription.unsubscribe();
  }, [actor]);
  const notice = usePasswordChangedNotice();
  return (
    <LoginPage
      actor={actor}
      search={query ? `?${query}` : ''}
      notice={notice}
      onForgotPassword={() => openAuthModal('FORGOT_PASSWORD')}
    />
  );
});

/** Not spec copy: the spec only redirects to the login page after a reset; the page says why. */
export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed. Log in with your new password.';

/**
 * 'Your password has been changed...' when the password reset page sent the person here (its
 * history entry says so). Read after the first render: a prerendered /login has no notice.
 */
function usePasswordChangedNotice(): string | undefined {
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    const state: unknown = window.history.state;
    if (
      typeof state === 'object' &&
      state !== null &&
      'passwordChanged' in state &&
      state.passwordChanged === true
    ) {
      setNotice(PASSWORD_CHANGED_NOTICE);
    }
  }, []);
  return notice;
}
