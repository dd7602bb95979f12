/**
 * The demo service taxonomy: trade groups, trades (the header's company types) and 80 service
 * types with stable ids 1..80 (other areas seed projects with serviceTypeId 1..10).
 */

/**
 * Lower-case ASCII words joined by hyphens ("Heating & Cooling" -> "heating-and-cooling"). The
 * seed also runs in the tests' global setup, which resolves @hearth/data to its built `dist` (or
 * to nothing before a build), so it does not import the selectors' slugify at run time;
 * taxonomy.test.ts checks the two agree on every seeded name.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const TRADE_GROUPS = [
  { id: 1001, name: 'Indoor Projects', slug: 'indoor-projects' },
  { id: 1002, name: 'Outdoor Projects', slug: 'outdoor-projects' },
  { id: 1003, name: 'Home Systems', slug: 'home-systems' },
  { id: 1004, name: 'Cleaning, Care & Moving', slug: 'cleaning-care-moving' },
] as const;

export type TradeSeed = {
  id: number;
  name: string;
  /** The company type as the header names it, plural (e.g. "Plumbers"). */
  companyType: string;
  singular: string;
  group: (typeof TRADE_GROUPS)[number]['id'];
  /** true: the header links to /near-me/{slug}; false: to /{slug}/{id}cp. */
  nearMe: boolean;
};

export const TRADES: TradeSeed[] = [
  { id: 101, name: 'Plumbing', companyType: 'Plumbers', singular: 'plumber', group: 1003, nearMe: true },
  {
    id: 102,
    name: 'Electrical',
    companyType: 'Electricians',
    singular: 'electrician',
    group: 1003,
    nearMe: true,
  },
  {
    id: 103,
    name: 'Heating & Cooling',
    companyType: 'HVAC Contractors',
    singular: 'HVAC contractor',
    group: 1003,
    nearMe: true,
  },
  { id: 104, name: 'Roofing', companyType: 'Roofers', singular: 'roofer', group: 1002, nearMe: true },
  {
    id: 105,
    name: 'Handyman Services',
    companyType: 'Handymen',
    singular: 'handyman',
    group: 1001,
    nearMe: true,
  },
  {
    id: 106,
    name: 'House Cleaning',
    companyType: 'House Cleaners',
    singular: 'house cleaner',
    group: 1004,
    nearMe: true,
  },
  {
    id: 107,
    name: 'Landscaping',
    companyType: 'Landscapers',
    singular: 'landscaper',
    group: 1002,
    nearMe: true,
  },
  { id: 108, name: 'Painting', companyType: 'Painters', singular: 'painter', group: 1001, nearMe: true },
  {
    id: 109,
    name: 'Flooring',
    companyType: 'Flooring Contractors',
    singular: 'flooring contractor',
    group: 1001,
    nearMe: true,
  },
  {
    id: 110,
    name: 'Remodeling',
    companyType: 'Remodelers',
    singular: 'remodeler',
    group: 1001,
    nearMe: true,
  },
  {
    id: 111,
    name: 'Windows & Doors',
    companyType: 'Window Installers',
    singular: 'window installer',
    group: 1002,
    nearMe: false,
  },
  {
    id: 112,
    name: 'Gutters',
    companyType: 'Gutter Contractors',
    singular: 'gutter contractor',
    group: 1002,
    nearMe: false,
  },
  {
    id: 113,
    name: 'Pest Control',
    companyType: 'Exterminators',
    singular: 'exterminator',
    group: 1004,
    nearMe: true,
  },
  {
    id: 114,
    name: 'Appliance Repair',
    companyType: 'Appliance Repair Technicians',
    singular: 'appliance repair technician',
    group: 1003,
    nearMe: false,
  },
  {
    id: 115,
    name: 'Fencing',
    companyType: 'Fence Contractors',
    singular: 'fence contractor',
    group: 1002,
    nearMe: false,
  },
  {
    id: 116,
    name: 'Concrete & Masonry',
    companyType: 'Masons',
    singular: 'mason',
    group: 1002,
    nearMe: false,
  },
  {
    id: 117,
    name: 'Tree Service',
    companyType: 'Tree Services',
    singular: 'arborist',
    group: 1002,
    nearMe: false,
  },
  {
    id: 118,
    name: 'Carpentry',
    companyType: 'Carpenters',
    singular: 'carpenter',
    group: 1001,
    nearMe: false,
  },
  {
    id: 119,
    name: 'Drywall',
    companyType: 'Drywall Contractors',
    singular: 'drywall contractor',
    group: 1001,
    nearMe: false,
  },
  {
    id: 120,
    name: 'Pools & Spas',
    companyType: 'Pool Contractors',
    singular: 'pool contractor',
    group: 1002,
    nearMe: false,
  },
  {
    id: 121,
    name: 'Siding',
    companyType: 'Siding Contractors',
    singular: 'siding contractor',
    group: 1002,
    nearMe: false,
  },
  { id: 122, name: 'Moving', companyType: 'Movers', singular: 'mover', group: 1004, nearMe: true },
  {
    id: 123,
    name: 'Carpet Cleaning',
    companyType: 'Carpet Cleaners',
    singular: 'carpet cleaner',
    group: 1004,
    nearMe: false,
  },
  {
    id: 124,
    name: 'Junk Removal',
    companyType: 'Junk Removal Services',
    singular: 'junk hauler',
    group: 1004,
    nearMe: false,
  },
];

