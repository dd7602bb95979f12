'use client';

import { type ReactNode, useMemo } from 'react';
import { useSitePaths } from '../../provider/sitePaths';
import {
  HeaderActionLink,
  HeaderAuthLink,
  HeaderBar,
  HeaderLogo,
  HeaderNav,
  HeaderNavItem,
  HeaderNavLink,
} from '../shared/HeaderBar';
import { withReturnTo } from '../shared/href';
import { NavDropdown } from '../shared/NavDropdown';
import { InsurancePanel, MovingPanel, RepairAndImprovePanel, ResourcesPanel } from './DesktopHeaderPanels';
import type { DesktopHeaderMenu, HeaderResources, RepairAndImproveLinks } from './types';

export type DesktopHeaderProps = {
  /** The Repair & Improve groups: company types and service types, hrefs resolved by the app. */
  links: RepairAndImproveLinks;
  /** The Resources dropdown: advice tiles, popular cost guides and featured cities. */
  resources: HeaderResources;
  /** Show the Insurance dropdown; For Businesses shows only when this is false. */
  insuranceEnabled: boolean;
  /** The movers partner's address, an external link of the Moving dropdown (opens in a new tab). */
  moversUrl: string;
  /** The address of the current page, sent as `r` to Sign up and Log in. */
  currentUrl: string;
  /**
   * Replaces the logged-out actions (Sign up, Log in, Join Our Pro Network) at the end of the bar,
   * for logged-in variants.
   */
  rightSlot?: ReactNode;
  /** Shown below the `lg` breakpoint instead of the navigation: the mobile menu button. */
  mobileMenuButton?: ReactNode;
  /** The dropdown that starts open, as if pressed (for previews and stories). */
  defaultOpenMenu?: DesktopHeaderMenu;
  /** The name of the navigation landmark. @default 'Main' */
  navigationLabel?: string;
  /**
   * Given, a plain click (or Enter) on Log in or Sign up opens the app's login / sign-up modal;
   * they stay links to the pages for a new tab or window, and without this.
   */
  onAuthRequest?: (mode: AuthRequestMode) => void;
};

export type AuthRequestMode = 'LOGIN' | 'SIGNUP';

export function DesktopHeader({
  links,
  resources,
  insuranceEnabled,
  moversUrl,
  currentUrl,
  rightSlot,
  mobileMenuButton,
  defaultOpenMenu,
  navigationLabel = 'Main',
  onAuthRequest,
}: DesktopHeaderProps) {
  const paths = useSitePaths();
  // Kept while only the return address changes (it gets the page's origin after hydration): the
  // dropdowns and their panels are most of the header, and need not render again for it.
  const navigation = useMemo(() => {
    const startsOpen = (menu: DesktopHeaderMenu) => defaultOpenMenu === menu;
    return (
      <HeaderNav aria-label={navigationLabel}>
        {insuranceEnabled ? (
          <HeaderNavItem>
            <NavDropdown label="Insurance" defaultOpen={startsOpen('insurance')}>
              <InsurancePanel />
            </NavDropdown>
          </HeaderNavItem>
        ) : null}
        <HeaderNavItem>
          <NavDropdown label="Moving" defaultOpen={startsOpen('moving')}>
            <MovingPanel moversUrl={moversUrl} />
          </NavDropdown>
        </HeaderNavItem>
        <HeaderNavItem>
          <NavDropdown
            label="Repair & Improve"
            href={paths.repairAndImprove}
            size="wide"
            defaultOpen={startsOpen('repairAndImprove')}
          >
            <RepairAndImprovePanel links={links} />
          </NavDropdown>
        </HeaderNavItem>
        <HeaderNavItem>
          <NavDropdown
            label="Resources"
            href={paths.advice}
            size="wide"
            defaultOpen={startsOpen('resources')}
          >
            <ResourcesPanel resources={resources} />
          </NavDropdown>
        </HeaderNavItem>
        {insuranceEnabled ? null : (
          <HeaderNavItem>
            <HeaderNavLink href={paths.pro}>For Businesses</HeaderNavLink>
          </HeaderNavItem>
        )}
      </HeaderNav>
    );
  }, [insuranceEnabled, moversUrl, links, resources, defaultOpenMenu, navigationLabel, paths]);
  return (
    <HeaderBar
      logo={<HeaderLogo />}
      navigation={navigation}
      actions={
        rightSlot ?? (
          <>
            {onAuthRequest ? (
              <>
                <HeaderAuthLink
                  href={withReturnTo(paths.signup, currentUrl)}
                  onOpen={() => onAuthRequest('SIGNUP')}
                >
                  Sign up
                </HeaderAuthLink>
                <HeaderAuthLink
                  href={withReturnTo(paths.login, currentUrl)}
                  onOpen={() => onAuthRequest('LOGIN')}
                >
                  Log in
                </HeaderAuthLink>
              </>
            ) : (
              <>
                <HeaderActionLink href={withReturnTo(paths.signup, currentUrl)}>Sign up</HeaderActionLink>
                <HeaderActionLink href={withReturnTo(paths.login, currentUrl)}>Log in</HeaderActionLink>
              </>
            )}
            <HeaderActionLink href={paths.pro} variant="primary">
              Join Our Pro Network
            </HeaderActionLink>
          </>
        )
      }
      mobileActions={mobileMenuButton}
    />
  );
}
