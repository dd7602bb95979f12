export { INSPECTOR_TABS, InspectorHeader, type InspectorHeaderProps } from './InspectorHeader';
