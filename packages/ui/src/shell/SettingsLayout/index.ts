export { SettingsLayout, type SettingsLayoutProps, type SettingsNavItem } from './SettingsLayout';
