import { describe, expect, test } from 'vitest';
import { safeRedirectTarget } from './redirect';

const origin = 'https://www.hearth.example';

describe('safeRedirectTarget', () => {
  test.each([
    ['/account/settings', '/account/settings'],
    ['/my-home?tab=1', '/my-home?tab=1'],
    ['https://www.hearth.example/cost-guides', 'https://www.hearth.example/cost-guides'],
    ['https://main.hearth.example/', 'https://main.hearth.example/'],
  ])('follows %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin, ['https://main.hearth.example'])).toBe(expected);
  });

  test.each([
    [null],
    [''],
    ['   '],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['https://www.hearth.example.evil.example/'],
    ['javascript:alert(1)'],
    ['not a url'],
  ])('refuses %s', (raw) => {
    expect(safeRedirectTarget(raw, origin, ['https://main.hearth.example'])).toBeNull();
  });
});
