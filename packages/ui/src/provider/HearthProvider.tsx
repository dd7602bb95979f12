'use client';

import { type ReactNode, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ThemeVariables } from '../theme/GlobalStyle';
import { defaultTheme, type HearthTheme } from '../theme/theme';
import { BrandContext, type BrandSettings, defaultBrand } from './brand';

export type HearthProviderProps = {
  children: ReactNode;
  /** Brand settings; anything left out keeps its default. */
  brand?: Partial<BrandSettings>;
  /** @default defaultTheme */
  theme?: HearthTheme;
  /**
   * Render the global reset, the body's font and colours. The theme's custom properties, which
   * the components' styles read, are set either way. @default true
   */
  withGlobalStyle?: boolean;
};

/** Gives every Hearth component its theme and brand settings. Wrap the app once. */
export function HearthProvider({
  children,
  brand,
  theme = defaultTheme,
  withGlobalStyle = true,
}: HearthProviderProps) {
  const brandValue = useMemo(() => ({ ...defaultBrand, ...brand }), [brand]);
  return (
    <ThemeProvider theme={theme}>
      <BrandContext.Provider value={brandValue}>
        <ThemeVariables />
        {withGlobalStyle ? <GlobalStyle /> : null}
        {children}
      </BrandContext.Provider>
    </ThemeProvider>
  );
}
