import type { AuthMode } from '@hearth/machines';
import { AuthModal } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { trackClicks } from '../flows/analytics';
import { appAuthModalMachine } from '../flows/auth/authModal';
import { signupLinkSearch } from '../flows/redirect';
import { useAddress, useNavigate } from '../routing';
import { SessionContext } from '../session/SessionProvider';

/** The open login / sign-up modal; a login or sign-up in it reads the session again. */
export function OpenAuthModal({ mode, onClose }: { mode: AuthMode; onClose: () => void }) {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const location = useAddress();
  const signedIn = () => {
    session.send({ type: 'api.sessionChanged' });
    onClose();
  };
  const actor = useActorRef(appAuthModalMachine, {
    input: {
      mode,
      search: signupLinkSearch(window.location),
      showFindPolicy: new URLSearchParams(window.location.search).get('insuranceFlow') === 'true',
      callbacks: { LOGIN: signedIn, SIGNUP: signedIn },
    },
    inspect: trackClicks({ 'user.submit': 'Auth modal submit' }),
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('close', onClose),
      actor.on('navigate', ({ to }) => {
        onClose();
        navigate(to);
      }),
      actor.on('logError', ({ error }) => console.error('Sign-up failed', error)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, navigate, onClose]);
  // A page change (a link inside the modal) leaves the modal behind.
  const [path] = useState(location.pathname);
  useEffect(() => {
    if (location.pathname !== path) onClose();
  }, [location.pathname, path, onClose]);
  return <AuthModal actor={actor} />;
}
