'use client';

import type { ReactNode } from 'react';
import { useSitePaths } from '../../provider/sitePaths';
import {
  HeaderActionLink,
  HeaderBar,
  HeaderLogo,
  HeaderNav,
  HeaderNavItem,
  HeaderNavLink,
} from '../shared/HeaderBar';

export type SeoHeaderProps = {
  /** Where Cost Guides leads (the spec names the link, not its page). @default the `costGuides` page */
  costGuidesHref?: string;
  /** The text of the app link (the `installApp` page). @default 'Get the App' */
  appLabel?: string;
  /** Shown below the `lg` breakpoint after the app link: the mobile menu button. */
  mobileMenuButton?: ReactNode;
  /** The name of the navigation landmark. @default 'Main' */
  navigationLabel?: string;
};

/**
 * The header of search-engine landing pages: the logo, Repair & Improve, Cost Guides and Advice,
 * and an app link. Below the `lg` breakpoint the logo, the app link and
 * `mobileMenuButton` show. Links are built on the brand's web base address.
 */
export function SeoHeader({
  costGuidesHref,
  appLabel = 'Get the App',
  mobileMenuButton,
  navigationLabel = 'Main',
}: SeoHeaderProps) {
  const paths = useSitePaths();
  return (
    <HeaderBar
      logo={<HeaderLogo />}
      navigation={
        <HeaderNav aria-label={navigationLabel}>
          <HeaderNavItem>
            <HeaderNavLink href={paths.repairAndImprove}>Repair & Improve</HeaderNavLink>
          </HeaderNavItem>
          <HeaderNavItem>
            <HeaderNavLink href={costGuidesHref ?? paths.costGuides}>Cost Guides</HeaderNavLink>
          </HeaderNavItem>
          <HeaderNavItem>
            <HeaderNavLink href={paths.advice}>Advice</HeaderNavLink>
          </HeaderNavItem>
        </HeaderNav>
      }
      actions={
        <HeaderActionLink href={paths.installApp} variant="primary">
          {appLabel}
        </HeaderActionLink>
      }
      mobileActions={
        <>
          <HeaderActionLink href={paths.installApp} variant="primary">
            {appLabel}
          </HeaderActionLink>
          {mobileMenuButton}
        </>
      }
    />
  );
}
