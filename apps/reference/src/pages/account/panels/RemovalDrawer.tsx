import { AccountRemovalDrawer } from '@hearth/ui';

// Its own chunk (LazyRemovalDrawer.tsx): the drawer, its dialog and its radio group load when
// 'Delete my account' is first pressed, not with the settings page.
export { AccountRemovalDrawer };
