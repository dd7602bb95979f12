export { formatCents } from './formatCents';
export { ANONYMOUS_NAME, HomeownerHeader, type HomeownerHeaderProps } from './HomeownerHeader';
export { INSPECTOR_TABS, InspectorHeader, type InspectorHeaderProps } from './InspectorHeader';
export { PRO_TABS, ProHeader, type ProHeaderProps } from './ProHeader';
export type { HeaderTab } from './parts/activeTab';
export {
  CURATOR_ROLE,
  type HeaderKind,
  type HeaderSession,
  INSPECTOR_ROLE,
  selectHeader,
} from './selectHeader';
