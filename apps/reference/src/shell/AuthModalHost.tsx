import type { AuthMode } from '@hearth/machines';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

// The modal's forms and flows load when it first opens: no page pays for them up front.
const OpenAuthModal = lazy(() =>
  import('./OpenAuthModal').then((module) => ({ default: module.OpenAuthModal })),
);

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
      {opened ? (
        <Suspense fallback={null}>
          <OpenAuthModal key={opened.key} mode={opened.mode} onClose={close} />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
