import { LoadingOverlay, SignupPage } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { memo, useEffect, useRef } from 'react';
import { trackClicks, trackCreateAccount, useTrackRender } from '../../flows/analytics';
import { followRedirect, MAIN_SITE_ADDRESS, redirectTargetOf } from '../../flows/redirect';
import { appSignupPageMachine } from '../../flows/signupPage';
import { useSearchParams } from '../../routing';
import { useSession } from '../../session/SessionProvider';
import { useDocumentTitle } from '../useDocumentTitle';
import { CardScriptSlot } from './CardScriptSlot';

/** How long a redirect waits for the 'Create Account' event to be recorded. */
const TRACK_BEFORE_LEAVING_MS = 1500;

/**
 * /signup (spec 01 §2, §4): 'Create an account', then the e-mailed code, then the account and a
 * redirect to `r`. A signed-in visitor goes straight to `r` (default the main web address).
 */
export function SignupRoute() {
  const [search] = useSearchParams();
  const { userContext } = useSession('userContext');
  const target = redirectTargetOf(search) ?? MAIN_SITE_ADDRESS;
  useDocumentTitle('Create an account');
  const signedIn = Boolean(userContext);
  useEffect(() => {
    if (signedIn) followRedirect(target);
  }, [signedIn, target]);
  if (signedIn) return <LoadingOverlay message="Redirecting…" />;
  const query = search.toString();
  return (
    <Signup
      redirectTo={target}
      showInsuranceLink={search.get('insuranceFlow') === 'true'}
      loginHref={`/login${query ? `?${query}` : ''}`}
    />
  );
}

type SignupProps = { redirectTo: string; showInsuranceLink: boolean; loginHref: string };

/** Memoised: the route renders again when the session is read, the form need not. */
const Signup = memo(function Signup({ redirectTo, showInsuranceLink, loginHref }: SignupProps) {
  useTrackRender('Sign Up Page');
  const actor = useActorRef(appSignupPageMachine, {
    input: { redirectTo, defaultRedirect: MAIN_SITE_ADDRESS, showInsuranceLink },
    inspect: trackClicks({ 'user.submit': 'Sign Up', 'user.verify': 'Verify', 'user.resend': 'Send again' }),
  });
  const tracking = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    const subscriptions = [
      actor.on('track', () => {
        tracking.current = trackCreateAccount();
      }),
      // The event goes out before the page is left (a navigation would cancel it), within a limit.
      actor.on('redirect', ({ to }) => {
        const limit = new Promise((resolve) => setTimeout(resolve, TRACK_BEFORE_LEAVING_MS));
        void Promise.race([tracking.current, limit]).then(() => followRedirect(to));
      }),
      actor.on('logError', ({ error }) => console.error('Sign-up failed', error)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);
  return (
    <>
      <SignupPage actor={actor} loginHref={loginHref} />
      <CardScriptSlot />
    </>
  );
});
