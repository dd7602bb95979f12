'use client';

import { type ReactNode, useContext, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ThemeVariables } from '../theme/GlobalStyle';
import { defaultTheme, type HearthTheme } from '../theme/theme';
import { BrandContext, type BrandSettings, defaultBrand } from './brand';
import { type SitePaths, SitePathsContext } from './sitePaths';
import { type TextLimits, TextLimitsContext } from './textLimits';

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
  /**
   * The longest text the API takes in each field (`TEXT_LIMITS` from `@hearth/data`): the flow
   * views' fields stop there and say so, instead of sending what the API refuses.
   * @default the limits of an enclosing `HearthProvider`, else none
   */
  textLimits?: TextLimits;
  /** @default defaultTheme */
  theme?: HearthTheme;
  /**
   * Render the global reset, the body's font and colours. The theme's custom properties, which
   * the components' styles read, are set either way. @default true
   */
  withGlobalStyle?: boolean;
};

/**
 * Gives every Hearth component its theme, brand settings, the site's paths and the API's text
 * limits. Wrap the app once.
 */
export function HearthProvider({
  children,
  brand,
  paths,
  textLimits,
  theme = defaultTheme,
  withGlobalStyle = true,
}: HearthProviderProps) {
  const brandValue = useMemo(() => ({ ...defaultBrand, ...brand }), [brand]);
  const enclosingPaths = useContext(SitePathsContext);
  const enclosingLimits = useContext(TextLimitsContext);
  return (
    <ThemeProvider theme={theme}>
      <BrandContext.Provider value={brandValue}>
        <SitePathsContext.Provider value={paths ?? enclosingPaths}>
          <TextLimitsContext.Provider value={textLimits ?? enclosingLimits}>
            <ThemeVariables />
            {withGlobalStyle ? <GlobalStyle /> : null}
            {children}
          </TextLimitsContext.Provider>
        </SitePathsContext.Provider>
      </BrandContext.Provider>
    </ThemeProvider>
  );
}
