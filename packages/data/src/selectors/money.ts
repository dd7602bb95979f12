/**
 * Money display (balanceInPenny and availableBalance are cents, shown as dollars with
 * two decimals and thousands commas).
 */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Cents -> '$1,234.56'. Fractional cents are rounded to the nearest cent; negatives are shown as
 * '-$1.23' (and a value that rounds to zero as '$0.00'). Throws RangeError for NaN or infinities.
 */
export function centsToDollars(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`centsToDollars: not a finite number: ${cents}`);
  const rounded = Math.round(cents);
  const negative = rounded < 0;
  const abs = BigInt(Math.abs(rounded));
  const dollars = (abs / 100n).toString();
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${groupThousands(dollars)}.${rest}`;
}
