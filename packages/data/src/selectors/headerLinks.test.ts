import { describe, expect, test } from 'vitest';
import { dropdownColumns, type HeaderLink, headerLinkHref, matchHeaderLink, slugify } from './headerLinks';

const BASE = 'https://www.example.com';

const link = (overrides: Partial<HeaderLink> = {}): HeaderLink => ({
  name: 'Plumbing',
  proType: 'SERVICE_TYPE',
  serviceTypeKey: 12,
  ...overrides,
});

describe('headerLinkHref', () => {
  test.each<[string, Partial<HeaderLink>, string, string]>([
    [
      'seoUrlPart -> near-me',
      { seoUrlPart: 'plumbers', urlPath: 'ignored' },
      BASE,
      `${BASE}/near-me/plumbers`,
    ],
    [
      'seoUrlPart slashes trimmed, base slash trimmed',
      { seoUrlPart: '/plumbers/' },
      `${BASE}/`,
      `${BASE}/near-me/plumbers`,
    ],
    ['service type urlPath ends in cs', { urlPath: 'plumbing' }, BASE, `${BASE}/plumbing/12cs`],
    [
      'company type urlPath ends in cp',
      { proType: 'COMPANY_TYPE', serviceTypeKey: 7, urlPath: '/plumbers/' },
      BASE,
      `${BASE}/plumbers/7cp`,
    ],
    ['urlPath already suffixed is kept', { urlPath: 'plumbing/12cs' }, BASE, `${BASE}/plumbing/12cs`],
    ['relative href', { href: '/custom/path' }, BASE, `${BASE}/custom/path`],
    ['absolute href', { href: 'https://other.example.org/x' }, BASE, 'https://other.example.org/x'],
    ['nothing but the name', { name: 'Heating & Cooling' }, BASE, `${BASE}/near-me/heating-and-cooling`],
  ])('%s', (_name, overrides, base, expected) => {
    expect(headerLinkHref(link(overrides), base)).toBe(expected);
  });

  test.each<[string, string]>([
    ['Plumbing', 'plumbing'],
    ['  Roofing  Contractors ', 'roofing-contractors'],
    ['Café Décor', 'cafe-decor'],
    ['Heating & A/C', 'heating-and-a-c'],
  ])('slugify(%j) -> %j', (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });
});

describe('matchHeaderLink', () => {
  const links = [
    link({ name: 'A', serviceTypeKey: 1 }),
    link({ name: 'B', serviceTypeKey: 2 }),
    link({ name: 'C', serviceTypeKey: 3 }),
  ];

  test.each<[string, Parameters<typeof matchHeaderLink>[1], string | undefined]>([
    ['by serviceTypeKey', { serviceTypeKey: 2 }, 'B'],
    ['by numeric serviceId', { serviceId: 3 }, 'C'],
    ['by string serviceId', { serviceId: '1' }, 'A'],
    ['serviceTypeKey wins over serviceId', { serviceTypeKey: 1, serviceId: 3 }, 'A'],
    ['serviceId used when serviceTypeKey does not match', { serviceTypeKey: 99, serviceId: 2 }, 'B'],
    ['no match', { serviceTypeKey: 99 }, undefined],
    ['empty query', {}, undefined],
    ['blank serviceId', { serviceId: ' ' }, undefined],
    ['non-numeric serviceId', { serviceId: 'abc' }, undefined],
  ])('%s', (_name, query, expected) => {
    expect(matchHeaderLink(links, query)?.name).toBe(expected);
  });
});

describe('dropdownColumns', () => {
  test.each<[number, number]>([
    [0, 4],
    [1, 1],
    [2, 4],
    [40, 4],
  ])('%i links -> %i columns', (count, expected) => {
    expect(dropdownColumns(Array.from({ length: count }, (_, i) => link({ serviceTypeKey: i })))).toBe(
      expected,
    );
  });
});
