export { SeoHeader, type SeoHeaderProps, seoHeaderPaths } from './SeoHeader';
