'use client';

import { messages } from '@hearth/machines';
import { Banner } from '../../components/Banner';
import { formatMaintenanceWindow } from './maintenanceWindow';

export type MaintenanceNoticeProps = {
  /** When the maintenance window starts. */
  start: Date;
  /** When it ends. */
  end: Date;
  /** The IANA time zone the times are shown in, such as 'America/Los_Angeles'. @default the reader's zone */
  timeZone?: string;
  /** Called by the close button; without it the notice has no close button. */
  onDismiss?: () => void;
  /** The accessible name of the close button. @default 'Dismiss maintenance notice' */
  dismissLabel?: string;
};

/**
 * 'Maintenance in Progress' with the start and end of the window in English, announced politely
 * (`role="status"`). Presentational: `MaintenanceBanner` decides when it shows.
 */
export function MaintenanceNotice({
  start,
  end,
  timeZone,
  onDismiss,
  dismissLabel = 'Dismiss maintenance notice',
}: MaintenanceNoticeProps) {
  const times = formatMaintenanceWindow(start, end, timeZone);
  return (
    <Banner
      variant="warning"
      title={messages.shell.maintenanceTitle}
      isDismissible={Boolean(onDismiss)}
      dismissLabel={dismissLabel}
      onDismiss={onDismiss}
    >
      <time dateTime={times.start.iso}>{times.start.text}</time>
      {' – '}
      <time dateTime={times.end.iso}>{times.end.text}</time>
    </Banner>
  );
}
