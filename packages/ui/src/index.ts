// Theme and provider

// Components
export * from './components/Button';
export * from './components/Spinner';
export { type BrandSettings, defaultBrand, useBrand } from './provider/brand';
export { HearthProvider, type HearthProviderProps } from './provider/HearthProvider';
export { themeToCssVariables } from './theme/cssVariables';
export { GlobalStyle } from './theme/GlobalStyle';
export { createTheme, defaultTheme, type HearthTheme } from './theme/theme';
export { type ColorRole, type HearthTokens, tokens } from './theme/tokens';
