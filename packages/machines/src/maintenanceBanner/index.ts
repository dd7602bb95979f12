export {
  DOWNTIME_CHECK_INTERVAL_MS,
  type MaintenanceBannerInput,
  type MaintenanceWindow,
  maintenanceBannerMachine,
  SPEC_MAINTENANCE_WINDOW,
} from './maintenanceBanner.machine';
