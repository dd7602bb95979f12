/** How a saved card is named and drawn. Pure functions. */

const SPECIAL_ICON_NAMES: Readonly<Record<string, string>> = {
  'american express': 'amex',
  'diners club': 'diners',
};

/**
 * The icon name of a saved card's brand: 'American Express' -> 'amex', 'Diners Club' -> 'diners',
 * any other brand lowercased ('Visa' -> 'visa'). Surrounding whitespace is ignored.
 */
export function cardBrandIconName(cardType: string): string {
  const lower = cardType.trim().toLowerCase();
  return SPECIAL_ICON_NAMES[lower] ?? lower;
}

/** A card's expiry as MM/YYYY ('04/2031'); a two-digit year is read as 20YY. */
export function formatCardExpiry(month: number, year: number): string {
  const fullYear = year < 100 ? 2000 + year : year;
  return `${String(month).padStart(2, '0')}/${fullYear}`;
}
