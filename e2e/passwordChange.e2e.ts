/**
 * The Change Password card against the API (spec 02 §4): a wrong old password, then a change.
 * (SET PASSWORD is covered by stories only: an account without a password has no way to sign in
 * here.)
 */
import { expect, type Page, test } from '@playwright/test';
import { csrfTokenOf, expectNoAxeViolations, newSignedInAccount } from './support';

const PASSWORD = 'settings-pass-1';

const main = (page: Page) => page.getByRole('main');

test('Change Password: a wrong old password, then a change and its snackbar, by keyboard', async ({
  page,
}, testInfo) => {
  const { email } = await newSignedInAccount(page, testInfo, 'password', PASSWORD);
  await page.goto('/account/password');
  const card = main(page).getByRole('region', { name: 'Change Password' });
  const old = card.getByLabel('Old Password', { exact: true });
  await expect(old).toBeVisible();
  await expectNoAxeViolations(page);

  await old.fill('not-my-password-1');
  await card.getByLabel('New Password', { exact: true }).fill('brand-new-pass-1');
  await card.getByLabel('Confirm Password', { exact: true }).fill('brand-new-pass-1');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Unable to verify old password.')).toBeVisible();
  await expect(card.getByLabel('New Password', { exact: true })).toHaveValue('brand-new-pass-1');

  await old.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await card.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  const snackbar = page.getByRole('region', { name: 'Password notifications' });
  await expect(snackbar.getByText('New password created')).toBeVisible();
  await expect(old).toHaveValue('');
  await expectNoAxeViolations(page);

  const csrf = await csrfTokenOf(page);
  const login = (password: string) =>
    page.request.post('/api/v1/session/login', {
      data: { email, password },
      headers: { 'x-csrf-token': csrf },
    });
  expect((await login(PASSWORD)).status()).toBe(401);
  expect((await login('brand-new-pass-1')).status()).toBe(201);
});
