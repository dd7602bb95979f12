/* Realistic header data for the stories: the seeded trades and service types, cost guides and cities. */
import { tokens } from '../../theme/tokens';
import type {
  AdviceTile,
  CostGuideLink,
  FeaturedCity,
  HeaderLink,
  HeaderResources,
  RepairAndImproveLinks,
} from './types';

const link = (name: string, href: string): HeaderLink => ({ name, href });

/** The 24 company types: near-me pages, or company-type paths ending in `cp`. */
export const companyTypes: HeaderLink[] = [
  link('Plumbers', '/near-me/plumbers'),
  link('Electricians', '/near-me/electricians'),
  link('HVAC Contractors', '/near-me/hvac-contractors'),
  link('Roofers', '/near-me/roofers'),
  link('Handymen', '/near-me/handymen'),
  link('House Cleaners', '/near-me/house-cleaners'),
  link('Landscapers', '/near-me/landscapers'),
  link('Painters', '/near-me/painters'),
  link('Flooring Contractors', '/near-me/flooring-contractors'),
  link('Remodelers', '/near-me/remodelers'),
  link('Window Installers', '/window-installers/111cp'),
  link('Gutter Contractors', '/gutter-contractors/112cp'),
  link('Exterminators', '/near-me/exterminators'),
  link('Appliance Repair Technicians', '/appliance-repair-technicians/114cp'),
  link('Fence Contractors', '/fence-contractors/115cp'),
  link('Masons', '/masons/116cp'),
  link('Tree Services', '/tree-services/117cp'),
  link('Carpenters', '/carpenters/118cp'),
  link('Drywall Contractors', '/drywall-contractors/119cp'),
  link('Pool Contractors', '/pool-contractors/120cp'),
  link('Siding Contractors', '/siding-contractors/121cp'),
  link('Movers', '/near-me/movers'),
  link('Carpet Cleaners', '/carpet-cleaners/123cp'),
  link('Junk Removal Services', '/junk-removal-services/124cp'),
];

/** The first 56 service types in demand, at service-type paths ending in `cs`. */
export const serviceTypes: HeaderLink[] = [
  link('Repair a Plumbing Leak', '/repair-a-plumbing-leak/1cs'),
  link('Install or Replace a Water Heater', '/install-or-replace-a-water-heater/2cs'),
  link('Repair Electrical Wiring', '/repair-electrical-wiring/3cs'),
  link('Install a Ceiling Fan', '/install-a-ceiling-fan/4cs'),
  link('Repair a Central Air Conditioner', '/repair-a-central-air-conditioner/5cs'),
  link('Install a Furnace', '/install-a-furnace/6cs'),
  link('Repair a Roof', '/repair-a-roof/7cs'),
  link('Install a New Roof', '/install-a-new-roof/8cs'),
  link('Handyman for Small Projects', '/handyman-for-small-projects/9cs'),
  link('Clean a Home', '/clean-a-home/10cs'),
  link('Unclog a Drain', '/unclog-a-drain/11cs'),
  link('Install a Toilet', '/install-a-toilet/12cs'),
  link('Install Electrical Outlets', '/install-electrical-outlets/14cs'),
  link('Upgrade an Electrical Panel', '/upgrade-an-electrical-panel/15cs'),
  link('Install Central Air Conditioning', '/install-central-air-conditioning/17cs'),
  link('Maintain a Heating or Cooling System', '/maintain-a-heating-or-cooling-system/18cs'),
  link('Inspect a Roof', '/inspect-a-roof/20cs'),
  link('Assemble Furniture', '/assemble-furniture/22cs'),
  link('Mount a TV', '/mount-a-tv/23cs'),
  link('Deep Clean a Home', '/deep-clean-a-home/24cs'),
  link('Clean After Moving Out', '/clean-after-moving-out/25cs'),
  link('Maintain a Lawn', '/maintain-a-lawn/26cs'),
  link('Design a Landscape', '/design-a-landscape/27cs'),
  link('Paint a Home Interior', '/paint-a-home-interior/29cs'),
  link('Paint a Home Exterior', '/paint-a-home-exterior/30cs'),
  link('Install Hardwood Flooring', '/install-hardwood-flooring/32cs'),
  link('Install Tile Flooring', '/install-tile-flooring/33cs'),
  link('Refinish Hardwood Floors', '/refinish-hardwood-floors/34cs'),
  link('Remodel a Kitchen', '/remodel-a-kitchen/36cs'),
  link('Remodel a Bathroom', '/remodel-a-bathroom/37cs'),
  link('Finish a Basement', '/finish-a-basement/38cs'),
  link('Install Windows', '/install-windows/40cs'),
  link('Install an Exterior Door', '/install-an-exterior-door/41cs'),
  link('Clean Gutters', '/clean-gutters/43cs'),
  link('Install Gutters', '/install-gutters/44cs'),
  link('Exterminate Termites', '/exterminate-termites/46cs'),
  link('Remove Rodents', '/remove-rodents/47cs'),
  link('Repair a Refrigerator', '/repair-a-refrigerator/49cs'),
  link('Repair a Washing Machine', '/repair-a-washing-machine/50cs'),
  link('Install a Fence', '/install-a-fence/52cs'),
  link('Repair a Fence', '/repair-a-fence/53cs'),
  link('Pour a Concrete Patio', '/pour-a-concrete-patio/54cs'),
  link('Repair Brick or Stone', '/repair-brick-or-stone/55cs'),
  link('Remove a Tree', '/remove-a-tree/57cs'),
  link('Trim Trees or Shrubs', '/trim-trees-or-shrubs/58cs'),
  link('Build a Deck', '/build-a-deck/60cs'),
  link('Install Cabinets', '/install-cabinets/61cs'),
  link('Repair Drywall', '/repair-drywall/63cs'),
  link('Install Drywall', '/install-drywall/64cs'),
  link('Build a Swimming Pool', '/build-a-swimming-pool/66cs'),
  link('Clean and Maintain a Pool', '/clean-and-maintain-a-pool/67cs'),
  link('Install Vinyl Siding', '/install-vinyl-siding/69cs'),
  link('Repair Siding', '/repair-siding/70cs'),
  link('Move Locally', '/move-locally/72cs'),
  link('Move Long Distance', '/move-long-distance/73cs'),
  link('Clean Carpets', '/clean-carpets/75cs'),
];

