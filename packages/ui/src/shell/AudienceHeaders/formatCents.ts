/**
 * Formats an amount of US cents as dollars with two decimals and thousands commas:
 * `formatCents(123456) === '$1,234.56'`, `formatCents(-5) === '-$0.05'`.
 *
 * Works on whole cents with integer arithmetic, so no floating-point rounding creeps in; a
 * fractional input is rounded to the nearest cent first. A non-finite input is a programming
 * error and throws.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatCents: ${cents} is not a finite amount`);
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const dollars = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}.${String(remainder).padStart(2, '0')}`;
}
