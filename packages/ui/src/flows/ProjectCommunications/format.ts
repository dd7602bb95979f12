import type { TodoDate } from './todo.types';

/** A code as words: 'IN_PROGRESS' and 'inProgress' become 'In progress'. */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** States in which an item is finished; they get a check mark instead of a clock. */
const DONE_STATES = new Set(['DONE', 'COMPLETE', 'COMPLETED']);
export const isDoneState = (state: string) => DONE_STATES.has(state.toUpperCase());

export type DateParts = { iso: string; text: string };

/**
 * A date for `<time>`: its ISO form and its text in US English, in `timeZone` (the browser's when
 * undefined). A value that does not parse is shown as it came.
 */
export function formatDate(value: TodoDate, timeZone: string | undefined, withTime = false): DateParts {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return { iso: String(value), text: String(value) };
  const format = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  });
  return { iso: date.toISOString(), text: format.format(date) };
}
