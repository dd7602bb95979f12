'use client';

import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Avatar } from '../../../components/Avatar';
import { MenuItem, MenuSeparator } from '../../../components/Menu';
import { useSitePaths } from '../../../provider/sitePaths';
import { HeaderBar, HeaderLogo, HeaderNav, HeaderNavItem, HeaderNavLink } from '../../shared/HeaderBar';
import { useSiteHref } from '../../shared/href';
import { NavDropdown } from '../../shared/NavDropdown';
import { NavPanelLink, NavPanelSection } from '../../shared/NavPanel';
import { HeaderMenu } from '../parts/HeaderMenu';
import { MobileHeaderRow, NotificationsLink } from '../parts/HeaderParts';
import { ProfileLink, StaffMarker } from './HomeownerHeader.styles';

/** The name shown when the user has no first name. */
export const ANONYMOUS_NAME = 'Anonymous';

export type HomeownerHeaderProps = {
  /** The user's first name; blank or missing shows 'Anonymous'. */
  firstName?: string | null;
  /**
   * Photo URLs to try in order (profile picture, social-profile picture, default avatar); the
   * initials of the name are shown when none loads. @default []
   */
  photoSources?: readonly string[];
  /**
   * Show the notifications bell (to the `notifications` page): the company preference
   * askAProWebNotificationsEnabled. @default false
   */
  askAProNotifications?: boolean;
  /** Called when the user chooses Log out in the account menu. */
  onLogOut: () => void;
  /**
   * The signed-in person is staff with the CURATOR role working in a customer's account: show a
   * visible staff marker (see `selectHeader`). @default false
   */
  isCurator?: boolean;
  /**
   * The button that opens the mobile menu, shown below the `lg` breakpoint. The mobile menu
   * carries My Home, My Checklist and the account links there; without it the account menu
   * stays in the bar on small screens.
   */
  mobileMenuButton?: ReactNode;
};

const LOG_OUT: Key = 'log-out';

/**
 * The header of a logged-in homeowner. From the `lg` breakpoint up: My Home, My Checklist with
 * its dropdown (Moving, Projects, Start a new project), the notifications bell (when enabled),
 * the photo and first name linking to the account settings, and the account menu (Labs,
 * Account, Log out). Below it: the logo, the bell, the photo and the mobile menu button, and
 * for a curator the staff marker on a row of its own.
 * Dropdowns open on hover or keyboard focus, Space toggles them, Escape closes them and returns
 * focus to their trigger. Every link is built on the brand's web base address.
 */
export function HomeownerHeader({
  firstName,
  photoSources = [],
  askAProNotifications = false,
  onLogOut,
  isCurator = false,
  mobileMenuButton,
}: HomeownerHeaderProps) {
  const href = useSiteHref();
  const paths = useSitePaths();
  const name = firstName?.trim() || ANONYMOUS_NAME;

  const staffMarker = isCurator ? <StaffMarker>Staff: Curator</StaffMarker> : null;
  const bell = askAProNotifications ? <NotificationsLink /> : null;
  const accountMenu = (
    <HeaderMenu
      label={null}
      aria-label="Account menu"
      placement="bottom end"
      onAction={(key) => {
        if (key === LOG_OUT) onLogOut();
      }}
    >
      <MenuItem href={href('labs')}>Labs</MenuItem>
      <MenuItem href={href('accountSettings')}>Account</MenuItem>
      <MenuSeparator />
      <MenuItem id={LOG_OUT}>Log out</MenuItem>
    </HeaderMenu>
  );

  return (
    <div>
      <HeaderBar
        logo={<HeaderLogo />}
        navigation={
          <HeaderNav aria-label="Main">
            <HeaderNavItem>
              <HeaderNavLink href={paths.myHome}>My Home</HeaderNavLink>
            </HeaderNavItem>
            <HeaderNavItem>
              <NavDropdown label="My Checklist" href={paths.movingDashboard}>
                <NavPanelSection aria-label="My Checklist">
                  <NavPanelLink href={paths.movingDashboard}>Moving</NavPanelLink>
                  <NavPanelLink href={paths.projects}>Projects</NavPanelLink>
                  <NavPanelLink href={paths.projects}>Start a new project</NavPanelLink>
                </NavPanelSection>
              </NavDropdown>
            </HeaderNavItem>
          </HeaderNav>
        }
        actions={
          <>
            {staffMarker}
            {bell}
            <ProfileLink href={href('accountSettings')}>
              <Avatar sources={photoSources} name={name} alt="" size="EXTRA_SMALL" />
              {name}
            </ProfileLink>
            {accountMenu}
          </>
        }
        mobileActions={
          <>
            {bell}
            <ProfileLink href={href('accountSettings')}>
              <Avatar sources={photoSources} name={name} size="EXTRA_SMALL" />
            </ProfileLink>
            {mobileMenuButton ?? accountMenu}
          </>
        }
        below={isCurator ? <MobileHeaderRow>{staffMarker}</MobileHeaderRow> : null}
      />
    </div>
  );
}
