import {
  adviceTiles,
  headerLinkHref,
  matchHeaderLink,
  type ServiceType,
  slugify,
  type TradeType,
  taxonomyResources,
} from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { COST_GUIDES, MONTHLY_ADVICE_TILES } from '../db/seed/data/header';
import { HOME_SERVICES } from '../db/seed/data/homeServices';
import { SERVICE_TYPES, slugify as seedSlugify, TRADE_GROUPS, TRADES } from '../db/seed/data/taxonomy';
import { findUserByEmail } from '../domain/users';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const ACTIVE_IDS = SERVICE_TYPES.filter(([, , , active]) => active).map(([id]) => id);

async function proCompanyId() {
  const user = await findUserByEmail(api.database.db, DEMO_ACCOUNTS.pro.email);
  if (!user?.companyId) throw new Error('the demo pro has no company');
  return user.companyId;
}

test('the seed makes the same slugs as the selectors', () => {
  const names = [
    ...TRADES.flatMap((trade) => [trade.name, trade.companyType]),
    ...SERVICE_TYPES.map(([, name]) => name),
    ...HOME_SERVICES.map((service) => service.name),
  ];
  expect(names.map(seedSlugify)).toEqual(names.map(slugify));
});

describe('tradeTaxonomy.read', () => {
  test('the tree: groups with their trades, each trade listing its service types', async () => {
    const response = await api.agent().get('/api/v1/taxonomy/trades');
    expect(response.status).toBe(200);
    const tree: TradeType[] = taxonomyResources.tradeTaxonomy.read.output.parse(response.body).tradeTypes;
    expect(tree.map((group) => group.id)).toEqual(TRADE_GROUPS.map((group) => group.id));
    const trades = tree.flatMap((group) => group.children ?? []);
    expect(trades).toHaveLength(TRADES.length);
    expect(trades.find((trade) => trade.id === 101)).toEqual({
      id: 101,
      name: 'Plumbing',
      slug: 'plumbing',
      parentId: 1003,
      serviceTypeIds: [1, 2, 11, 12, 13],
      children: [],
    });
  });

  test('flat=true lists every trade type once, without children', async () => {
    const response = await api.agent().get('/api/v1/taxonomy/trades?flat=true');
    expect(response.status).toBe(200);
    const flat: TradeType[] = response.body.tradeTypes;
    expect(flat).toHaveLength(TRADE_GROUPS.length + TRADES.length);
    expect(flat.every((entry) => !('children' in entry))).toBe(true);
    expect(flat[0]).toMatchObject({ id: TRADE_GROUPS[0].id, parentId: null, serviceTypeIds: [] });
    expect(flat[1]?.parentId).toBe(TRADE_GROUPS[0].id);
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().get('/api/v1/taxonomy/trades?flat=maybe');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(['flat']);
  });
});

