/**
 * A saved card's removal against the API: Remove Card, the Confirm Remove dialog (No keeps the
 * card, Yes sets it INACTIVE), the list and the API without it. Adding cards: paymentMethods.e2e.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInAccount } from './support';

// Each test signs up, signs in and runs axe over several states: on the shared two-core machine
// that can pass the default 30 s, which is about time, not behaviour.
test.describe.configure({ timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');

const cardField = (page: Page, label: 'Card number' | 'Expiration date' | 'CVC' | 'ZIP Code') =>
  main(page).getByLabel(label, { exact: true });

const cardForm = (page: Page) => main(page).getByRole('form', { name: 'Add a card' });

const savedCards = (page: Page) => main(page).getByRole('list', { name: 'Saved cards' });

/** A card expiry two years ahead, as typed ('MM/YY'). */
const FUTURE_EXPIRY = `11/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** The user's active DONE card as the API stores it: the response status and body. */
async function storedCard(page: Page, userId: number) {
  const response = await page.request.get(`/api/v1/users/${userId}/payment-methods?billingAgent=DONE`);
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

/** Fills the offline provider's four inputs with the mouse-and-paste path (fill). */
async function fillCard(page: Page, number: string) {
  await cardField(page, 'Card number').fill(number);
  await cardField(page, 'Expiration date').fill(FUTURE_EXPIRY);
  await cardField(page, 'CVC').fill('123');
  await cardField(page, 'ZIP Code').fill('94107');
}

test('remove a card: Remove Card, Confirm Remove (No keeps it, Yes removes it); gone from the page and the API', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'cards-remove', 'cards-remove-pass-1');
  await page.goto('/account/payment-methods');
  await fillCard(page, '4242424242424242');
  await cardForm(page).getByRole('button', { name: 'Save' }).click();
  const card = savedCards(page).getByRole('listitem');
  await expect(card).toContainText('Visa ending in 4242');
  const { body: saved } = await storedCard(page, userId);
  expect(saved).toMatchObject({ card: { lastFour: '4242' }, status: 'ACTIVE' });

  const confirm = page.getByRole('alertdialog', { name: 'Confirm Remove' });
  await card.getByRole('button', { name: /^Remove Card/ }).click();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toContainText('Visa ending in 4242');
  expect((await storedCard(page, userId)).status).toBe(200);

  await card.getByRole('button', { name: /^Remove Card/ }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(main(page).getByRole('status').filter({ hasText: 'The card was removed.' })).toBeVisible();
  await expect(main(page).getByText('Visa ending in 4242')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Removed means INACTIVE: the user has no active card any more.
  expect((await storedCard(page, userId)).status).toBe(404);

  await page.reload();
  await expect(cardForm(page)).toBeVisible();
  await expect(main(page).getByText('Visa ending in 4242')).toHaveCount(0);
});
