/**
 * Account removal against the API (spec 02 §4 "Account removal"): the drawer by keyboard, the
 * request sent, the user signed out and unable to sign in again.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';

import { csrfTokenOf, dataOf, expectNoAxeViolations, newSignedInAccount, nextMessage } from './support';

const PASSWORD = 'profile-pass-1';

const main = (page: Page) => page.getByRole('main');

const profile = (page: Page) => main(page).getByRole('region', { name: 'Profile Information' });

const field = (page: Page, name: string) => profile(page).getByRole('textbox', { name, exact: true });

/** A new account, signed in on the settings page. */
async function freshAccount(page: Page, testInfo: TestInfo, label: string) {
  const account = await newSignedInAccount(page, testInfo, label, PASSWORD);
  await page.goto('/account/settings');
  await expect(field(page, 'First name')).toHaveValue('Reese');
  return account;
}

test('Remove account by keyboard with Other: the request is sent, the user is signed out and cannot sign in again', async ({
  page,
}, testInfo) => {
  const { email } = await freshAccount(page, testInfo, 'remove');
  const link = profile(page).getByRole('link', { name: 'Delete my account' });
  await link.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Remove account' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Account removal takes up to 45 days.')).toBeVisible();
  await expect(
    drawer.getByRole('radio', { name: "I'm a Hearth Pro and want to remove my profile" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const remove = drawer.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();

  await drawer.getByRole('radio', { name: 'Other' }).focus();
  await page.keyboard.press('Space');
  const feedback = drawer.getByRole('textbox', { name: 'How can we improve?' });
  await expect(feedback).toHaveAttribute('placeholder', 'Provide your feedback here');
  await expect(remove).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(feedback).toBeFocused();
  await page.keyboard.type('Moving abroad');
  await expect(remove).toBeEnabled();
  await remove.focus();
  await page.keyboard.press('Enter');

  // The page reloads signed out, and the account page sends a visitor to log in.
  await expect(page).toHaveURL(/\/login\?r=%2Faccount%2Fsettings$/);
  const removal = await nextMessage(page.request, email, 'accountRemoval');
  expect(dataOf(removal, 'reason')).toBe('Moving abroad');
  const token = await csrfTokenOf(page);
  const login = await page.request.post('/api/v1/session/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': token },
  });
  expect(login.status()).toBe(401);
});
