import type { DesktopHeaderProps } from '@hearth/ui';

/** The @hearth/ui prop shapes the shell maps API data to. */
export type RepairAndImproveLinks = DesktopHeaderProps['links'];
export type HeaderResources = DesktopHeaderProps['resources'];
export type MaintenanceWindow = { start: Date; end: Date };
