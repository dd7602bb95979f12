'use client';

import { createContext, useContext } from 'react';

/**
 * The pages of the site that headers, menus, the footer and flow views link to, as paths on the
 * brand's web address (`webBaseUrl`) or as absolute URLs. They belong to the app: pass them once
 * to `HearthProvider` (`paths`). `sitePaths` from `@hearth/data` holds the marketplace's own.
 * Plain strings only, so that a server component can pass them to the provider.
 */
export type SitePaths = {
  /** The front page. */
  home: string;
  /** The sign-up page; the shell adds `?r={current page}`. */
  signup: string;
  /** The log-in page; the shell adds `?r={current page}`. */
  login: string;
  /** A homeowner's home page. */
  myHome: string;
  /** Experimental features. */
  labs: string;
  /** The moving checklist of a signed-in homeowner. */
  movingDashboard: string;
  /** The moving checklist's landing page for visitors. */
  movingChecklist: string;
  /** A homeowner's projects, from the header's My Checklist dropdown. */
  projects: string;
  /** A homeowner's booked projects, from the mobile menu. */
  bookedProjects: string;
  /** The account settings. */
  accountSettings: string;
  /** The change-password page of the account settings. */
  changePassword: string;
  /** The notification settings of the account settings. */
  notificationSettings: string;
  /** The notifications bell's page. */
  notifications: string;
  /** The directory of services (Repair & Improve). */
  repairAndImprove: string;
  /** The cost guides; one guide is `{costGuides}/{slug}`. */
  costGuides: string;
  /** The advice articles (Resources). */
  advice: string;
  /** The home-monitoring article of the Moving dropdown. */
  homeMonitoring: string;
  /** Internet and TV packages. */
  internetAndTv: string;
  /** The page about the mobile app. */
  mobileApp: string;
  /** Where the SEO header's Install app button goes. */
  installApp: string;
  /** The professionals directory of the discover menu. */
  professionals: string;
  /** How the marketplace works. */
  howItWorks: string;
  /** The landing page for professionals (For Businesses, Join Our Pro Network). */
  pro: string;
  /** Creating a pro account. */
  proSignUp: string;
  proDashboard: string;
  proProfile: string;
  proFinances: string;
  proSettings: string;
  /** A pro's user information, in the pro account menu. */
  proUserInformation: string;
  inspectorReferrals: string;
  inspectorPayout: string;
  inspectorSettings: string;
  /** Insurance: finding one's policy (log-in form, Insurance dropdown). */
  insuranceFindPolicy: string;
  /** Insurance: verifying a policy, from the sign-up page. */
  insuranceVerify: string;
  insuranceClaim: string;
  insuranceDocuments: string;
  about: string;
  careers: string;
  press: string;
  support: string;
  terms: string;
  privacy: string;
  doNotSell: string;
  /** The FAQ entry on removing a pro. */
  faqRemovePro: string;
  /** The FAQ entry on cancelling or updating a project. */
  faqUpdateProject: string;
  facebook: string;
  instagram: string;
  x: string;
  youtube: string;
  linkedin: string;
};

/** The name of one of the site's pages. */
export type SitePage = keyof SitePaths;

export const SitePathsContext = createContext<SitePaths | null>(null);

/** The site's paths given to `HearthProvider`; a component that links to the site needs them. */
export function useSitePaths(): SitePaths {
  const paths = useContext(SitePathsContext);
  if (!paths) {
    throw new Error(
      "This Hearth component links to the site's pages: pass them to HearthProvider as `paths` (the marketplace's own are `sitePaths` from @hearth/data).",
    );
  }
  return paths;
}
