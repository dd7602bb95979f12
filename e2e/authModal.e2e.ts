import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, expectNoAxeViolations } from './support';

const main = (page: Page) => page.getByRole('main');

test('the header Log in opens the modal; logging in there turns the page signed-in in place @desktop', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /Hana/ })).toHaveAttribute(
    'href',
    '/account/settings',
  );
});

test('the header Sign up opens the modal variant: its own messages, then an account @desktop', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription('Please enter your first name.');
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Please enter your last name.');
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Please create a password.',
  );
  await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription(
    'Please confirm your password.',
  );
  await expect(dialog.getByRole('link', { name: /pro/i })).toHaveAttribute('href', '/pro');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('First name').fill('Mo');
  await dialog.getByLabel('Last name').fill('Dal');
  await dialog.getByLabel('Email').fill(`modal-${testInfo.project.name}-${Date.now()}@hearth.test`);
  await dialog.getByLabel('Password', { exact: true }).fill('modal-pass-1');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('modal-pass-2');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await dialog.getByLabel('Confirm password', { exact: true }).fill('modal-pass-1');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Mo/ })).toHaveAttribute(
    'href',
    '/account/settings',
  );
});

test("the modal's Sign Up keeps the page's query string, and insuranceFlow shows 'Find your policy' @desktop", async ({
  page,
}) => {
  await page.goto('/?insuranceFlow=true');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('link', { name: 'Find your policy' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('insuranceFlow')).toBe('true');
  expect(query.get('r')).toBe(new URL('/?insuranceFlow=true', page.url()).href);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
});
