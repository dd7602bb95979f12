/** The Profile Information panel of account settings, as the profile and phone tests use it. */
import { expect, type Page, type TestInfo } from '@playwright/test';

import { newSignedInAccount } from './support';

export const PROFILE_PASSWORD = 'profile-pass-1';

export const main = (page: Page) => page.getByRole('main');

export const profile = (page: Page) => main(page).getByRole('region', { name: 'Profile Information' });

export const field = (page: Page, name: string) => profile(page).getByRole('textbox', { name, exact: true });

export const street = (page: Page) => profile(page).getByRole('combobox', { name: 'Street Address' });

export const save = (page: Page) => profile(page).getByRole('button', { name: 'Save' });

export const saved = (page: Page) => profile(page).getByText('Your profile information was saved.');

/** A new account, signed in on the settings page. */
export async function freshAccount(page: Page, testInfo: TestInfo, label: string) {
  const account = await newSignedInAccount(page, testInfo, label, PROFILE_PASSWORD);
  await page.goto('/account/settings');
  await expect(field(page, 'First name')).toHaveValue('Reese');
  return account;
}

/** Types into the street box and takes the first suggestion with the keyboard. */
export async function chooseAddressByKeyboard(page: Page, text: string, suggestion: string) {
  await street(page).focus();
  await street(page).fill('');
  await page.keyboard.type(text);
  const option = page.getByRole('option', { name: suggestion });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(option).toHaveCount(0);
}
