import type { SessionDto } from '@hearth/data';
import { DesktopHeader, MobileMenuButton, selectHeader, vars } from '@hearth/ui';
import { type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { isSeoPage } from '../pageRoutes';
import { useAddress } from '../routing';
import { runtimeSettings } from '../runtimeSettings';
import { useOpenAuthModal } from './AuthModalHost';
import { preloadable } from './preloadable';
import { loadHeaderData, toRepairAndImprove, toResources } from './shellData';
import { useAsync } from './useAsync';

/** Where the Movers entry of the Moving dropdown goes (an external partner). */
const MOVERS_URL = 'https://movers.hearth.example';

/** The search-engine landing pages' header: their own chunk, like those pages. */
const SeoHeader = preloadable(() => import('./seoHeader').then((m) => m.SeoHeader)).Component;

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

const NO_LINKS = { professionals: [], projects: [] };
const NO_RESOURCES = { adviceTiles: [], costGuides: [], featuredCities: [] };

/** The logged-out header: the SEO header on a search-engine landing page, else the site's dropdowns. */
function VisitorHeader({ mobileMenuButton }: { mobileMenuButton: ReactNode }) {
  const { pathname } = useAddress();
  if (isSeoPage(pathname)) {
    return (
      <Suspense fallback={<HeaderPlaceholder />}>
        <SeoHeader mobileMenuButton={mobileMenuButton} />
      </Suspense>
    );
  }
  return <SiteHeader mobileMenuButton={mobileMenuButton} />;
}

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

/** The logged-out header, with the site's dropdowns and Sign up / Log in. */
function SiteHeader({ mobileMenuButton }: { mobileMenuButton: ReactNode }) {
  const { currentUrl, onAuthRequest } = useVisitorAuthLinks();
  const headerData = useAsync(loadHeaderData, []);
  // The same objects until the header's data comes: the header's dropdowns then render again only
  // for it, not when the return address gets the page's origin.
  const links = useMemo(() => (headerData ? toRepairAndImprove(headerData) : NO_LINKS), [headerData]);
  const resources = useMemo(
    () => (headerData ? toResources(headerData, new Date()) : NO_RESOURCES),
    [headerData],
  );
  return (
    <DesktopHeader
      links={links}
      resources={resources}
      insuranceEnabled={runtimeSettings.insuranceEnabled}
      moversUrl={MOVERS_URL}
      currentUrl={currentUrl}
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
