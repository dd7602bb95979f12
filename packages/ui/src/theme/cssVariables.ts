import type { HearthTheme } from './theme';

const kebab = (value: string) => value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property of a token: `['sizes', 'iconSize', 'sm']` is `--hearth-sizes-icon-size-sm`. */
export const cssVariableName = (path: readonly string[]) => `--hearth-${path.map(kebab).join('-')}`;

function flatten(path: string[], value: unknown, out: Record<string, string>) {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten([...path, key], inner, out);
  } else {
    out[cssVariableName(path)] = String(value);
  }
}

/** The theme as CSS custom properties (`--hearth-colors-primary`, `--hearth-space-md`, ...). */
export function themeToCssVariables(theme: HearthTheme): Record<string, string> {
  const out: Record<string, string> = {};
  const { media: _media, ...tokens } = theme;
  flatten([], tokens, out);
  return out;
}

export function cssVariablesBlock(theme: HearthTheme): string {
  return Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
