import type { AuthMode } from '@hearth/machines';
import { AuthModal } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { trackClicks } from '../flows/analytics';
import { appAuthModalMachine } from '../flows/auth';
import { SessionContext } from '../session/SessionProvider';

type OpenAuthModal = (mode: AuthMode) => void;

const AuthModalContext = createContext<OpenAuthModal>(() => {});

/** Opens the login / sign-up modal from anywhere in the shell (header, login page). */
export const useOpenAuthModal = () => useContext(AuthModalContext);

/**
 * Hosts the login / sign-up modal (spec 01 §2, §4) over whatever page is open. A login or a
 * sign-up in it reads the session again, so the page turns into the signed-in one in place.
 */
export function AuthModalHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ mode: AuthMode; key: number } | null>(null);
  const open = useCallback<OpenAuthModal>((mode) => setOpened({ mode, key: Date.now() }), []);
  const close = useCallback(() => setOpened(null), []);
  return (
    <AuthModalContext.Provider value={open}>
      {children}
      {opened ? <OpenModal key={opened.key} mode={opened.mode} onClose={close} /> : null}
    </AuthModalContext.Provider>
  );
}

function OpenModal({ mode, onClose }: { mode: AuthMode; onClose: () => void }) {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = () => {
    session.send({ type: 'api.sessionChanged' });
    onClose();
  };
  const actor = useActorRef(appAuthModalMachine, {
    input: {
      mode,
      // The Sign Up link keeps where the person was, as the header's links do.
      search: `?r=${encodeURIComponent(window.location.href)}`,
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
