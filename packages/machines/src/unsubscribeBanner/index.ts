export { UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS, unsubscribeBannerMachine } from './unsubscribeBanner.machine';
