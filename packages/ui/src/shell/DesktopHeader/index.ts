export { type AuthRequestMode, DesktopHeader, type DesktopHeaderProps } from './DesktopHeader';
export { insuranceLinks, movingLinks } from './links';
export type {
  AdviceTile,
  CostGuideLink,
  DesktopHeaderMenu,
  FeaturedCity,
  HeaderLink,
  HeaderResources,
  RepairAndImproveLinks,
} from './types';
