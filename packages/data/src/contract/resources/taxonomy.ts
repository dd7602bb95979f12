/**
 * Taxonomy and header data: service types and the desktop header's links.
 *
 * Id spaces: service types are 1..n; trade types (the company types of the header, e.g.
 * "Plumbers") are 101..; trade groups 1001... A service type's `serviceId` is the id of its trade,
 * which is also the `serviceTypeKey` of that trade's COMPANY_TYPE header link, so header links
 * can be matched by serviceTypeKey or by serviceId (see selectors/headerLinks.ts).
 */
import { z } from 'zod/mini';
import { bool, id, idList } from '../fields';
import { resource } from '../resource';

export const serviceType = /* @__PURE__ */ z.object({
  id: z.int(),
  displayName: z.string(),
  serviceId: z.int(),
  actorSingular: z.string(),
  actorPlural: z.string(),
  activeDemand: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceType>;

export type TradeType = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  /** Service types of this trade (empty for a group). */
  serviceTypeIds: number[];
  /** Nested trades; left out in the flat list. */
  children?: TradeType[];
};
export const tradeType: z.ZodMiniType<TradeType, TradeType> = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  parentId: z.nullable(z.int()),
  serviceTypeIds: z.array(z.int()),
  get children() {
    return z.optional(z.array(tradeType));
  },
});

/** How a home service is priced; a name, not `homeService.shape.priceUnit`: a bundle keeps a property read. */
const priceUnit = /* @__PURE__ */ z.enum(['JOB', 'HOUR', 'ROOM', 'SQUARE_FOOT']);

export const homeService = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  serviceTypeId: z.int(),
  description: z.string(),
  /** Offered only after the pro confirms the job on site (see `conditional` inputs). */
  conditional: z.boolean(),
  /** The national price; null when the service is priced per market only. */
  basePriceInCents: z.nullable(z.int()),
  priceUnit,
});
export type HomeService = z.infer<typeof homeService>;

/** A home service with its managed price in one postal code. */
export const pricedHomeService = /* @__PURE__ */ z.extend(homeService, {
  managedPrice: z.object({
    priceInCents: z.int(),
    priceUnit,
    /** The 3-digit postal prefix of the market price that applied; null for the national price. */
    marketPostalPrefix: z.nullable(z.string()),
  }),
});
export type PricedHomeService = z.infer<typeof pricedHomeService>;

/** What selectors/headerLinks.ts takes (`HeaderLink`); `href` is relative to the web base address. */
export const headerLink = /* @__PURE__ */ z.object({
  name: z.string(),
  href: z.string(),
  proType: z.enum(['COMPANY_TYPE', 'SERVICE_TYPE']),
  seoUrlPart: z.nullable(z.string()),
  serviceTypeKey: z.int(),
  urlPath: z.nullable(z.string()),
});
export type HeaderLinkDto = z.infer<typeof headerLink>;

export const costGuide = /* @__PURE__ */ z.object({
  name: z.string(),
  /** The `{guide}` of `/project-cost/{guide}`. */
  slug: z.string(),
  href: z.string(),
});

export const featuredCity = /* @__PURE__ */ z.object({
  cityName: z.string(),
  provinceCode: z.string().check(z.length(2)),
  slug: z.string(),
  href: z.string(),
});

export const adviceTile = /* @__PURE__ */ z.object({
  title: z.string(),
  href: z.string(),
  imageUrl: z.string(),
});
export type AdviceTile = z.infer<typeof adviceTile>;

/**
 * The desktop header's data. `adviceTiles.fixed` and `.monthly` are what selectors/advice.ts
 * `adviceTiles(fixed, monthly, date)` takes: monthly[0] is January ... monthly[11] December.
 */
export const headerData = /* @__PURE__ */ z.object({
  links: z.array(headerLink),
  costGuides: z.array(costGuide),
  featuredCities: z.array(featuredCity),
  adviceTiles: z.object({
    fixed: z.array(adviceTile).check(z.length(3)),
    monthly: z.array(adviceTile).check(z.length(12)),
  }),
});
export type HeaderData = z.infer<typeof headerData>;

