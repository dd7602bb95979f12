'use client';

import { useId, useMemo } from 'react';
import { Icon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { telHref, useBrand } from '../../provider/brand';
import { useRouterAnchorProps } from '../../provider/LinkRouterProvider';
import { type SitePaths, useSitePaths } from '../../provider/sitePaths';
import { type PageLink, webHref } from '../shared/href';
import {
  Copyright,
  FooterColumn,
  FooterColumns,
  FooterHeading,
  FooterInner,
  FooterLegal,
  FooterLink,
  FooterList,
  SocialIconLink,
  StyledFooter,
} from './Footer.styles';
import {
  FOOTER_GROUPS,
  type FooterGroup,
  type FooterLink as FooterLinkData,
  isExternal,
  LEGAL_LINKS,
  SOCIAL_LINKS,
  type SocialLink,
  SUPPORT_LINK,
} from './footerLinks';

export type FooterProps = {
  /** The columns of links. @default FOOTER_GROUPS (homeowners, professionals, company) on the site's `paths` */
  groups?: readonly FooterGroup[];
  /** The social network icon links, each opening in a new tab. @default SOCIAL_LINKS on the site's `paths` */
  socialLinks?: readonly SocialLink[];
  /** The year of the copyright line. @default the current year */
  year?: number;
  /** What screen readers hear after a link that opens in a new tab. @default '(opens in a new tab)' */
  newTabLabel?: string;
};

function TextLink({
  link,
  webBaseUrl,
  newTabLabel,
}: {
  link: FooterLinkData;
  webBaseUrl: string;
  newTabLabel: string;
}) {
  const external = isExternal(link.href);
  const anchor = useRouterAnchorProps(
    external ? link.href : webHref(webBaseUrl, link.href),
    external ? '_blank' : undefined,
  );
  if (external) {
    return (
      <FooterLink {...anchor} rel="noopener noreferrer">
        {link.name}
        <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
      </FooterLink>
    );
  }
  return <FooterLink {...anchor}>{link.name}</FooterLink>;
}

const linkTo = (paths: SitePaths, link: PageLink): FooterLinkData => ({
  name: link.name,
  href: paths[link.page],
});

/**
 * The page footer (a `contentinfo` landmark): columns for homeowners, professionals and the
 * company, customer support with the brand's phone number, social icon links, and the legal row
 * (terms, privacy, do-not-sell). Site paths are built on `useBrand().webBaseUrl`; absolute URLs
 * open in a new tab. Columns sit in one row on desktops and stack on phones.
 */
export function Footer({
  groups: givenGroups,
  socialLinks: givenSocialLinks,
  year = new Date().getFullYear(),
  newTabLabel = '(opens in a new tab)',
}: FooterProps) {
  const { productName, supportPhone, webBaseUrl } = useBrand();
  const paths = useSitePaths();
  const groups = useMemo(
    () =>
      givenGroups ??
      FOOTER_GROUPS.map((group) => ({
        title: group.title,
        links: group.links.map((link) => linkTo(paths, link)),
      })),
    [givenGroups, paths],
  );
  const socialLinks = useMemo(
    () =>
      givenSocialLinks ??
      SOCIAL_LINKS.map(({ network, page, icon }) => ({ network, href: paths[page], icon })),
    [givenSocialLinks, paths],
  );
  const idPrefix = useId();
  const linkProps = { webBaseUrl, newTabLabel };
  return (
    <StyledFooter>
      <FooterInner>
        <FooterColumns>
          {groups.map((group, index) => (
            <FooterColumn key={group.title} data-column="">
              <FooterHeading id={`${idPrefix}-${index}`}>{group.title}</FooterHeading>
              <FooterList aria-labelledby={`${idPrefix}-${index}`}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <TextLink link={link} {...linkProps} />
                  </li>
                ))}
              </FooterList>
            </FooterColumn>
          ))}
          <FooterColumn data-column="">
            <FooterHeading id={`${idPrefix}-support`}>Support</FooterHeading>
            <FooterList aria-labelledby={`${idPrefix}-support`}>
              <li>
                <TextLink link={linkTo(paths, SUPPORT_LINK)} {...linkProps} />
              </li>
              <li>
                <FooterLink href={telHref(supportPhone)}>{`Call ${supportPhone}`}</FooterLink>
              </li>
            </FooterList>
          </FooterColumn>
          <FooterColumn data-column="">
            <FooterHeading id={`${idPrefix}-social`}>Follow Us</FooterHeading>
            <FooterList data-layout="icons" aria-labelledby={`${idPrefix}-social`}>
              {socialLinks.map((social) => (
                <li key={social.href}>
                  <SocialIconLink href={social.href} target="_blank" rel="noopener noreferrer">
                    <Icon as={social.icon} size="sm" />
                    <VisuallyHidden>{`${productName} on ${social.network} ${newTabLabel}`}</VisuallyHidden>
                  </SocialIconLink>
                </li>
              ))}
            </FooterList>
          </FooterColumn>
        </FooterColumns>
        <FooterLegal>
          <Copyright>{`© ${year} ${productName}. All rights reserved.`}</Copyright>
          <FooterList data-layout="row" aria-label="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.page}>
                <TextLink link={linkTo(paths, link)} {...linkProps} />
              </li>
            ))}
          </FooterList>
        </FooterLegal>
      </FooterInner>
    </StyledFooter>
  );
}
