/**
 * What the person set stays set (the app-errors audit, items 1 and 2): changing the e-mail keeps
 * the subscription opt-outs, and adding a card never replaces the saved one without asking.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInAccount, signIn, uniqueEmail, unsubscribeToken } from './support';

test.describe.configure({ timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');
const tree = (page: Page) => main(page).getByRole('region', { name: 'Email subscriptions' });
const inTree = (page: Page, name: string) => tree(page).getByRole('checkbox', { name, exact: true });
const profile = (page: Page) => main(page).getByRole('region', { name: 'Profile Information' });
const field = (page: Page, name: string) => profile(page).getByRole('textbox', { name, exact: true });

/** A new account whose profile is whole (an address), so its Profile Information can be saved. */
async function accountWithAddress(page: Page, testInfo: TestInfo, label: string, password: string) {
  const account = await newSignedInAccount(page, testInfo, label, password);
  await page.goto('/account/settings');
  const street = profile(page).getByRole('combobox', { name: 'Street Address' });
  await street.fill('');
  await street.pressSequentially('1100 Congress');
  await page.getByRole('option', { name: '1100 Congress Ave, Austin, TX 78701' }).click();
  await expect(field(page, 'City')).toHaveValue('Austin');
  await field(page, 'Mobile number').fill('5125550142');
  await profile(page).getByRole('button', { name: 'Save' }).click();
  await expect(profile(page).getByText('Your profile information was saved.')).toBeVisible();
  return account;
}

test('item 1: changing the email keeps the opt-outs, for the person, the curator and the old address', async ({
  page,
  browser,
}, testInfo) => {
  const { userId, email: oldEmail } = await accountWithAddress(page, testInfo, 'optouts', 'optouts-pass-1');

  // Seasonal Home Tips and Partner Offers off, saved.
  await page.goto('/account/general-communications');
  for (const name of ['Seasonal Home Tips', 'Partner Offers']) {
    await inTree(page, name).focus();
    await page.keyboard.press('Space');
    await expect(inTree(page, name)).not.toBeChecked();
  }
  await tree(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    tree(page).getByRole('status').filter({ hasText: 'Your email preferences were saved.' }),
  ).toBeVisible();

  // A new address, saved in Profile Information.
  const newEmail = uniqueEmail('optouts-moved', testInfo.project.name);
  await page.goto('/account/settings');
  await field(page, 'Email').fill(newEmail);
  await profile(page).getByRole('button', { name: 'Save' }).click();
  await expect(profile(page).getByText('Your profile information was saved.')).toBeVisible();

  // General Communications now reads the new address: the opt-outs came with the person.
  await page.goto('/account/general-communications');
  await expect(inTree(page, 'Partner Offers')).not.toBeChecked();
  await expect(inTree(page, 'Seasonal Home Tips')).not.toBeChecked();
  await expect(inTree(page, 'Monthly Digest')).toBeChecked();
  await expect(inTree(page, 'Surveys')).toBeChecked();
  await expectNoAxeViolations(page);

  // The curator's view of the customer says the same.
  const curatorContext = await browser.newContext();
  const curator = await curatorContext.newPage();
  await signIn(curator, 'curator');
  await curator.goto(`/account/general-communications/${userId}`);
  await expect(inTree(curator, 'Partner Offers')).not.toBeChecked();
  await expect(inTree(curator, 'Seasonal Home Tips')).not.toBeChecked();
  await curatorContext.close();

  // Mail already sent to the old address keeps its opt-outs: its own link shows them off.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(
    `/account/general-communications?token=${encodeURIComponent(unsubscribeToken(oldEmail))}`,
  );
  await expect(main(visitor).getByText(oldEmail)).toBeVisible();
  await expect(inTree(visitor, 'Partner Offers')).not.toBeChecked();
  await expect(inTree(visitor, 'Seasonal Home Tips')).not.toBeChecked();
  await visitorContext.close();
});

const cardField = (page: Page, label: 'Card number' | 'Expiration date' | 'CVC' | 'ZIP Code') =>
  main(page).getByLabel(label, { exact: true });
const cardForm = (page: Page) => main(page).getByRole('form', { name: 'Add a card' });
const savedCards = (page: Page) => main(page).getByRole('list', { name: 'Saved cards' });
const EXPIRY = `11/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

async function fillCard(page: Page, number: string, cvc = '123') {
  await cardField(page, 'Card number').fill(number);
  await cardField(page, 'Expiration date').fill(EXPIRY);
  await cardField(page, 'CVC').fill(cvc);
  await cardField(page, 'ZIP Code').fill('94107');
}

async function storedCard(page: Page, userId: number) {
  const response = await page.request.get(`/api/v1/users/${userId}/payment-methods?billingAgent=DONE`);
  return response.json();
}

test('item 2: one card per account; adding another says so first and asks before replacing', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'cards-replace', 'cards-replace-1');
  await page.goto('/account/payment-methods');
  await fillCard(page, '4242 4242 4242 4242');
  await cardForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(savedCards(page).getByRole('listitem')).toContainText('Visa ending in 4242');

  await main(page).getByRole('button', { name: '+ Add a Card' }).click();
  await expect(cardForm(page)).toContainText(
    'You can keep one saved card. Saving a new card replaces your Visa ending in 4242.',
  );
  await fillCard(page, '3782 822463 10005', '1234');
  await cardForm(page).getByRole('button', { name: 'Save' }).click();

  const ask = page.getByRole('alertdialog', { name: 'Replace your saved card?' });
  await expect(ask).toContainText(
    'Your Visa ending in 4242 will be removed and the new card saved in its place.',
  );
  await expectNoAxeViolations(page);
  // Keep my card: nothing is sent, the Visa stays, and the entered card is still there.
  await ask.getByRole('button', { name: 'Keep my card' }).click();
  await expect(ask).toHaveCount(0);
  await expect(cardField(page, 'Card number')).toHaveValue('3782 822463 10005');
  expect(await storedCard(page, userId)).toMatchObject({ card: { lastFour: '4242' }, status: 'ACTIVE' });

  // Replace card, by keyboard: the Amex is the saved card now, and the list says so.
  await cardForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Replace card' }).focus();
  await page.keyboard.press('Enter');
  await expect(savedCards(page).getByRole('listitem')).toHaveCount(1);
  await expect(savedCards(page).getByRole('listitem')).toContainText('ending in 0005');
  expect(await storedCard(page, userId)).toMatchObject({ card: { lastFour: '0005' }, status: 'ACTIVE' });
});
