import { useSyncExternalStore } from 'react';
import { useAddress } from '../routing';
import { useOpenAuthModal } from './AuthModalHost';

/**
 * A visitor's Log in and Sign up (header, mobile menu): the current page as their return address,
 * and the auth modal, except on the login and sign-up pages themselves, where they are plain links.
 */
export function useVisitorAuthLinks() {
  const location = useAddress();
  const openAuthModal = useOpenAuthModal();
  const origin = usePageOrigin();
  return {
    currentUrl: `${origin}${location.pathname}${location.search}`,
    onAuthRequest: /^\/(login|signup)\/?$/.test(location.pathname) ? undefined : openAuthModal,
  };
}

const noChanges = () => () => {};

/**
 * The page's origin; empty while a page rendered at build time (which had none) is hydrated, so
 * the first render matches that page's HTML. React renders again with the origin right after.
 */
function usePageOrigin(): string {
  return useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
}
