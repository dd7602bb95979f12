/** One Repair & Improve entry, its `href` resolved by the app: `/near-me/{slug}` or a path ending in cs or cp. */
export type HeaderLink = { name: string; href: string };

/** The two groups of the Repair & Improve dropdown. */
export type RepairAndImproveLinks = {
  /** The professionals group: company types. */
  professionals: readonly HeaderLink[];
  /** The projects group: service types. */
  projects: readonly HeaderLink[];
};

/** An advice article tile of the Resources dropdown. */
export type AdviceTile = { title: string; href: string; imageUrl?: string };

/** A popular cost guide, linked at `/project-cost/{slug}`. */
export type CostGuideLink = { name: string; slug: string };

/** A featured city, shown as 'Los Angeles, CA'. */
export type FeaturedCity = { cityName: string; provinceCode: string; href: string };

/** What the Resources dropdown lists. */
export type HeaderResources = {
  /** The 3 fixed tiles followed by the tile of the current month, in that order. */
  adviceTiles: readonly AdviceTile[];
  /** The popular cost guides (41). */
  costGuides: readonly CostGuideLink[];
  /** The featured cities (3). */
  featuredCities: readonly FeaturedCity[];
};

/** The desktop header's dropdowns. */
export type DesktopHeaderMenu = 'insurance' | 'moving' | 'repairAndImprove' | 'resources';
