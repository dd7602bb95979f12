import type { Tx } from '../client';
import {
  adviceTiles,
  companies,
  companyBackgroundChecks,
  companyBalances,
  companyDocuments,
  companyPreferences,
  companyResponsiveness,
  companyReviews,
  costGuides,
  featuredCities,
  headerLinks,
  homeServicePrices,
  homeServices,
  providerCoverage,
  serviceTypes,
  tradeTypes,
} from '../schema';
import {
  type DocumentSeed,
  PRO_COVERAGE,
  PRO_DOCUMENTS,
  PRO_REVIEWS,
  QUIET_COVERAGE,
  QUIET_DOCUMENTS,
  QUIET_REVIEWS,
  type ReviewSeed,
} from './data/companies';
import { COST_GUIDES, FEATURED_CITIES, FIXED_ADVICE_TILES, MONTHLY_ADVICE_TILES } from './data/header';
import { HOME_SERVICES } from './data/homeServices';
import { HEADER_SERVICE_TYPE_LINKS, SERVICE_TYPES, slugify, TRADE_GROUPS, TRADES } from './data/taxonomy';
import type { AreaSeed } from './index';

const DAY_MS = 24 * 60 * 60_000;

async function seedTaxonomy(tx: Tx) {
  await tx.insert(tradeTypes).values(TRADE_GROUPS.map((group, position) => ({ ...group, position })));
  await tx.insert(tradeTypes).values(
    TRADES.map((trade, position) => ({
      id: trade.id,
      name: trade.name,
      slug: slugify(trade.name),
      parentId: trade.group,
      position,
    })),
  );
  const tradeById = new Map(TRADES.map((trade) => [trade.id, trade]));
  const serviceRows = SERVICE_TYPES.map(([id, displayName, tradeId, activeDemand]) => {
    const trade = tradeById.get(tradeId);
    if (!trade) throw new Error(`service type ${id} names unknown trade ${tradeId}`);
    return {
      id,
      displayName,
      serviceId: tradeId,
      actorSingular: trade.singular,
      actorPlural: trade.companyType.toLowerCase(),
      activeDemand,
      slug: slugify(displayName),
    };
  });
  await tx.insert(serviceTypes).values(serviceRows);
  await tx
    .insert(homeServices)
    .values(
      HOME_SERVICES.map(({ markets: _markets, ...service }) => ({ ...service, slug: slugify(service.name) })),
    );
  const prices = HOME_SERVICES.flatMap((service) =>
    Object.entries(service.markets).map(([postalPrefix, priceCents]) => ({
      homeServiceId: service.id,
      postalPrefix,
      priceCents,
    })),
  );
  await tx.insert(homeServicePrices).values(prices);

  const companyLinks = TRADES.map((trade) => ({
    name: trade.companyType,
    proType: 'COMPANY_TYPE' as const,
    serviceTypeKey: trade.id,
    seoUrlPart: trade.nearMe ? slugify(trade.companyType) : null,
    urlPath: trade.nearMe ? null : slugify(trade.companyType),
  }));
  const serviceLinks = serviceRows
    .filter((row) => row.activeDemand)
    .slice(0, HEADER_SERVICE_TYPE_LINKS)
    .map((row) => ({
      name: row.displayName,
      proType: 'SERVICE_TYPE' as const,
      serviceTypeKey: row.id,
      seoUrlPart: null,
      urlPath: row.slug,
    }));
  await tx
    .insert(headerLinks)
    .values([...companyLinks, ...serviceLinks].map((link, position) => ({ ...link, position })));
}

async function seedHeaderResources(tx: Tx) {
  await tx.insert(costGuides).values(COST_GUIDES.map(([slug, name], position) => ({ slug, name, position })));
  await tx.insert(featuredCities).values(
    FEATURED_CITIES.map(([slug, cityName, provinceCode], position) => ({
      slug,
      cityName,
      provinceCode,
      position,
    })),
  );
  const tile = ({ title, slug }: { title: string; slug: string }) => ({
    title,
    href: `/advice/${slug}`,
    imageUrl: `/images/advice/${slug}.jpg`,
  });
  await tx
    .insert(adviceTiles)
    .values([
      ...FIXED_ADVICE_TILES.map((seed, position) => ({ ...tile(seed), month: null, position })),
      ...MONTHLY_ADVICE_TILES.map((seed, index) => ({ ...tile(seed), month: index + 1, position: index })),
    ]);
}

