import type { SegmentedControlOption } from './SegmentedControl';

/** How reminders are sent: the options of the SegmentedControl stories. */
export const reminderChannels: SegmentedControlOption[] = [
  { value: 'email', label: 'Emails' },
  { value: 'text', label: 'Text' },
  { value: 'both', label: 'Both' },
];
