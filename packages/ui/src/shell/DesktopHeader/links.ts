import type { PageLink } from '../shared/href';

/** The Insurance dropdown, shown only when insurance is enabled. */
export const insuranceLinks: readonly PageLink[] = [
  { name: 'Find my policy', page: 'insuranceFindPolicy' },
  { name: 'File a claim', page: 'insuranceClaim' },
  { name: 'Subscriber documents', page: 'insuranceDocuments' },
];

/** The Moving dropdown's site links; the movers link (external) comes second. */
export const movingLinks = {
  checklist: { name: 'Moving checklist', page: 'movingChecklist' },
  moversLabel: 'Movers',
  rest: [
    { name: 'Internet/TV', page: 'internetAndTv' },
    { name: 'Home monitoring', page: 'homeMonitoring' },
    { name: 'Get the mobile app', page: 'mobileApp' },
  ],
} as const satisfies { checklist: PageLink; moversLabel: string; rest: readonly PageLink[] };
