import { expect, type Page, test } from '@playwright/test';
import { apiCall, createAccount, dataOf, expectNoAxeViolations, nextMessage, uniqueEmail } from './support';

const main = (page: Page) => page.getByRole('main');

async function requestResetFromLoginPage(page: Page, email: string) {
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  const success = page.getByRole('dialog', { name: 'Check your email' });
  await expect(success).toContainText('1-800-555-0199');
  await expectNoAxeViolations(page);
}

async function logIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
}

test('forgot password -> e-mail -> reset page -> log in with the new password; the link then is used up', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('reset', testInfo.project.name);
  await createAccount(request, email, 'old-pass-1');
  await requestResetFromLoginPage(page, email);
  const mail = await nextMessage(request, email, 'passwordReset');
  const link = new URL(dataOf(mail, 'link'));

  await page.goto(link.pathname);
  await expect(page).toHaveTitle('Account / Reset Password');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Account / Reset Password' })).toBeVisible();
  const save = main(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await main(page).getByLabel('New password', { exact: true }).fill('new-pass-1');
  await main(page).getByLabel('Verify password', { exact: true }).fill('new-pass-2');
  await expect(main(page).getByLabel('Verify password', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);
  await main(page).getByLabel('Verify password', { exact: true }).fill('new-pass-1');
  await save.click();
  await expect(page).toHaveURL(/\/login$/);
  // The log-in page says what happened before asking for the new password.
  await expect(
    main(page).getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();

  await logIn(page, email, 'old-pass-1');
  await expect(main(page).getByRole('alert')).toHaveText('The username or password is incorrect.');
  await logIn(page, email, 'new-pass-1');
  await expect(page).toHaveURL(/\/$/);

  // The same link again: used up, so the page says it has expired and offers no form.
  await page.goto(link.pathname);
  await main(page).getByLabel('New password', { exact: true }).fill('third-pass-1');
  await main(page).getByLabel('Verify password', { exact: true }).fill('third-pass-1');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Your password reset link has expired.');
  await expect(main(page).getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('a reset link that is not a uuid, or unknown, says the link has expired', async ({ page }) => {
  await page.goto('/account/password-reset/not-a-uuid');
  await expect(main(page).getByText('Your password reset link has expired.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: /new reset link/i })).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(page);

  await page.goto('/account/password-reset/5f0c6a43-0d5e-4a55-9a53-2f8cb0b5c0aa');
  await main(page).getByLabel('New password', { exact: true }).fill('some-pass-1');
  await main(page).getByLabel('Verify password', { exact: true }).fill('some-pass-1');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Your password reset link has expired.');
});

test('keyboard only: reset a password from the e-mailed link', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('reset-kb', testInfo.project.name);
  await createAccount(request, email, 'old-pass-1');
  const sent = await apiCall(request, 'post', '/api/v1/users/forgot-password', { userEmail: email });
  expect(sent.status()).toBe(201);
  const mail = await nextMessage(request, email, 'passwordReset');
  await page.goto(new URL(dataOf(mail, 'link')).pathname);
  await main(page).getByLabel('New password', { exact: true }).focus();
  await page.keyboard.type('kb-new-pass-1');
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Show new password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('kb-new-pass-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
