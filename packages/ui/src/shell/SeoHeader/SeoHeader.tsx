'use client';

import type { ReactNode } from 'react';
import {
  HeaderActionLink,
  HeaderBar,
  HeaderLogo,
  HeaderNav,
  HeaderNavItem,
  HeaderNavLink,
} from '../shared/HeaderBar';

/** The SEO-page header's link targets, relative to the web base address. */
export const seoHeaderPaths = {
  repairAndImprove: '/home-projects',
  costGuides: '/project-cost',
  advice: '/advice',
  app: '/app',
} as const;

export type SeoHeaderProps = {
  /** Where Cost Guides leads (the spec names the link, not its page). @default '/project-cost' */
  costGuidesHref?: string;
  /** The text of the app link to /app. @default 'Get the App' */
  appLabel?: string;
  /** Shown below the `lg` breakpoint after the app link: the mobile menu button. */
  mobileMenuButton?: ReactNode;
  /** The name of the navigation landmark. @default 'Main' */
  navigationLabel?: string;
};

/**
 * The header of search-engine landing pages: the logo, Repair & Improve, Cost Guides and Advice,
 * and an app link to /app. Below the `lg` breakpoint the logo, the app link and
 * `mobileMenuButton` show. Links are built on the brand's web base address.
 */
export function SeoHeader({
  costGuidesHref = seoHeaderPaths.costGuides,
  appLabel = 'Get the App',
  mobileMenuButton,
  navigationLabel = 'Main',
}: SeoHeaderProps) {
  return (
    <HeaderBar
      logo={<HeaderLogo />}
      navigation={
        <HeaderNav aria-label={navigationLabel}>
          <HeaderNavItem>
            <HeaderNavLink href={seoHeaderPaths.repairAndImprove}>Repair & Improve</HeaderNavLink>
          </HeaderNavItem>
          <HeaderNavItem>
            <HeaderNavLink href={costGuidesHref}>Cost Guides</HeaderNavLink>
          </HeaderNavItem>
          <HeaderNavItem>
            <HeaderNavLink href={seoHeaderPaths.advice}>Advice</HeaderNavLink>
          </HeaderNavItem>
        </HeaderNav>
      }
      actions={
        <HeaderActionLink href={seoHeaderPaths.app} variant="primary">
          {appLabel}
        </HeaderActionLink>
      }
      mobileActions={
        <>
          <HeaderActionLink href={seoHeaderPaths.app} variant="primary">
            {appLabel}
          </HeaderActionLink>
          {mobileMenuButton}
        </>
      }
    />
  );
}
