/** The desktop header's fixed link targets (spec 01 §2 "Desktop header"), relative to the web base address. */
export const desktopHeaderPaths = {
  repairAndImprove: '/home-projects',
  resources: '/advice',
  forBusinesses: '/pro',
  joinProNetwork: '/pro',
  signup: '/signup',
  login: '/login',
} as const;

/** The page of a popular cost guide. */
export function costGuidePath(slug: string): string {
  return `/project-cost/${encodeURIComponent(slug)}`;
}

/** The Insurance dropdown, shown only when insurance is enabled. */
export const insuranceLinks = [
  { name: 'Find my policy', href: '/insurance/onboarding/state-selection' },
  { name: 'File a claim', href: '/insurance/claim' },
  { name: 'Subscriber documents', href: '/insurance/subscriber-documents' },
] as const;

/** The Moving dropdown's site links; the movers link (external) comes second. */
export const movingLinks = {
  checklist: { name: 'Moving checklist', href: '/move-in/dashboard/landing' },
  moversLabel: 'Movers',
  rest: [
    { name: 'Internet/TV', href: '/connect/packages' },
    { name: 'Home monitoring', href: '/advice/best-home-security-system' },
    { name: 'Get the mobile app', href: '/mobile-app' },
  ],
} as const;
