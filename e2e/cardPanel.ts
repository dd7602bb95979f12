/** The Payment Methods panel of account settings, as the card tests use it. */
import type { Page } from '@playwright/test';

export const main = (page: Page) => page.getByRole('main');

export const cardField = (page: Page, label: 'Card number' | 'Expiration date' | 'CVC' | 'ZIP Code') =>
  main(page).getByLabel(label, { exact: true });

export const cardForm = (page: Page) => main(page).getByRole('form', { name: 'Add a card' });

export const savedCards = (page: Page) => main(page).getByRole('list', { name: 'Saved cards' });

/** A card expiry two years ahead, as typed ('MM/YY') and as stored. */
export const FUTURE = (() => {
  const year = new Date().getFullYear() + 2;
  const yy = String(year % 100).padStart(2, '0');
  // Typed as people type it; the field spaces it as 'MM / YY'.
  return { typed: `11/${yy}`, inField: `11 / ${yy}`, month: 11, year, shown: `11/${year}` };
})();

/** The user's active DONE card as the API stores it: the response status and body. */
export async function storedCard(page: Page, userId: number) {
  const response = await page.request.get(`/api/v1/users/${userId}/payment-methods?billingAgent=DONE`);
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

/** Fills the offline provider's four inputs with the mouse-and-paste path (fill). */
export async function fillCard(page: Page, number: string) {
  await cardField(page, 'Card number').fill(number);
  await cardField(page, 'Expiration date').fill(FUTURE.typed);
  await cardField(page, 'CVC').fill('123');
  await cardField(page, 'ZIP Code').fill('94107');
}
