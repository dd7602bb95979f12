import type { SessionDto } from '@hearth/data';
import { MobileMenuButton, selectHeader, vars } from '@hearth/ui';
import { Suspense, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { isSeoPage } from '../pageRoutes';
import { useAddress } from '../routing';
import { island, useHydrating } from './island';
import { preloadable } from './preloadable';
import type { SiteHeaderProps } from './SiteHeader';

/** The search-engine landing pages' header: their own chunk, like those pages. */
const SeoHeader = preloadable(() => import('./seoHeader').then((m) => m.SeoHeader)).Component;

/** The signed-in headers: their menus are their own chunk. */
const signedInHeader = preloadable(() => import('./SignedInHeader').then((m) => m.SignedInHeader));
const SignedInHeader = signedInHeader.Component;
/** Starts loading the signed-in headers. */
export const loadSignedInHeader = signedInHeader.preload;

/** The site's logged-out header, with its dropdowns: its own chunk too. */
const siteHeader = preloadable(() => import('./SiteHeader').then((m) => m.SiteHeader));
/** Starts loading the logged-out header (the build awaits it before drawing a page). */
export const loadSiteHeader = siteHeader.preload;

/** The element around the logged-out header, in the server's HTML and in the app. */
const SITE_HEADER_ID = 'site-header';
/**
 * The logged-out header of a prerendered page (login, sign-up): left as drawn, its code not even
 * loaded, until someone reaches for it (island.tsx). React does not hydrate it while the page
 * loads, nor asks for its dropdowns' data, and its own code (the dropdowns' panels) is on neither
 * page's script list.
 */
const SiteHeaderIsland = island(SITE_HEADER_ID, loadSiteHeader);

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
  // The same element while the menu's state stays: a new one would be news to the header island.
  const menuButton = useMemo(
    () => <MobileMenuButton isOpen={menuOpen} onOpenChange={onMenuOpenChange} />,
    [menuOpen, onMenuOpenChange],
  );

  if (!user || kind === 'visitor') return <VisitorHeader mobileMenuButton={menuButton} />;
  return (
    <Suspense fallback={<HeaderPlaceholder />}>
      <SignedInHeader user={user} kind={kind} mobileMenuButton={menuButton} onLogOut={onLogOut} />
    </Suspense>
  );
}

/** The logged-out header: the SEO header on a search-engine landing page, else the site's dropdowns. */
function VisitorHeader({ mobileMenuButton }: SiteHeaderProps) {
  const { pathname } = useAddress();
  const hydrating = useHydrating();
  // Chosen on the first render: a header mounted later (not hydrated) has no drawn HTML to keep.
  const [SiteHeader] = useState(() => (hydrating ? SiteHeaderIsland : siteHeader.Component));
  // The same element when this renders again once hydrated (and for any news that does not
  // change the header): React would otherwise drop an island's HTML for the placeholder.
  const site = useMemo(
    () => (
      <div id={SITE_HEADER_ID}>
        <Suspense fallback={<HeaderPlaceholder />}>
          <SiteHeader mobileMenuButton={mobileMenuButton} />
        </Suspense>
      </div>
    ),
    [SiteHeader, mobileMenuButton],
  );
  if (!isSeoPage(pathname)) return site;
  return (
    <Suspense fallback={<HeaderPlaceholder />}>
      <SeoHeader mobileMenuButton={mobileMenuButton} />
    </Suspense>
  );
}
