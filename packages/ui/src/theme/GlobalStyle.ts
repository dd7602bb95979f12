import { createGlobalStyle } from 'styled-components';
import { cssVariablesBlock } from './cssVariables';

export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => cssVariablesBlock(theme)}
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }

  body[data-scroll-locked] {
    overflow: hidden;
  }

  :focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
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
