import {
  type HeaderLinkDto,
  type HomeService,
  headerLinkHref,
  type TradeType,
  type taxonomyResources,
} from '@hearth/data';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  adviceTiles,
  companies,
  costGuides,
  featuredCities,
  headerLinks,
  homeServicePrices,
  homeServices,
  providerCoverage,
  serviceTypes,
  tradeTypes,
} from '../db/schema';
import { notFound } from '../errors';
import type { HandlersFor } from './handlers';

const serviceTypeColumns = {
  id: serviceTypes.id,
  displayName: serviceTypes.displayName,
  serviceId: serviceTypes.serviceId,
  actorSingular: serviceTypes.actorSingular,
  actorPlural: serviceTypes.actorPlural,
  activeDemand: serviceTypes.activeDemand,
};

function toHomeService(row: typeof homeServices.$inferSelect): HomeService {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    serviceTypeId: row.serviceTypeId,
    description: row.description,
    conditional: row.conditional,
    basePriceInCents: row.basePriceCents,
    priceUnit: row.priceUnit,
  };
}

async function tradeTaxonomy(db: Queryable, flat: boolean): Promise<TradeType[]> {
  const trades = await db.select().from(tradeTypes).orderBy(asc(tradeTypes.position), asc(tradeTypes.id));
  const services = await db
    .select({ id: serviceTypes.id, tradeId: serviceTypes.serviceId })
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.id));
  const serviceIdsByTrade = new Map<number, number[]>();
  for (const service of services) {
    serviceIdsByTrade.set(service.tradeId, [...(serviceIdsByTrade.get(service.tradeId) ?? []), service.id]);
  }
  const nodes = trades.map((trade) => ({
    id: trade.id,
    name: trade.name,
    slug: trade.slug,
    parentId: trade.parentId,
    serviceTypeIds: serviceIdsByTrade.get(trade.id) ?? [],
  }));
  const childrenOf = (parentId: number | null): TradeType[] =>
    nodes
      .filter((node) => node.parentId === parentId)
      .map((node) => (flat ? node : { ...node, children: childrenOf(node.id) }));
  if (!flat) return childrenOf(null);
  // Depth first: each group followed by its trades.
  const ordered: TradeType[] = [];
  const visit = (parentId: number | null) => {
    for (const node of childrenOf(parentId)) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

export const taxonomyHandlers: HandlersFor<typeof taxonomyResources> = {
  tradeTaxonomy: {
    read: async ({ flat }, { db }) => ({ tradeTypes: await tradeTaxonomy(db, flat) }),
  },
  serviceTaxonomy: {
    create: async ({ serviceTypeIds }, { db }) => ({
      serviceTypes: serviceTypeIds.length
        ? await db
            .select(serviceTypeColumns)
            .from(serviceTypes)
            .where(inArray(serviceTypes.id, serviceTypeIds))
            .orderBy(asc(serviceTypes.id))
        : [],
    }),
    read: async ({ flat }, { db }) => ({
      serviceTypes: await db
        .select(serviceTypeColumns)
        .from(serviceTypes)
        .where(flat ? eq(serviceTypes.activeDemand, true) : undefined)
        .orderBy(asc(serviceTypes.id)),
    }),
  },
  homeServicesById: {
    read: async ({ homeServiceIds }, { db }) => {
      if (!homeServiceIds.length) return { homeServices: [] };
      const rows = await db
        .select()
        .from(homeServices)
        .where(inArray(homeServices.id, homeServiceIds))
        .orderBy(asc(homeServices.id));
      return { homeServices: rows.map(toHomeService) };
    },
  },
  hearthHomeServices: {
    read: async ({ serviceTypeId, postalCode, conditional }, { db }) => {
      const postalPrefix = postalCode.slice(0, 3);
      const rows = await db
        .select({ service: homeServices, marketPrice: homeServicePrices.priceCents })
        .from(homeServices)
        .leftJoin(
          homeServicePrices,
          and(
            eq(homeServicePrices.homeServiceId, homeServices.id),
            eq(homeServicePrices.postalPrefix, postalPrefix),
          ),
        )
        .where(
          and(
            eq(homeServices.serviceTypeId, serviceTypeId),
            conditional ? undefined : eq(homeServices.conditional, false),
          ),
        )
        .orderBy(asc(homeServices.id));
      return {
        homeServices: rows.flatMap(({ service, marketPrice }) => {
          const priceInCents = marketPrice ?? service.basePriceCents;
          // Neither a market nor a national price: not offered in this postal code.
          if (priceInCents === null) return [];
          return [
            {
              ...toHomeService(service),
              managedPrice: {
                priceInCents,
                priceUnit: service.priceUnit,
                marketPostalPrefix: marketPrice === null ? null : postalPrefix,
              },
            },
          ];
        }),
      };
    },
  },
  coverageByProvider: {
    read: async ({ providerId, conditional }, { db }) => {
      const [provider] = await db
        .select({ id: companies.hearthCompanyId })
        .from(companies)
        .where(eq(companies.hearthCompanyId, providerId));
      if (!provider) throw notFound('Provider');
      const rows = await db
        .select({ serviceId: providerCoverage.homeServiceId })
        .from(providerCoverage)
        .where(
          and(
            eq(providerCoverage.companyId, providerId),
            conditional ? undefined : eq(providerCoverage.conditional, false),
          ),
        )
        .orderBy(asc(providerCoverage.homeServiceId));
      return { providerId, serviceIds: rows.map((row) => row.serviceId) };
    },
  },
  headerData: {
    read: async (_input, { db }) => {
      const links = await db.select().from(headerLinks).orderBy(asc(headerLinks.position));
      const guides = await db.select().from(costGuides).orderBy(asc(costGuides.position));
      const cities = await db.select().from(featuredCities).orderBy(asc(featuredCities.position));
      const tiles = await db
        .select()
        .from(adviceTiles)
        .orderBy(asc(adviceTiles.month), asc(adviceTiles.position));
      const tile = ({ title, href, imageUrl }: typeof adviceTiles.$inferSelect) => ({
        title,
        href,
        imageUrl,
      });
      return {
        links: links.map((row): HeaderLinkDto => {
          const link = {
            name: row.name,
            proType: row.proType,
            seoUrlPart: row.seoUrlPart,
            serviceTypeKey: row.serviceTypeKey,
            urlPath: row.urlPath,
          };
          // Relative to the web base address, which the client knows.
          return { ...link, href: headerLinkHref(link, '') };
        }),
        costGuides: guides.map(({ name, slug }) => ({ name, slug, href: `/project-cost/${slug}` })),
        featuredCities: cities.map(({ cityName, provinceCode, slug }) => ({
          cityName,
          provinceCode,
          slug,
          href: `/near-me/cities/${slug}`,
        })),
        adviceTiles: {
          fixed: tiles.filter((row) => row.month === null).map(tile),
          monthly: tiles.filter((row) => row.month !== null).map(tile),
        },
      };
    },
  },
};