/** [id, displayName, trade id, activeDemand]; the header lists the first 56 with activeDemand. */
export const SERVICE_TYPES: [number, string, number, boolean][] = [
  [1, 'Repair a Plumbing Leak', 101, true],
  [2, 'Install or Replace a Water Heater', 101, true],
  [3, 'Repair Electrical Wiring', 102, true],
  [4, 'Install a Ceiling Fan', 102, true],
  [5, 'Repair a Central Air Conditioner', 103, true],
  [6, 'Install a Furnace', 103, true],
  [7, 'Repair a Roof', 104, true],
  [8, 'Install a New Roof', 104, true],
  [9, 'Handyman for Small Projects', 105, true],
  [10, 'Clean a Home', 106, true],
  [11, 'Unclog a Drain', 101, true],
  [12, 'Install a Toilet', 101, true],
  [13, 'Repair a Sewer Main', 101, false],
  [14, 'Install Electrical Outlets', 102, true],
  [15, 'Upgrade an Electrical Panel', 102, true],
  [16, 'Install a Generator', 102, false],
  [17, 'Install Central Air Conditioning', 103, true],
  [18, 'Maintain a Heating or Cooling System', 103, true],
  [19, 'Install a Heat Pump', 103, false],
  [20, 'Inspect a Roof', 104, true],
  [21, 'Repair a Flat Roof', 104, false],
  [22, 'Assemble Furniture', 105, true],
  [23, 'Mount a TV', 105, true],
  [24, 'Deep Clean a Home', 106, true],
  [25, 'Clean After Moving Out', 106, true],
  [26, 'Maintain a Lawn', 107, true],
  [27, 'Design a Landscape', 107, true],
  [28, 'Install Sod', 107, false],
  [29, 'Paint a Home Interior', 108, true],
  [30, 'Paint a Home Exterior', 108, true],
  [31, 'Stain a Deck', 108, false],
  [32, 'Install Hardwood Flooring', 109, true],
  [33, 'Install Tile Flooring', 109, true],
  [34, 'Refinish Hardwood Floors', 109, true],
  [35, 'Install Vinyl Flooring', 109, false],
  [36, 'Remodel a Kitchen', 110, true],
  [37, 'Remodel a Bathroom', 110, true],
  [38, 'Finish a Basement', 110, true],
  [39, 'Build a Home Addition', 110, false],
  [40, 'Install Windows', 111, true],
  [41, 'Install an Exterior Door', 111, true],
  [42, 'Repair Windows', 111, false],
  [43, 'Clean Gutters', 112, true],
  [44, 'Install Gutters', 112, true],
  [45, 'Install Gutter Guards', 112, false],
  [46, 'Exterminate Termites', 113, true],
  [47, 'Remove Rodents', 113, true],
  [48, 'Remove Bed Bugs', 113, false],
  [49, 'Repair a Refrigerator', 114, true],
  [50, 'Repair a Washing Machine', 114, true],
  [51, 'Repair a Dishwasher', 114, false],
  [52, 'Install a Fence', 115, true],
  [53, 'Repair a Fence', 115, true],
  [54, 'Pour a Concrete Patio', 116, true],
  [55, 'Repair Brick or Stone', 116, true],
  [56, 'Seal a Driveway', 116, false],
  [57, 'Remove a Tree', 117, true],
  [58, 'Trim Trees or Shrubs', 117, true],
  [59, 'Grind a Stump', 117, false],
  [60, 'Build a Deck', 118, true],
  [61, 'Install Cabinets', 118, true],
  [62, 'Install Trim or Molding', 118, false],
  [63, 'Repair Drywall', 119, true],
  [64, 'Install Drywall', 119, true],
  [65, 'Texture a Ceiling', 119, false],
  [66, 'Build a Swimming Pool', 120, true],
  [67, 'Clean and Maintain a Pool', 120, true],
  [68, 'Repair a Hot Tub', 120, false],
  [69, 'Install Vinyl Siding', 121, true],
  [70, 'Repair Siding', 121, true],
  [71, 'Paint Siding', 121, false],
  [72, 'Move Locally', 122, true],
  [73, 'Move Long Distance', 122, true],
  [74, 'Pack and Unpack', 122, false],
  [75, 'Clean Carpets', 123, true],
  [76, 'Clean Upholstery', 123, true],
  [77, 'Clean Rugs', 123, false],
  [78, 'Remove Junk', 124, true],
  [79, 'Demolish a Shed', 124, false],
  [80, 'Remove Old Appliances', 124, true],
];

/** Header service-type links: the first this many service types with activeDemand. */
export const HEADER_SERVICE_TYPE_LINKS = 56;
