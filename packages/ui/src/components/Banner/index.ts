export { Banner, type BannerAction, type BannerProps, type BannerVariant } from './Banner';
