'use client';

import { type ReactNode, useContext, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ThemeVariables } from '../theme/GlobalStyle';
import { defaultTheme, type HearthTheme } from '../theme/theme';
import { BrandContext, type BrandSettings, defaultBrand } from './brand';
import { type SitePaths, SitePathsContext } from './sitePaths';

export type HearthProviderProps = {
  children: ReactNode;
  /** Brand settings; anything left out keeps its default. */
  brand?: Partial<BrandSettings>;
  /**
   * The site's pages that the shell and the flow views link to (`sitePaths` from `@hearth/data`
   * for the marketplace's own). Components that link to the site need them; the others do not.
   * @default the paths of an enclosing `HearthProvider`
   */
  paths?: SitePaths;
  /** @default defaultTheme */
  theme?: HearthTheme;
  /**
   * Render the global reset, the body's font and colours. The theme's custom properties, which
   * the components' styles read, are set either way. @default true
   */
  withGlobalStyle?: boolean;
};

/** Gives every Hearth component its theme, brand settings and the site's paths. Wrap the app once. */
export function HearthProvider({
  children,
  brand,
  paths,
  theme = defaultTheme,
  withGlobalStyle = true,
}: HearthProviderProps) {
  const brandValue = useMemo(() => ({ ...defaultBrand, ...brand }), [brand]);
  const enclosingPaths = useContext(SitePathsContext);
  return (
    <ThemeProvider theme={theme}>
      <BrandContext.Provider value={brandValue}>
        <SitePathsContext.Provider value={paths ?? enclosingPaths}>
          <ThemeVariables />
          {withGlobalStyle ? <GlobalStyle /> : null}
          {children}
        </SitePathsContext.Provider>
      </BrandContext.Provider>
    </ThemeProvider>
  );
}
