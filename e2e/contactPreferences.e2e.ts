/** Communication Methods against the API (spec 02 §6): choices saved and read back, by keyboard. */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInAccount } from './support';

const PASSWORD = 'settings-pass-1';

const main = (page: Page) => page.getByRole('main');

test('Communication Methods: choices saved and read back after a reload, by keyboard', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'contact', PASSWORD);
  await page.goto('/account/notification-promotions');
  const table = main(page).getByRole('region', { name: 'Communication Methods' });
  const pros = table.getByRole('radiogroup', { name: /Messages from Pros/ });
  const product = table.getByRole('radiogroup', { name: /Messages from Hearth/ });
  await expect(pros.getByRole('radio', { name: 'Emails' })).toBeChecked();
  await expect(table.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', /\/about\/privacy$/);
  await expectNoAxeViolations(page);

  await pros.getByRole('radio', { name: 'Emails' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pros.getByRole('radio', { name: 'Both' })).toBeChecked();
  await product.getByRole('radio', { name: 'Emails' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(product.getByRole('radio', { name: 'Text' })).toBeChecked();
  await table.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(table.getByText('Your contact preferences were saved.')).toBeVisible();

  const stored = await (await page.request.get(`/api/v1/contact-preferences?userId=${userId}`)).json();
  expect(stored).toMatchObject({
    mediaFromPros: { sms: true, email: true },
    mediaFromHearth: { sms: true, email: false },
  });
  await page.reload();
  await expect(pros.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect(product.getByRole('radio', { name: 'Text' })).toBeChecked();
  // The Calls information sits beside them, with its two FAQ links.
  await expect(main(page).getByRole('link', { name: /remove a pro/i })).toHaveAttribute(
    'href',
    /\/faq#how_do_i_remove_a_pro$/,
  );
});
