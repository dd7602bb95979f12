'use client';

import type { ReactNode } from 'react';
import { CreditCard } from '../../components/Icon/icons';

/**
 * The card networks' marks, drawn small (32 x 20) in their colours: simplified shapes, not the
 * networks' licensed artwork. Keyed by `cardBrandIconName`.
 */
const MARKS: Readonly<Record<string, ReactNode>> = {
  visa: (
    <>
      <rect width="32" height="20" rx="3" fill="#1a1f71" />
      <text x="16" y="14.5" textAnchor="middle" fontSize="10" fontStyle="italic" fontWeight="800" fill="#fff">
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="32" height="20" rx="3" fill="#252525" />
      <circle cx="12.5" cy="10" r="6" fill="#eb001b" />
      <circle cx="19.5" cy="10" r="6" fill="#f79e1b" />
      <path d="M16 5.13a6 6 0 0 1 0 9.74a6 6 0 0 1 0-9.74z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="32" height="20" rx="3" fill="#2e77bc" />
      <text x="16" y="13.5" textAnchor="middle" fontSize="7.5" fontWeight="800" fill="#fff">
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#fff" stroke="#c4c4c4" />
      <path d="M14 19.5h15a2.5 2.5 0 0 0 2.5-2.5v-6q-6 7-17.5 8.5z" fill="#f48120" />
      <circle cx="16" cy="8.5" r="3" fill="#f48120" />
    </>
  ),
  diners: (
    <>
      <rect width="32" height="20" rx="3" fill="#0079be" />
      <circle cx="16" cy="10" r="6.5" fill="#fff" />
      <path d="M14.5 5.5a4.8 4.8 0 0 0 0 9zM17.5 5.5a4.8 4.8 0 0 1 0 9z" fill="#0079be" />
    </>
  ),
  jcb: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#fff" stroke="#c4c4c4" />
      <rect x="5" y="4" width="7" height="12" rx="2" fill="#0e4c96" />
      <rect x="12.5" y="4" width="7" height="12" rx="2" fill="#e21836" />
      <rect x="20" y="4" width="7" height="12" rx="2" fill="#007b40" />
    </>
  ),
  unionpay: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#fff" stroke="#c4c4c4" />
      <path d="M6 3h7l-3 14H3z" fill="#e21836" />
      <path d="M13 3h7l-3 14h-7z" fill="#00447c" />
      <path d="M20 3h7l-3 14h-7z" fill="#007b84" />
    </>
  ),
};

/** The saved card's brand mark, or a generic card for a brand without one. Decorative. */
export function CardBrandIcon({ brand }: { brand: string }) {
  const mark = MARKS[brand];
  if (!mark) return <CreditCard aria-hidden="true" focusable="false" />;
  return (
    <svg
      viewBox="0 0 32 20"
      width="32"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-card-mark={brand}
    >
      {mark}
    </svg>
  );
}
