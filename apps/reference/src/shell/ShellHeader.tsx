import type { SessionDto } from '@hearth/data';
import { DesktopHeader, MobileMenuButton, selectHeader, vars } from '@hearth/ui';
import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useOpenAuthModal } from './AuthModalHost';
import { preloadable } from './preloadable';
import { loadHeaderData, toRepairAndImprove, toResources } from './shellData';
import { useAsync } from './useAsync';

/** Where the Movers entry of the Moving dropdown goes (an external partner). */
const MOVERS_URL = 'https://movers.hearth.example';
const INSURANCE_ENABLED = import.meta.env.VITE_HEARTH_INSURANCE === 'true';

/** The signed-in headers: their menus are their own chunk. */
const signedInHeader = preloadable(() => import('./SignedInHeader').then((m) => m.SignedInHeader));
const SignedInHeader = signedInHeader.Component;
/** Starts loading the signed-in headers. */
export const loadSignedInHeader = signedInHeader.preload;

/** Holds the header's place (its height and rule) until the header can show: no layout shift. */
export const HeaderPlaceholder = styled.div`
  min-height: 4rem;
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;

type ShellHeaderProps = {
  session: SessionDto;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onLogOut: () => void;
};

/** The header for whoever is signed in (spec 01 §2, §6), fed from the API. */
export function ShellHeader({ session, menuOpen, onMenuOpenChange, onLogOut }: ShellHeaderProps) {
  const user = session.userContext;
  const kind = selectHeader(
    user ? { loggedIn: true, roles: user.roles, companyId: user.hearthUser.companyId ?? null } : null,
  );
  const menuButton: ReactNode = <MobileMenuButton isOpen={menuOpen} onOpenChange={onMenuOpenChange} />;

  if (!user || kind === 'visitor') return <VisitorHeader mobileMenuButton={menuButton} />;
  return (
    <Suspense fallback={<HeaderPlaceholder />}>
      <SignedInHeader user={user} kind={kind} mobileMenuButton={menuButton} onLogOut={onLogOut} />
    </Suspense>
  );
}

/** The logged-out header, with the site's dropdowns and Sign up / Log in. */
function VisitorHeader({ mobileMenuButton }: { mobileMenuButton: ReactNode }) {
  const location = useLocation();
  const openAuthModal = useOpenAuthModal();
  // On the login and sign-up pages themselves the header's actions are plain links.
  const onAuthRequest = /^\/(login|signup)\/?$/.test(location.pathname) ? undefined : openAuthModal;
  const headerData = useAsync(loadHeaderData, []);
  const origin = usePageOrigin();
  return (
    <DesktopHeader
      links={headerData ? toRepairAndImprove(headerData) : { professionals: [], projects: [] }}
      resources={
        headerData
          ? toResources(headerData, new Date())
          : { adviceTiles: [], costGuides: [], featuredCities: [] }
      }
      insuranceEnabled={INSURANCE_ENABLED}
      moversUrl={MOVERS_URL}
      currentUrl={`${origin}${location.pathname}${location.search}`}
      mobileMenuButton={mobileMenuButton}
      onAuthRequest={onAuthRequest}
    />
  );
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
