import { afterEach, describe, expect, test, vi } from 'vitest';

async function brandWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./brand')).appBrand;
}

describe('appBrand', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test('takes the brand settings from the build environment', async () => {
    expect(
      await brandWith({
        VITE_HEARTH_PRODUCT_NAME: 'Homestead',
        VITE_HEARTH_SUPPORT_PHONE: '1-888-555-0100',
        VITE_HEARTH_WEB_BASE_URL: 'https://www.homestead.example',
        VITE_HEARTH_IMAGES_HOST: 'https://img.homestead.example',
      }),
    ).toEqual({
      productName: 'Homestead',
      supportPhone: '1-888-555-0100',
      webBaseUrl: 'https://www.homestead.example',
      imagesHost: 'https://img.homestead.example',
    });
  });

  test('leaves out what is unset or empty, so the defaults of @hearth/ui apply', async () => {
    const brand = await brandWith({
      VITE_HEARTH_PRODUCT_NAME: '',
      VITE_HEARTH_SUPPORT_PHONE: '1-888-555-0100',
      VITE_HEARTH_WEB_BASE_URL: '',
      VITE_HEARTH_IMAGES_HOST: '',
    });
    expect(brand).toEqual({ supportPhone: '1-888-555-0100' });
  });
});
