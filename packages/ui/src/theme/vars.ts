import { cssVariableName } from './cssVariables';
import { type HearthTokens, tokens } from './tokens';

type VariableRefs<T> = { readonly [K in keyof T]: T[K] extends object ? VariableRefs<T[K]> : string };

function refsOf<T extends object>(value: T, path: readonly string[]): VariableRefs<T> {
  const entries = Object.entries(value).map(([key, inner]) => [
    key,
    inner !== null && typeof inner === 'object'
      ? refsOf(inner, [...path, key])
      : `var(${cssVariableName([...path, key])})`,
  ]);
  return Object.fromEntries(entries) as VariableRefs<T>;
}

/**
 * The tokens as references to their CSS custom properties (`vars.space.md` is
 * `var(--hearth-space-md)`), which HearthProvider sets from its theme. Styles interpolate these
 * plain strings rather than `({ theme }) => ...` functions: a styled component whose CSS has no
 * function in it is static, and styled-components then makes its class once instead of working
 * its CSS out again on every render.
 */
export const vars: VariableRefs<Omit<HearthTokens, 'breakpoints'>> = refsOf(withoutBreakpoints(), []);

/** A custom property cannot go in a media query: `media` has the breakpoints' queries. */
function withoutBreakpoints() {
  const { breakpoints: _breakpoints, ...rest } = tokens;
  return rest;
}
