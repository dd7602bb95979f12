import type { HearthTheme } from './theme';

const kebab = (value: string) => value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function flatten(prefix: string, value: unknown, out: Record<string, string>) {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}-${kebab(key)}`, inner, out);
  } else {
    out[prefix] = String(value);
  }
}

/** The theme as CSS custom properties (`--hearth-colors-primary`, `--hearth-space-md`, ...). */
export function themeToCssVariables(theme: HearthTheme): Record<string, string> {
  const out: Record<string, string> = {};
  const { media: _media, ...tokens } = theme;
  flatten('--hearth', tokens, out);
  return out;
}

export function cssVariablesBlock(theme: HearthTheme): string {
  return Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
