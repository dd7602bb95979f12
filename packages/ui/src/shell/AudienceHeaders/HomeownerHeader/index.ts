export { ANONYMOUS_NAME, HomeownerHeader, type HomeownerHeaderProps } from './HomeownerHeader';
