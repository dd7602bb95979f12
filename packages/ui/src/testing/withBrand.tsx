/* A story decorator: the story under these brand settings, on top of the defaults. */
import type { Decorator } from '@storybook/react-vite';
import { BrandContext, type BrandSettings, defaultBrand } from '../provider/brand';

export const withBrand =
  (brand: Partial<BrandSettings>): Decorator =>
  (Story) => (
    <BrandContext.Provider value={{ ...defaultBrand, ...brand }}>
      <Story />
    </BrandContext.Provider>
  );
