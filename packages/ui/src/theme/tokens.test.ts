import { describe, expect, test } from 'vitest';
import { contrastRatio as contrast } from './contrast';
import { themeToCssVariables } from './cssVariables';
import { createTheme, defaultTheme, media } from './theme';
import { colors, contrastPairs, motion } from './tokens';
import { vars } from './vars';

describe('colour tokens', () => {
  test.each(contrastPairs)(
    '$text on $background meets WCAG AA ($minimum:1)',
    ({ text, background, minimum }) => {
      expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(minimum);
    },
  );

  test('the contrast helper matches known WCAG figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('theme', () => {
  test('motion carries the spec timings', () => {
    expect(motion.fade).toBe('250ms');
    expect(motion.close).toBe('200ms');
    expect(motion.panelEnter).toBe('200ms');
  });

  test('tokens are emitted as CSS custom properties', () => {
    const variables = themeToCssVariables(defaultTheme);
    expect(variables['--hearth-colors-primary']).toBe(colors.primary);
    expect(variables['--hearth-motion-fade']).toBe('250ms');
    expect(variables['--hearth-z-indices-modal']).toBe('1400');
    expect(Object.keys(variables).some((name) => name.startsWith('--hearth-media'))).toBe(false);
  });

  test('vars refers to the custom properties by the names they are emitted under', () => {
    expect(vars.colors.primary).toBe('var(--hearth-colors-primary)');
    expect(vars.sizes.iconSize.sm).toBe('var(--hearth-sizes-icon-size-sm)');
    const refs: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') refs.push(value);
      else for (const inner of Object.values(value as object)) collect(inner);
    };
    collect(vars);
    const emitted = Object.keys(themeToCssVariables(defaultTheme))
      .filter((name) => !name.startsWith('--hearth-breakpoints-'))
      .map((name) => `var(${name})`);
    expect(refs.sort()).toEqual(emitted.sort());
  });

  test('media queries come from the breakpoints; a theme carries the same ones', () => {
    expect(media.md).toBe('@media (min-width: 768px)');
    expect(createTheme({ colors: {} }).media).toBe(media);
  });
});
