export { SeoHeader, type SeoHeaderProps } from './SeoHeader';
