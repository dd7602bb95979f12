'use client';

import { createElement } from 'react';
import { createGlobalStyle, useTheme } from 'styled-components';
import { cssVariablesBlock } from './cssVariables';
import { defaultTheme, type HearthTheme } from './theme';
import { vars } from './vars';

/**
 * The default theme's variables as a static global style. styled-components writes a static one
 * once and, on a prerendered page, finds it in the page's styles instead of putting its ~150
 * declarations through the CSS parser again while the page hydrates.
 */
const DefaultThemeVariables = createGlobalStyle`
  :root {
    ${cssVariablesBlock(defaultTheme)}
  }
`;

/** Any other theme's variables, worked out from the theme on each render. */
const CustomThemeVariables = createGlobalStyle`
  :root {
    ${({ theme }) => cssVariablesBlock(theme as HearthTheme)}
  }
`;

/** The theme's tokens as custom properties on `:root`: every component's styles read them (`vars`). */
export function ThemeVariables() {
  return createElement(useTheme() === defaultTheme ? DefaultThemeVariables : CustomThemeVariables);
}

/** The reset, the body's font and colours, the focus ring and reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${vars.typography.fontFamily};
    font-size: ${vars.typography.sizes.md};
    line-height: ${vars.typography.lineHeights.normal};
    color: ${vars.colors.text};
    background: ${vars.colors.surface};
  }

  body[data-scroll-locked] {
    overflow: hidden;
  }

  :focus-visible {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
