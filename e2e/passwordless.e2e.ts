import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMAILS, dataOf, expectNoAxeViolations, nextMessage } from './support';

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

// The seeded passwordless account can be given a password once per database: one project runs it.
test('passwordless: the set-password e-mail, the password set, then logged in automatically @once', async ({
  page,
  request,
}) => {
  const email = DEMO_EMAILS.passwordless;
  await requestResetFromLoginPage(page, email);
  const mail = await nextMessage(request, email, 'setPassword');
  const link = new URL(dataOf(mail, 'link'));
  expect(link.pathname).toMatch(/^\/set-password\/[0-9a-f-]{36}$/);

  await page.goto(`${link.pathname}${link.search}&r=%2Fno-such-page`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(main(page).getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await main(page).getByLabel('Password', { exact: true }).fill('123456');
  await main(page).getByRole('button', { name: 'Set password' }).click();
  await expect(main(page).getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password must be at least 6 characters and contain a letter.',
  );
  // Keyboard from here: the corrected password, its confirmation, Enter.
  await main(page).getByLabel('Password', { exact: true }).fill('');
  await main(page).getByLabel('Password', { exact: true }).focus();
  await page.keyboard.type('first-pass-1');
  await main(page).getByLabel('Confirm password', { exact: true }).focus();
  await page.keyboard.type('first-pass-1');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/no-such-page$/);
  const session = await page.evaluate(() => fetch('/api/v1/session').then((response) => response.json()));
  expect(session.dto.userContext.email).toBe(email);
});