type CompanySeed = {
  companyId: number;
  reviews: ReviewSeed[];
  documents: DocumentSeed[];
  coverage: [number, boolean][];
};

async function seedCompanyDetails(tx: Tx, now: Date, company: CompanySeed) {
  const { companyId } = company;
  if (company.reviews.length) {
    await tx.insert(companyReviews).values(
      company.reviews.map(({ daysAgo, ...review }) => ({
        ...review,
        companyId,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
  }
  if (company.documents.length) {
    const publishedAt = new Date(now.getTime() - 7 * DAY_MS);
    const [root] = await tx
      .insert(companyDocuments)
      .values({ companyId, kind: 'ROOT', title: 'Company profile', body: '', publishedAt })
      .returning({ documentId: companyDocuments.documentId });
    if (!root) throw new Error('root document insert returned nothing');
    await tx.insert(companyDocuments).values(
      company.documents.map((document) => ({
        ...document,
        companyId,
        parentId: root.documentId,
        publishedAt,
      })),
    );
  }
  if (company.coverage.length) {
    await tx
      .insert(providerCoverage)
      .values(
        company.coverage.map(([homeServiceId, conditional]) => ({ companyId, homeServiceId, conditional })),
      );
  }
}

/** The taxonomy, header data and the demo companies' details. */
export const seedDirectory: AreaSeed = async (tx, accounts) => {
  const now = new Date();
  await seedTaxonomy(tx);
  await seedHeaderResources(tx);

  const { pro, companyOff } = accounts.companies;
  // A company nobody in the demo belongs to: public data only, nothing published.
  const [roofing] = await tx
    .insert(companies)
    .values({ name: 'Sunrise Roofing Co', seoUrl: '/c/sunrise-roofing-co' })
    .returning({ id: companies.hearthCompanyId });
  if (!roofing) throw new Error('company insert returned nothing');

  await tx.insert(companyPreferences).values([
    { companyId: pro, askAProWebNotificationsEnabled: true, leadSmsNotificationsEnabled: true },
    { companyId: companyOff, askAProWebNotificationsEnabled: false, weeklySummaryEmailEnabled: false },
  ]);
  await tx.insert(companyBackgroundChecks).values([
    {
      companyId: pro,
      status: 'PASSED',
      checkedAt: new Date(now.getTime() - 100 * DAY_MS),
      expiresAt: new Date(now.getTime() + 265 * DAY_MS),
    },
    { companyId: companyOff, status: 'PENDING', checkedAt: null, expiresAt: null },
  ]);
  await tx.insert(companyResponsiveness).values([
    { companyId: pro, leadsReceived30d: 40, leadsResponded30d: 38, medianResponseMinutes: 22 },
    { companyId: companyOff, leadsReceived30d: 12, leadsResponded30d: 7, medianResponseMinutes: 310 },
    { companyId: roofing.id, leadsReceived30d: 0, leadsResponded30d: 0, medianResponseMinutes: null },
  ]);
  await tx.insert(companyBalances).values([
    { companyId: pro, pointsBalanceCents: 1_234_567, rewardAvailableCents: 250_075 },
    { companyId: companyOff, pointsBalanceCents: 9_876_543, rewardAvailableCents: 0 },
  ]);
  await seedCompanyDetails(tx, now, {
    companyId: pro,
    reviews: PRO_REVIEWS,
    documents: PRO_DOCUMENTS,
    coverage: PRO_COVERAGE,
  });
  await seedCompanyDetails(tx, now, {
    companyId: companyOff,
    reviews: QUIET_REVIEWS,
    documents: QUIET_DOCUMENTS,
    coverage: QUIET_COVERAGE,
  });
  await seedCompanyDetails(tx, now, {
    companyId: roofing.id,
    reviews: [
      {
        rating: 5,
        title: 'New roof before the storm',
        text: 'Crew finished in two days.',
        reviewerName: 'Lee C.',
        visible: true,
        daysAgo: 8,
      },
    ],
    documents: [],
    coverage: [],
  });
};
