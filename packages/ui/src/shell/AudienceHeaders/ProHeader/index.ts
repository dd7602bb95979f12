export { PRO_TABS, ProHeader, type ProHeaderProps } from './ProHeader';