const serviceTypes = /* @__PURE__ */ z.object({ serviceTypes: z.array(serviceType) });
const homeServices = /* @__PURE__ */ z.object({ homeServices: z.array(homeService) });

export const tradeTaxonomyResource = resource('tradeTaxonomy', {
  /**
   * All trade types: a tree of groups and their trades, or with flat=true every trade type in one
   * list (parentId set, no children).
   */
  read: {
    path: '/taxonomy/trades',
    input: () => z.object({ flat: z._default(bool(), false) }),
    output: () => z.object({ tradeTypes: z.array(tradeType) }),
    access: { type: 'public' },
  },
});

export const serviceTaxonomyResource = resource('serviceTaxonomy', {
  /** Service types by id, in id order; unknown ids are left out. */
  create: {
    path: '/taxonomy/service-types',
    input: () => z.object({ serviceTypeIds: idList() }),
    output: () => serviceTypes,
    access: { type: 'public' },
    batch: {
      ids: 'serviceTypeIds',
      split: { by: 'field', field: 'serviceTypes', inner: { by: 'items', idField: 'id' } },
    },
  },
  /** All service types in id order; flat=true keeps only those with activeDemand. */
  read: {
    path: '/taxonomy/service-types',
    input: () => z.object({ flat: z._default(bool(), false) }),
    output: () => serviceTypes,
    access: { type: 'public' },
  },
});

export const homeServicesByIdResource = resource('homeServicesById', {
  /** Home services by id, in id order; unknown ids are left out. */
  read: {
    path: '/home-services',
    input: () => z.object({ homeServiceIds: idList() }),
    output: () => homeServices,
    access: { type: 'public' },
    batch: {
      ids: 'homeServiceIds',
      split: { by: 'field', field: 'homeServices', inner: { by: 'items', idField: 'id' } },
    },
  },
});

export const hearthHomeServicesResource = resource('hearthHomeServices', {
  /**
   * The service type's home services offered in the postal code, each with its managed price (the
   * market price of the postal code's 3-digit prefix, else the national price; a service with
   * neither is not offered there). Conditional services only with conditional=true.
   */
  read: {
    path: '/home-services/managed',
    input: () =>
      z.object({
        serviceTypeId: id(),
        postalCode: z.string().check(z.trim(), z.regex(/^\d{5}$/, 'Expected a 5-digit postal code')),
        conditional: z._default(bool(), false),
      }),
    output: () => z.object({ homeServices: z.array(pricedHomeService) }),
    access: { type: 'public' },
  },
});

export const coverageByProviderResource = resource('coverageByProvider', {
  /**
   * Home service ids a provider (company) covers, ascending; conditional=true also lists the ones
   * covered conditionally. 404 for an unknown provider.
   */
  read: {
    path: '/providers/:providerId/coverage',
    input: () => z.object({ providerId: id(), conditional: z._default(bool(), false) }),
    output: () => z.object({ providerId: z.int(), serviceIds: z.array(z.int()) }),
    access: { type: 'public' },
  },
});

export const headerDataResource = resource('headerData', {
  /**
   * Desktop header data: Repair & Improve links (company and service types), 41 popular cost
   * guides, 3 featured cities, advice tiles (3 fixed + 12 monthly).
   */
  read: {
    path: '/header',
    input: () => z.object({}),
    output: () => headerData,
    access: { type: 'public' },
  },
});

export const taxonomyResources = {
  tradeTaxonomy: tradeTaxonomyResource,
  serviceTaxonomy: serviceTaxonomyResource,
  homeServicesById: homeServicesByIdResource,
  hearthHomeServices: hearthHomeServicesResource,
  coverageByProvider: coverageByProviderResource,
  headerData: headerDataResource,
};
