/**
 * Resources dropdown advice tiles: 3 fixed tiles plus 1 monthly tile
 * that follows the current month.
 *
 * The month is read in the viewer's local time zone by default (a visitor sees the tile of their
 * own calendar month); pass `{ timeZone: 'UTC' }` to read it in UTC (e.g. on the server or in
 * deterministic tests). Tiles are indexed by month: 0 = January ... 11 = December.
 */

export const FIXED_ADVICE_TILE_COUNT = 3;
export const MONTHS_IN_YEAR = 12;

export interface AdviceMonthOptions {
  timeZone?: 'local' | 'UTC';
}

export function adviceMonth(date: Date, { timeZone = 'local' }: AdviceMonthOptions = {}): number {
  const month = timeZone === 'UTC' ? date.getUTCMonth() : date.getMonth();
  if (Number.isNaN(month)) throw new RangeError('adviceMonth: invalid date');
  return month;
}

/** The tile of the date's month; undefined when that month has no tile. */
export function monthlyAdviceTile<T>(
  tiles: readonly T[],
  date: Date,
  options?: AdviceMonthOptions,
): T | undefined {
  return tiles[adviceMonth(date, options)];
}

/** The first 3 fixed tiles followed by the monthly tile (left out when that month has none). */
export function adviceTiles<T>(
  fixed: readonly T[],
  monthly: readonly T[],
  date: Date,
  options?: AdviceMonthOptions,
): T[] {
  const tiles = fixed.slice(0, FIXED_ADVICE_TILE_COUNT);
  const month = monthlyAdviceTile(monthly, date, options);
  return month === undefined ? tiles : [...tiles, month];
}
