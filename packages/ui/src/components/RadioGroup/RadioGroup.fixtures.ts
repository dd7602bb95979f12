import type { RadioOptionItem } from './RadioGroup';

/** When the work should start: the options of most RadioGroup stories. */
export const startTimes: RadioOptionItem[] = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'week', label: 'Within a week' },
  { value: 'flexible', label: 'I am flexible' },
];

/** Short labels that fit on one line, for the horizontal layout. */
export const jobSizes: RadioOptionItem[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];
