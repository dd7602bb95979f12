'use client';

import { createContext, useContext } from 'react';

/** Brand settings the spec leaves open: `{product}`, `{phone}` and the addresses links are built on. */
export type BrandSettings = {
  /** The product name that fills `{product}` in copy. @default 'Hearth' */
  productName: string;
  /** The support phone number shown as `{phone}`. @default '1-800-555-0199' */
  supportPhone: string;
  /** The main web address header and footer links are built on. @default '' (same origin) */
  webBaseUrl: string;
  /** The host that serves `/api/image/display/...` images. @default '' (same origin) */
  imagesHost: string;
};

export const defaultBrand: BrandSettings = {
  productName: 'Hearth',
  supportPhone: '1-800-555-0199',
  webBaseUrl: '',
  imagesHost: '',
};

export const BrandContext = createContext<BrandSettings>(defaultBrand);

/** The `tel:` address of a phone number written for people, such as '1-800-555-0199'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function useBrand(): BrandSettings {
  return useContext(BrandContext);
}
