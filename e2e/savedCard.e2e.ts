/**
 * A saved card's removal against the API: Remove Card, the Confirm Remove dialog (No keeps the
 * card, Yes sets it INACTIVE), the list and the API without it. Adding cards: paymentMethods.e2e.ts.
 */
import { expect, test } from '@playwright/test';
import { cardForm, fillCard, main, savedCards, storedCard } from './cardPanel';
import { expectNoAxeViolations, newSignedInAccount } from './support';

// Each test signs up, signs in and runs axe over several states: on the shared two-core machine
// that can pass the default 30 s, which is about time, not behaviour.
test.describe.configure({ timeout: 60_000 });

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
