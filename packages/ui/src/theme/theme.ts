import { type HearthTokens, tokens } from './tokens';

/** The colour roles, each any CSS colour: a product's theme brings its own. */
export type ThemeColors = Record<keyof HearthTokens['colors'], string>;

export type HearthTheme = Omit<HearthTokens, 'colors'> & {
  colors: ThemeColors;
  /** Media queries built from the breakpoints, for use inside styled templates. */
  media: Record<keyof HearthTokens['breakpoints'], string>;
};

/** Media queries from the breakpoints, for styled templates (a custom property cannot go in one). */
export const media = Object.fromEntries(
  Object.entries(tokens.breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
) as HearthTheme['media'];

export function createTheme(overrides: Partial<{ colors: Partial<ThemeColors> }> = {}): HearthTheme {
  const merged = { ...tokens, colors: { ...tokens.colors, ...overrides.colors } };
  return { ...merged, media };
}

export const defaultTheme: HearthTheme = createTheme();
