import { describe, expect, test } from 'vitest';
import { safeRedirectTarget, signupLinkSearch } from './redirect';

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

describe('signupLinkSearch', () => {
  test("keeps the page's query and adds the page as r when it names none", () => {
    const page = {
      href: 'https://www.hearth.example/cost?insuranceFlow=true',
      search: '?insuranceFlow=true',
    };
    const query = new URLSearchParams(signupLinkSearch(page));
    expect(query.get('insuranceFlow')).toBe('true');
    expect(query.get('r')).toBe(page.href);
  });

  test("keeps the page's own r", () => {
    const page = { href: 'https://www.hearth.example/login?r=%2Fmy-home', search: '?r=%2Fmy-home' };
    expect(signupLinkSearch(page)).toBe('?r=%2Fmy-home');
  });
});
