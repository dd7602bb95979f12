/** One end of a maintenance window, formatted in English: 'July 15, 2025, 10:00 PM PDT'. */
export type FormattedMoment = { iso: string; text: string };

/**
 * Formats the start and end of a maintenance window in English with the time zone's short name, such as 'July 15, 2025, 10:00 PM PDT'.
 * @param timeZone An IANA zone such as 'America/Los_Angeles'. @default the reader's own zone
 */
export function formatMaintenanceWindow(
  start: Date,
  end: Date,
  timeZone?: string,
): { start: FormattedMoment; end: FormattedMoment } {
  const date = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  // ICU versions differ on the space before AM/PM (space or narrow no-break space): always use a
  // no-break space, so the time never wraps away from its AM/PM and reads the same everywhere.
  const format = (moment: Date): FormattedMoment => ({
    iso: moment.toISOString(),
    text: `${date.format(moment)}, ${time.format(moment)}`.replace(/(\d)\s+([AP]M)/, '$1\u00a0$2'),
  });
  return { start: format(start), end: format(end) };
}
