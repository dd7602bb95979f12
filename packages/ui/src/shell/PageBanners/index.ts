export {
  MaintenanceBanner,
  type MaintenanceBannerActor,
  type MaintenanceBannerProps,
} from './MaintenanceBanner';
export { MaintenanceNotice, type MaintenanceNoticeProps } from './MaintenanceNotice';
export { type FormattedMoment, formatMaintenanceWindow } from './maintenanceWindow';
export { PageExpiredBanner, type PageExpiredBannerProps } from './PageExpiredBanner';
export {
  UnsubscribeBanner,
  type UnsubscribeBannerProps,
  UnsubscribeNotice,
  type UnsubscribeNoticeProps,
  type UnsubscribeOutcome,
} from './UnsubscribeBanner';
