import { type HearthTokens, tokens } from './tokens';

export type HearthTheme = HearthTokens & {
  /** Media queries built from the breakpoints, for use inside styled templates. */
  media: Record<keyof HearthTokens['breakpoints'], string>;
};

/** Media queries from the breakpoints, for styled templates (a custom property cannot go in one). */
export const media = Object.fromEntries(
  Object.entries(tokens.breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
) as HearthTheme['media'];

export function createTheme(
  overrides: Partial<{ colors: Partial<HearthTokens['colors']> }> = {},
): HearthTheme {
  const merged = { ...tokens, colors: { ...tokens.colors, ...overrides.colors } };
  return { ...merged, media };
}

export const defaultTheme: HearthTheme = createTheme();

declare module 'styled-components' {
  /** Every styled component sees the Hearth theme. */
  export interface DefaultTheme extends HearthTheme {}
}
