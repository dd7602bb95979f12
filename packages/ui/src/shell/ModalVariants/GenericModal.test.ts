import { describe, expect, test } from 'vitest';
import { tokens } from '../../theme/tokens';
import { genericModalVariants } from './GenericModal';

describe('generic modal variants', () => {
  test("the theme's motion tokens are the spec's durations: fade 250 ms, close 200 ms", () => {
    expect(tokens.motion.fade).toBe('250ms');
    expect(tokens.motion.close).toBe('200ms');
  });

  test('only the animatedClose variant animates its close', () => {
    const animated = Object.entries(genericModalVariants).filter(([, props]) => props.animateClose);
    expect(animated.map(([name]) => name)).toEqual(['animatedClose']);
  });
});
