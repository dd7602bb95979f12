import type { BrandSettings } from '@hearth/ui';

const env = import.meta.env ?? {};

/**
 * The brand settings of this build (ARCHITECTURE.md: `{product}`, `{phone}` and the web base
 * address are settings): `VITE_HEARTH_PRODUCT_NAME`, `VITE_HEARTH_SUPPORT_PHONE`,
 * `VITE_HEARTH_WEB_BASE_URL` (the main site the header and footer links lead to) and
 * `VITE_HEARTH_IMAGES_HOST`. Those not set keep @hearth/ui's defaults.
 */
export const appBrand: Partial<BrandSettings> = Object.fromEntries(
  Object.entries({
    productName: env.VITE_HEARTH_PRODUCT_NAME,
    supportPhone: env.VITE_HEARTH_SUPPORT_PHONE,
    webBaseUrl: env.VITE_HEARTH_WEB_BASE_URL,
    imagesHost: env.VITE_HEARTH_IMAGES_HOST,
  }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
);
