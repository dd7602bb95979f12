export { PRO_SIGN_UP_PATH, PRO_TABS, ProHeader, type ProHeaderProps } from './ProHeader';
