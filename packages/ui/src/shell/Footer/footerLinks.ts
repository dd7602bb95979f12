/**
 * The footer's default content, as the site's pages it links to (`HearthProvider`'s `paths`).
 * Paths starting with '/' are pages of the main site and are prefixed with
 * `useBrand().webBaseUrl`; absolute URLs (`https:`) open in a new tab.
 */
import type { LucideIcon } from 'lucide-react';
import type { SitePage } from '../../provider/sitePaths';
import type { PageLink } from '../shared/href';
import { Facebook, Instagram, Linkedin, XLogo, Youtube } from './socialIcons';

/** A footer link: its visible text and its target (a site path or an absolute URL). */
export type FooterLink = { name: string; href: string };

/** A titled column of links. */
export type FooterGroup = { title: string; links: readonly FooterLink[] };

/** A social network link, shown as an icon; `network` completes its name: '{product} on Facebook'. */
export type SocialLink = { network: string; href: string; icon: LucideIcon };

/** The default columns, by the site's pages. */
export const FOOTER_GROUPS: readonly { title: string; links: readonly PageLink[] }[] = [
  {
    title: 'For Homeowners',
    links: [
      { name: 'Repair & Improve', page: 'repairAndImprove' },
      { name: 'Cost Guides', page: 'costGuides' },
      { name: 'Advice', page: 'advice' },
      { name: 'Moving Checklist', page: 'movingChecklist' },
      { name: 'Get the App', page: 'mobileApp' },
    ],
  },
  {
    title: 'For Professionals',
    links: [
      { name: 'Join Our Pro Network', page: 'pro' },
      { name: 'Create a Pro Account', page: 'proSignUp' },
      { name: 'Pro Dashboard', page: 'proDashboard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', page: 'about' },
      { name: 'Careers', page: 'careers' },
      { name: 'Press', page: 'press' },
    ],
  },
];

/** The customer support page; the support phone number from the brand follows it. */
export const SUPPORT_LINK: PageLink = { name: 'Customer Support', page: 'support' };

export const LEGAL_LINKS: readonly PageLink[] = [
  { name: 'Terms of Use', page: 'terms' },
  { name: 'Privacy Policy', page: 'privacy' },
  { name: 'Do Not Sell or Share My Personal Information', page: 'doNotSell' },
];

export const SOCIAL_LINKS: readonly { network: string; page: SitePage; icon: LucideIcon }[] = [
  { network: 'Facebook', page: 'facebook', icon: Facebook },
  { network: 'Instagram', page: 'instagram', icon: Instagram },
  { network: 'X', page: 'x', icon: XLogo },
  { network: 'YouTube', page: 'youtube', icon: Youtube },
  { network: 'LinkedIn', page: 'linkedin', icon: Linkedin },
];

/** Whether a link leaves the site (and so opens in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);
