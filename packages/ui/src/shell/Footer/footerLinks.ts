/**
 * The footer's default content. Paths starting with '/' are pages of the main site and are
 * prefixed with `useBrand().webBaseUrl`; absolute URLs (`https:`) open in a new tab.
 */
import type { LucideIcon } from 'lucide-react';
import { Facebook, Instagram, Linkedin, XLogo, Youtube } from './socialIcons';

/** A footer link: its visible text and its target (a site path or an absolute URL). */
export type FooterLink = { name: string; href: string };

/** A titled column of links. */
export type FooterGroup = { title: string; links: readonly FooterLink[] };

/** A social network link, shown as an icon; `network` completes its name: '{product} on Facebook'. */
export type SocialLink = { network: string; href: string; icon: LucideIcon };

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'For Homeowners',
    links: [
      { name: 'Repair & Improve', href: '/home-projects' },
      { name: 'Cost Guides', href: '/project-cost' },
      { name: 'Advice', href: '/advice' },
      { name: 'Moving Checklist', href: '/move-in/dashboard/landing' },
      { name: 'Get the App', href: '/mobile-app' },
    ],
  },
  {
    title: 'For Professionals',
    links: [
      { name: 'Join Our Pro Network', href: '/pro' },
      { name: 'Create a Pro Account', href: '/pro/account/create/account-create' },
      { name: 'Pro Dashboard', href: '/pro/dashboard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', href: '/about' },
      { name: 'Careers', href: '/about/careers' },
      { name: 'Press', href: '/about/press' },
    ],
  },
];

/** The customer support page; the support phone number from the brand follows it. */
export const SUPPORT_LINK: FooterLink = { name: 'Customer Support', href: '/support' };

export const LEGAL_LINKS: readonly FooterLink[] = [
  { name: 'Terms of Use', href: '/about/terms' },
  { name: 'Privacy Policy', href: '/about/privacy' },
  { name: 'Do Not Sell or Share My Personal Information', href: '/about/do-not-sell' },
];

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/hearth', icon: Facebook },
  { network: 'Instagram', href: 'https://www.instagram.com/hearth', icon: Instagram },
  { network: 'X', href: 'https://x.com/hearth', icon: XLogo },
  { network: 'YouTube', href: 'https://www.youtube.com/@hearth', icon: Youtube },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/hearth', icon: Linkedin },
];

/** Whether a link leaves the site (and so opens in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);