const guide = (slug: string, name: string): CostGuideLink => ({ slug, name });

/** The 41 popular cost guides, each at `/project-cost/{slug}`. */
export const costGuides: CostGuideLink[] = [
  guide('roof-replacement', 'Roof Replacement Cost'),
  guide('kitchen-remodel', 'Kitchen Remodel Cost'),
  guide('bathroom-remodel', 'Bathroom Remodel Cost'),
  guide('water-heater-installation', 'Water Heater Installation Cost'),
  guide('central-air-installation', 'Central Air Installation Cost'),
  guide('furnace-replacement', 'Furnace Replacement Cost'),
  guide('heat-pump-installation', 'Heat Pump Installation Cost'),
  guide('interior-painting', 'Interior Painting Cost'),
  guide('exterior-painting', 'Exterior Painting Cost'),
  guide('hardwood-floor-installation', 'Hardwood Floor Installation Cost'),
  guide('hardwood-floor-refinishing', 'Hardwood Floor Refinishing Cost'),
  guide('tile-installation', 'Tile Installation Cost'),
  guide('carpet-installation', 'Carpet Installation Cost'),
  guide('window-replacement', 'Window Replacement Cost'),
  guide('door-installation', 'Door Installation Cost'),
  guide('fence-installation', 'Fence Installation Cost'),
  guide('deck-construction', 'Deck Construction Cost'),
  guide('concrete-patio', 'Concrete Patio Cost'),
  guide('driveway-paving', 'Driveway Paving Cost'),
  guide('gutter-installation', 'Gutter Installation Cost'),
  guide('gutter-cleaning', 'Gutter Cleaning Cost'),
  guide('siding-installation', 'Siding Installation Cost'),
  guide('basement-finishing', 'Basement Finishing Cost'),
  guide('home-addition', 'Home Addition Cost'),
  guide('drywall-repair', 'Drywall Repair Cost'),
  guide('electrical-panel-upgrade', 'Electrical Panel Upgrade Cost'),
  guide('generator-installation', 'Generator Installation Cost'),
  guide('house-cleaning', 'House Cleaning Cost'),
  guide('lawn-care', 'Lawn Care Cost'),
  guide('landscaping', 'Landscaping Cost'),
  guide('tree-removal', 'Tree Removal Cost'),
  guide('stump-grinding', 'Stump Grinding Cost'),
  guide('pool-installation', 'Pool Installation Cost'),
  guide('termite-treatment', 'Termite Treatment Cost'),
  guide('pest-control', 'Pest Control Cost'),
  guide('local-movers', 'Local Movers Cost'),
  guide('long-distance-movers', 'Long Distance Movers Cost'),
  guide('junk-removal', 'Junk Removal Cost'),
  guide('appliance-repair', 'Appliance Repair Cost'),
  guide('sewer-line-replacement', 'Sewer Line Replacement Cost'),
  guide('foundation-repair', 'Foundation Repair Cost'),
];

export const featuredCities: FeaturedCity[] = [
  { cityName: 'Los Angeles', provinceCode: 'CA', href: '/near-me/cities/los-angeles-ca' },
  { cityName: 'Oklahoma City', provinceCode: 'OK', href: '/near-me/cities/oklahoma-city-ok' },
  { cityName: 'Orlando', provinceCode: 'FL', href: '/near-me/cities/orlando-fl' },
];

/** A small inline SVG picture (a house on a coloured ground) as a data: URL: no network in stories. */
function picture(sky: string, house: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90"><rect width="160" height="90" fill="${sky}"/><path d="M50 50 80 24l30 26v32H50z" fill="${house}"/><rect x="72" y="60" width="16" height="22" fill="${sky}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const { colors } = tokens;

/** The 3 fixed advice tiles and the tile of May (the stories' "current month"). */
export const adviceTiles: AdviceTile[] = [
  {
    title: 'How to Hire a Contractor',
    href: '/advice/how-to-hire-a-contractor',
    imageUrl: picture(colors.primarySubtle, colors.primary),
  },
  {
    title: 'Home Maintenance Checklist',
    href: '/advice/home-maintenance-checklist',
    imageUrl: picture(colors.successSubtle, colors.successText),
  },
  {
    title: 'Moving Checklist: What to Do Before You Move',
    href: '/advice/moving-checklist',
    imageUrl: picture(colors.warningSubtle, colors.warningText),
  },
  {
    title: 'Prepare Your AC for Summer',
    href: '/advice/ac-summer-prep',
    imageUrl: picture(colors.infoSubtle, colors.infoText),
  },
];

export const repairAndImproveLinks: RepairAndImproveLinks = {
  professionals: companyTypes,
  projects: serviceTypes,
};

export const resources: HeaderResources = { adviceTiles, costGuides, featuredCities };

/** The movers partner, an external site. */
export const moversUrl = 'https://movers.example.com/quote?partner=hearth';

/** The page the visitor is on, sent as `r` to Sign up and Log in. */
export const currentUrl = 'https://www.hearth.example/home-projects?zip=73102&utm_source=mail';