describe('serviceTaxonomy', () => {
  test('read lists all 80 service types with the spec fields', async () => {
    const response = await api.agent().get('/api/v1/taxonomy/service-types');
    expect(response.status).toBe(200);
    const types: ServiceType[] = response.body.serviceTypes;
    expect(types.map((type) => type.id)).toEqual(Array.from({ length: 80 }, (_, index) => index + 1));
    expect(types[0]).toEqual({
      id: 1,
      displayName: 'Repair a Plumbing Leak',
      serviceId: 101,
      actorSingular: 'plumber',
      actorPlural: 'plumbers',
      activeDemand: true,
    });
  });

  test('read with flat=true keeps only the entries with activeDemand', async () => {
    const response = await api.agent().get('/api/v1/taxonomy/service-types?flat=true');
    expect(response.status).toBe(200);
    const types: ServiceType[] = response.body.serviceTypes;
    expect(types.map((type) => type.id)).toEqual(ACTIVE_IDS);
    expect(types.length).toBeLessThan(80);
    expect(types.every((type) => type.activeDemand)).toBe(true);
  });

  test('create returns the requested service types in id order, unknown ids left out', async () => {
    const response = await api
      .agent()
      .post('/api/v1/taxonomy/service-types', { serviceTypeIds: [13, 4, 999] });
    expect(response.status).toBe(201);
    expect(response.body.serviceTypes).toEqual([
      {
        id: 4,
        displayName: 'Install a Ceiling Fan',
        serviceId: 102,
        actorSingular: 'electrician',
        actorPlural: 'electricians',
        activeDemand: true,
      },
      {
        id: 13,
        displayName: 'Repair a Sewer Main',
        serviceId: 101,
        actorSingular: 'plumber',
        actorPlural: 'plumbers',
        activeDemand: false,
      },
    ]);
  });

  test('bad input is a 400 with field errors', async () => {
    const create = await api.agent().post('/api/v1/taxonomy/service-types', { serviceTypeIds: ['x', -1] });
    expect(create.status).toBe(400);
    expect(Object.keys(create.body.fieldErrors)).toEqual(
      expect.arrayContaining(['serviceTypeIds.0', 'serviceTypeIds.1']),
    );
    const missing = await api.agent().post('/api/v1/taxonomy/service-types', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('serviceTypeIds');
    const read = await api.agent().get('/api/v1/taxonomy/service-types?flat=1');
    expect(read.status).toBe(400);
    expect(read.body.fieldErrors).toHaveProperty('flat');
  });
});

describe('homeServicesById.read', () => {
  test('returns the home services asked for', async () => {
    const response = await api.agent().get('/api/v1/home-services?homeServiceIds=6,1,999');
    expect(response.status).toBe(200);
    expect(response.body.homeServices).toEqual([
      {
        id: 1,
        name: 'Leak Repair Visit',
        slug: 'leak-repair-visit',
        serviceTypeId: 1,
        description: 'A plumber finds and fixes one accessible leak.',
        conditional: false,
        basePriceInCents: 18900,
        priceUnit: 'JOB',
      },
      expect.objectContaining({ id: 6, conditional: true, basePriceInCents: null }),
    ]);
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().get('/api/v1/home-services?homeServiceIds=1,abc');
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty(['homeServiceIds.1']);
  });
});

describe('hearthHomeServices.read (managed pricing)', () => {
  test('market prices apply by 3-digit postal prefix, else the national price', async () => {
    const response = await api.agent().get('/api/v1/home-services/managed?serviceTypeId=18&postalCode=32801');
    expect(response.status).toBe(200);
    expect(
      response.body.homeServices.map((service: { id: number; managedPrice: unknown }) => [
        service.id,
        service.managedPrice,
      ]),
    ).toEqual([
      [7, { priceInCents: 9900, priceUnit: 'JOB', marketPostalPrefix: '328' }],
      [8, { priceInCents: 11900, priceUnit: 'JOB', marketPostalPrefix: null }],
    ]);
    expect(response.body.homeServices[0]).toMatchObject({ name: 'AC Tune-Up', serviceTypeId: 18 });
  });

  test('conditional services only with conditional=true, and only where priced', async () => {
    const path = '/api/v1/home-services/managed?serviceTypeId=14';
    const without = await api.agent().get(`${path}&postalCode=90012`);
    expect(without.body.homeServices).toEqual([]);
    const priced = await api.agent().get(`${path}&postalCode=90012&conditional=true`);
    expect(priced.status).toBe(200);
    expect(priced.body.homeServices).toEqual([
      expect.objectContaining({
        id: 6,
        conditional: true,
        managedPrice: { priceInCents: 16900, priceUnit: 'JOB', marketPostalPrefix: '900' },
      }),
    ]);
    const unpriced = await api.agent().get(`${path}&postalCode=10001&conditional=true`);
    expect(unpriced.body.homeServices).toEqual([]);
  });

  test('bad input is a 400 with field errors', async () => {
    const response = await api.agent().get('/api/v1/home-services/managed?serviceTypeId=x&postalCode=123');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(
      expect.arrayContaining(['serviceTypeId', 'postalCode']),
    );
  });
});

describe('coverageByProvider.read', () => {
  test('returns the covered service ids; conditional=true adds the conditional ones', async () => {
    const providerId = await proCompanyId();
    const plain = await api.agent().get(`/api/v1/providers/${providerId}/coverage`);
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ providerId, serviceIds: [1, 3, 4, 7, 8] });
    const all = await api.agent().get(`/api/v1/providers/${providerId}/coverage?conditional=true`);
    expect(all.body).toEqual({ providerId, serviceIds: [1, 2, 3, 4, 6, 7, 8] });
  });

  test('an unknown provider is a 404, bad input a 400', async () => {
    expect((await api.agent().get('/api/v1/providers/999999/coverage')).status).toBe(404);
    const bad = await api.agent().get('/api/v1/providers/abc/coverage?conditional=x');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(expect.arrayContaining(['providerId', 'conditional']));
  });
});

