import { expect, test } from '@playwright/test';
import { cardField, cardForm, FUTURE, fillCard, main, savedCards, storedCard } from './cardPanel';
import { expectNoAxeViolations, newSignedInAccount } from './support';

// Each test signs up, signs in and runs axe over several states: on the shared two-core machine
// that can pass the default 30 s, which is about time, not behaviour.
test.describe.configure({ timeout: 60_000 });

test('card code loads with the Payment Methods panel; a failed load says so in the panel, and a retry loads it', async ({
  page,
}, testInfo) => {
  await newSignedInAccount(page, testInfo, 'cards-lazy', 'cards-lazy-pass-1');
  const cardChunk = /\/assets\/PaymentMethodsSection-[\w-]+\.js$/;
  let cardChunkAsked = false;
  let failNext = true;
  await page.route(cardChunk, async (route) => {
    cardChunkAsked = true;
    if (failNext) return route.abort();
    return route.continue();
  });
  await page.goto('/account/settings');
  const paymentMethods = main(page).getByRole('button', { name: 'Payment Methods', exact: true });
  await expect(paymentMethods).toHaveAttribute('aria-expanded', 'false');
  await expect(main(page).getByRole('textbox', { name: 'First name' })).toBeVisible();
  expect(cardChunkAsked).toBe(false);

  await paymentMethods.press('Enter');
  await expect(main(page).getByText('This section could not be loaded.')).toBeVisible();
  failNext = false;
  await main(page).getByRole('link', { name: 'Try again' }).press('Enter');
  await expect(cardForm(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('keyboard only: add a card; it shows brand, last four and expiry, and the API stores it', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'cards-kb', 'cards-kb-pass-1');
  expect((await storedCard(page, userId)).status).toBe(404);

  await page.goto('/account/payment-methods');
  // No card yet: the card form starts open, Save disabled until the entry is complete.
  await expect(cardForm(page)).toBeVisible();
  const save = cardForm(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // Nothing saved: no 'View saved cards'. Each input shows an example and spaces what is typed.
  await expect(main(page).getByRole('button', { name: 'View saved cards' })).toHaveCount(0);
  await expect(cardField(page, 'Card number')).toHaveAttribute('placeholder', '1234 1234 1234 1234');
  await expect(cardField(page, 'Expiration date')).toHaveAttribute('placeholder', 'MM / YY');
  await expectNoAxeViolations(page);

  await cardField(page, 'Card number').focus();
  await page.keyboard.type('4242424242424242');
  await expect(cardField(page, 'Card number')).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(cardField(page, 'Expiration date')).toBeFocused();
  await page.keyboard.type(FUTURE.typed);
  await page.keyboard.press('Tab');
  await expect(cardField(page, 'CVC')).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(cardField(page, 'ZIP Code')).toBeFocused();
  await page.keyboard.type('94107');
  await expect(save).toBeEnabled();
  await page.keyboard.press('Enter');

  await expect(main(page).getByRole('status').filter({ hasText: 'Your card was saved.' })).toBeVisible();
  const card = savedCards(page).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Visa ending in 4242');
  await expect(card).toContainText(`Expires ${FUTURE.shown}`);
  await expect(card.getByRole('button', { name: /^Remove Card/ })).toBeVisible();
  await expect(cardForm(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const stored = await storedCard(page, userId);
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({
    card: { cardType: 'Visa', lastFour: '4242', expiryMonth: FUTURE.month, expiryYear: FUTURE.year },
    status: 'ACTIVE',
    billingAgent: 'DONE',
  });

  // A reload reads the card back from the API: the list, not the form, opens.
  await page.reload();
  await expect(savedCards(page).getByRole('listitem')).toContainText('Visa ending in 4242');
});

test("a declined card: 'Failed to save new card.', the provider's reason under the fields, values kept", async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'cards-decline', 'cards-decline-pass-1');
  await page.goto('/account/payment-methods');
  await fillCard(page, '4000 0000 0000 0002');
  await cardForm(page).getByRole('button', { name: 'Save' }).click();

  await expect(
    cardForm(page).getByRole('alert').filter({ hasText: 'Failed to save new card.' }),
  ).toBeVisible();
  const reason = cardForm(page).getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(reason).toBeVisible();
  // Under the fields: below the last card input.
  const reasonBox = await reason.boundingBox();
  const zipBox = await cardField(page, 'ZIP Code').boundingBox();
  expect(reasonBox && zipBox && reasonBox.y >= zipBox.y + zipBox.height).toBe(true);
  // What was typed stays, so the person can correct it.
  await expect(cardField(page, 'Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(cardField(page, 'Expiration date')).toHaveValue(FUTURE.inField);
  await expect(cardField(page, 'CVC')).toHaveValue('123');
  await expect(cardField(page, 'ZIP Code')).toHaveValue('94107');
  await expectNoAxeViolations(page);
  expect((await storedCard(page, userId)).status).toBe(404);

  // Corrected to a good card, the same form saves it.
  await cardField(page, 'Card number').fill('4242 4242 4242 4242');
  await expect(reason).toHaveCount(0);
  await cardForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(savedCards(page).getByRole('listitem')).toContainText('Visa ending in 4242');
  expect((await storedCard(page, userId)).body).toMatchObject({
    card: { lastFour: '4242' },
    status: 'ACTIVE',
  });
});
