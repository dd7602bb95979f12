/** The desktop header's Resources data: popular cost guides, featured cities and advice tiles. */

/** The 41 popular cost guides, as [slug, name]; each is served at /project-cost/{slug}. */
export const COST_GUIDES: [string, string][] = [
  ['roof-replacement', 'Roof Replacement Cost'],
  ['kitchen-remodel', 'Kitchen Remodel Cost'],
  ['bathroom-remodel', 'Bathroom Remodel Cost'],
  ['water-heater-installation', 'Water Heater Installation Cost'],
  ['central-air-installation', 'Central Air Installation Cost'],
  ['furnace-replacement', 'Furnace Replacement Cost'],
  ['heat-pump-installation', 'Heat Pump Installation Cost'],
  ['interior-painting', 'Interior Painting Cost'],
  ['exterior-painting', 'Exterior Painting Cost'],
  ['hardwood-floor-installation', 'Hardwood Floor Installation Cost'],
  ['hardwood-floor-refinishing', 'Hardwood Floor Refinishing Cost'],
  ['tile-installation', 'Tile Installation Cost'],
  ['carpet-installation', 'Carpet Installation Cost'],
  ['window-replacement', 'Window Replacement Cost'],
  ['door-installation', 'Door Installation Cost'],
  ['fence-installation', 'Fence Installation Cost'],
  ['deck-construction', 'Deck Construction Cost'],
  ['concrete-patio', 'Concrete Patio Cost'],
  ['driveway-paving', 'Driveway Paving Cost'],
  ['gutter-installation', 'Gutter Installation Cost'],
  ['gutter-cleaning', 'Gutter Cleaning Cost'],
  ['siding-installation', 'Siding Installation Cost'],
  ['basement-finishing', 'Basement Finishing Cost'],
  ['home-addition', 'Home Addition Cost'],
  ['drywall-repair', 'Drywall Repair Cost'],
  ['electrical-panel-upgrade', 'Electrical Panel Upgrade Cost'],
  ['generator-installation', 'Generator Installation Cost'],
  ['house-cleaning', 'House Cleaning Cost'],
  ['lawn-care', 'Lawn Care Cost'],
  ['landscaping', 'Landscaping Cost'],
  ['tree-removal', 'Tree Removal Cost'],
  ['stump-grinding', 'Stump Grinding Cost'],
  ['pool-installation', 'Pool Installation Cost'],
  ['termite-treatment', 'Termite Treatment Cost'],
  ['pest-control', 'Pest Control Cost'],
  ['local-movers', 'Local Movers Cost'],
  ['long-distance-movers', 'Long Distance Movers Cost'],
  ['junk-removal', 'Junk Removal Cost'],
  ['appliance-repair', 'Appliance Repair Cost'],
  ['sewer-line-replacement', 'Sewer Line Replacement Cost'],
  ['foundation-repair', 'Foundation Repair Cost'],
];

/** [slug, cityName, provinceCode] of the three featured cities. */
export const FEATURED_CITIES: [string, string, string][] = [
  ['los-angeles-ca', 'Los Angeles', 'CA'],
  ['oklahoma-city-ok', 'Oklahoma City', 'OK'],
  ['orlando-fl', 'Orlando', 'FL'],
];

export type AdviceTileSeed = { title: string; slug: string };

export const FIXED_ADVICE_TILES: AdviceTileSeed[] = [
  { title: 'How to Hire a Contractor', slug: 'how-to-hire-a-contractor' },
  { title: 'Home Maintenance Checklist', slug: 'home-maintenance-checklist' },
  { title: 'Moving Checklist: What to Do Before You Move', slug: 'moving-checklist' },
];

/** One tile per month, January first. */
export const MONTHLY_ADVICE_TILES: AdviceTileSeed[] = [
  { title: 'Protect Your Pipes From Freezing', slug: 'prevent-frozen-pipes' },
  { title: 'Plan This Year’s Remodel on a Budget', slug: 'plan-a-remodel-budget' },
  { title: 'Spring Cleaning Checklist', slug: 'spring-cleaning-checklist' },
  { title: 'Get Your Lawn Ready for Spring', slug: 'spring-lawn-care' },
  { title: 'Prepare Your AC for Summer', slug: 'ac-summer-prep' },
  { title: 'Deck and Patio Care Before Summer Parties', slug: 'deck-patio-care' },
  { title: 'Keep Your Home Cool and Save Energy', slug: 'keep-home-cool' },
  { title: 'Hurricane Season: Protect Your Home', slug: 'hurricane-preparedness' },
  { title: 'Fall Home Maintenance Checklist', slug: 'fall-maintenance-checklist' },
  { title: 'Clean Your Gutters Before the Leaves Fall', slug: 'gutter-cleaning-guide' },
  { title: 'Get Your Furnace Ready for Winter', slug: 'furnace-winter-prep' },
  { title: 'Holiday Lighting Safety Tips', slug: 'holiday-lighting-safety' },
];