describe('headerData.read', () => {
  test('has the counts of spec §9 and what the selectors take', async () => {
    const response = await api.agent().get('/api/v1/header');
    expect(response.status).toBe(200);
    const data = taxonomyResources.headerData.read.output.parse(response.body);
    expect(data.links).toHaveLength(80);
    expect(data.links.filter((link) => link.proType === 'COMPANY_TYPE')).toHaveLength(TRADES.length);
    expect(new Set(data.links.map((link) => link.serviceTypeKey)).size).toBe(80);
    expect(data.costGuides).toHaveLength(41);
    expect(data.featuredCities.map(({ cityName, provinceCode }) => `${cityName} ${provinceCode}`)).toEqual([
      'Los Angeles CA',
      'Oklahoma City OK',
      'Orlando FL',
    ]);
    expect(data.adviceTiles.fixed).toHaveLength(3);
    expect(data.adviceTiles.monthly).toHaveLength(12);
  });

  test('links go to /near-me/{slug} or a path ending in {key}cs / {key}cp', async () => {
    const { links } = (await api.agent().get('/api/v1/header')).body as {
      links: {
        name: string;
        href: string;
        proType: 'COMPANY_TYPE' | 'SERVICE_TYPE';
        serviceTypeKey: number;
      }[];
    };
    for (const link of links) {
      const suffix = link.proType === 'SERVICE_TYPE' ? 'cs' : 'cp';
      expect(link.href).toMatch(
        new RegExp(`^/near-me/[a-z0-9-]+$|^/[a-z0-9-]+/${link.serviceTypeKey}${suffix}$`),
      );
      expect(headerLinkHref(link, 'https://www.hearth.test')).toBe(`https://www.hearth.test${link.href}`);
    }
    expect(links.find((link) => link.name === 'Plumbers')).toEqual({
      name: 'Plumbers',
      href: '/near-me/plumbers',
      proType: 'COMPANY_TYPE',
      seoUrlPart: 'plumbers',
      serviceTypeKey: 101,
      urlPath: null,
    });
    expect(links.find((link) => link.name === 'Carpenters')?.href).toBe('/carpenters/118cp');
    expect(links.find((link) => link.serviceTypeKey === 1)?.href).toBe('/repair-a-plumbing-leak/1cs');
    // A service type not in the header matches its trade's company-type link through serviceId.
    expect(links.some((link) => link.serviceTypeKey === 13)).toBe(false);
    expect(matchHeaderLink(links, { serviceTypeKey: 13, serviceId: 101 })?.name).toBe('Plumbers');
  });

  test('cost guides and advice tiles', async () => {
    const data = (await api.agent().get('/api/v1/header')).body;
    expect(data.costGuides[0]).toEqual({
      name: COST_GUIDES[0]?.[1],
      slug: COST_GUIDES[0]?.[0],
      href: `/project-cost/${COST_GUIDES[0]?.[0]}`,
    });
    expect(new Set(data.costGuides.map((guide: { slug: string }) => guide.slug)).size).toBe(41);
    const july = new Date(Date.UTC(2025, 6, 15));
    const tiles = adviceTiles(data.adviceTiles.fixed, data.adviceTiles.monthly, july, { timeZone: 'UTC' });
    expect(tiles).toHaveLength(4);
    expect(tiles[3]).toEqual({
      title: MONTHLY_ADVICE_TILES[6]?.title,
      href: `/advice/${MONTHLY_ADVICE_TILES[6]?.slug}`,
      imageUrl: `/images/advice/${MONTHLY_ADVICE_TILES[6]?.slug}.jpg`,
    });
  });
});
