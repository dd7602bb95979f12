/** Demo company details: reviews, published profile documents and home-service coverage. */
import type { CompanyDocument } from '@hearth/data';

export type ReviewSeed = {
  rating: number;
  title: string;
  text: string;
  reviewerName: string;
  visible: boolean;
  /** Days before the seed date, so "newest first" has a stable order. */
  daysAgo: number;
};

export const PRO_REVIEWS: ReviewSeed[] = [
  {
    rating: 5,
    title: 'Fixed our leak the same day',
    text: 'Priya came out within hours and found the leak behind the vanity.',
    reviewerName: 'Hana H.',
    visible: true,
    daysAgo: 3,
  },
  {
    rating: 4,
    title: 'Good water heater install',
    text: 'Clean work and fair price; arrived a little late.',
    reviewerName: 'Marcus T.',
    visible: true,
    daysAgo: 12,
  },
  {
    rating: 1,
    title: 'Spam',
    text: 'Buy cheap watches at example.invalid',
    reviewerName: 'Bot B.',
    visible: false,
    daysAgo: 15,
  },
  {
    rating: 5,
    title: 'Furnace running again',
    text: 'Explained everything and cleaned up after.',
    reviewerName: 'Elena R.',
    visible: true,
    daysAgo: 30,
  },
  {
    rating: 3,
    title: 'Okay experience',
    text: 'The job got done but scheduling took a few calls.',
    reviewerName: 'Dev P.',
    visible: true,
    daysAgo: 45,
  },
  {
    rating: 2,
    title: 'Disputed invoice',
    text: 'Held for moderation while the invoice dispute is reviewed.',
    reviewerName: 'Sam K.',
    visible: false,
    daysAgo: 60,
  },
  {
    rating: 5,
    title: 'Drain cleared quickly',
    text: 'Friendly and fast.',
    reviewerName: 'Olu A.',
    visible: true,
    daysAgo: 90,
  },
  {
    rating: 4,
    title: 'Solid toilet install',
    text: 'Took the old one away too.',
    reviewerName: 'Jess M.',
    visible: true,
    daysAgo: 120,
  },
];

export const QUIET_REVIEWS: ReviewSeed[] = [
  {
    rating: 4,
    title: 'Nice shelving',
    text: 'Built-in shelves look great.',
    reviewerName: 'Ana L.',
    visible: true,
    daysAgo: 20,
  },
  {
    rating: 1,
    title: 'Wrong company',
    text: 'Meant to review someone else.',
    reviewerName: 'Tom W.',
    visible: false,
    daysAgo: 40,
  },
];

export type DocumentSeed = { kind: Exclude<CompanyDocument['kind'], 'ROOT'>; title: string; body: string };

export const PRO_DOCUMENTS: DocumentSeed[] = [
  {
    kind: 'ABOUT',
    title: 'About Priya Plumbing & Heating',
    body: 'Family-owned plumbing and heating company serving Los Angeles since 2009.',
  },
  {
    kind: 'SERVICES',
    title: 'Services',
    body: 'Leak repair, water heaters, drains, toilets, furnace and AC tune-ups.',
  },
  { kind: 'LICENSES', title: 'Licenses', body: 'California C-36 Plumbing Contractor license 100200.' },
  { kind: 'SERVICE_AREA', title: 'Service area', body: 'Los Angeles County, ZIP codes 900xx to 918xx.' },
];

export const QUIET_DOCUMENTS: DocumentSeed[] = [
  { kind: 'ABOUT', title: 'About Quiet Carpentry', body: 'Custom carpentry and small repairs.' },
];

/** Home service ids each demo company covers: [homeServiceId, conditional]. */
export const PRO_COVERAGE: [number, boolean][] = [
  [1, false],
  [2, true],
  [3, false],
  [4, false],
  [6, true],
  [7, false],
  [8, false],
];

export const QUIET_COVERAGE: [number, boolean][] = [
  [9, false],
  [10, false],
  [11, false],
  [16, true],
  [20, false],
];
