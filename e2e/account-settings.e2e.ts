/**
 * The account settings screen against the API (spec 02 §2, §8): the menu's links to its panels,
 * which panels show, and each panel's code loaded when it first opens.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInAccount, signIn } from './support';

const PASSWORD = 'settings-pass-1';

const main = (page: Page) => page.getByRole('main');

// In the app, another account page's link opens its panel and takes the focus there, leaving the
// open panels and what was typed in them; the legacy Notification Settings address follows on.
// The link of the page already shown opens its panel again.
test(
  "the menu's account links open their panel in place, the typed text kept",
  {
    tag: '@mobile',
  },
  async ({ page }, testInfo) => {
    await newSignedInAccount(page, testInfo, 'menu-links', PASSWORD);
    await page.goto('/account/settings');
    const firstName = main(page).getByRole('textbox', { name: 'First name' });
    await firstName.fill('Typed but not saved');
    const followAccountLink = async (name: string) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('button', { name: 'Account Settings' }).click();
      await menu.getByRole('link', { name }).click();
      await expect(menu).toHaveCount(0);
    };

    await followAccountLink('Change Password');
    await expect(page).toHaveURL(/\/account\/password$/);
    const passwordButton = main(page).getByRole('button', { name: 'Password', exact: true });
    await expect(passwordButton).toHaveAttribute('aria-expanded', 'true');
    await expect(passwordButton).toBeFocused();
    await expect(main(page).getByRole('region', { name: 'Change Password' })).toBeVisible();
    await expect(firstName).toHaveValue('Typed but not saved');
    // The link of the page already shown, its panel closed meanwhile: the menu closes, the panel
    // opens again.
    await passwordButton.click();
    await expect(passwordButton).toHaveAttribute('aria-expanded', 'false');
    await followAccountLink('Change Password');
    await expect(passwordButton).toHaveAttribute('aria-expanded', 'true');
    await expect(passwordButton).toBeFocused();

    await followAccountLink('Notification Settings');
    await expect(page).toHaveURL(/\/account\/general-communications$/);
    const generalButton = main(page).getByRole('button', { name: 'General Communications' });
    await expect(generalButton).toHaveAttribute('aria-expanded', 'true');
    await expect(generalButton).toBeFocused();
    await expect(passwordButton).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // The legacy address of the page shown: its panel opens again too.
    await generalButton.click();
    await expect(generalButton).toHaveAttribute('aria-expanded', 'false');
    await followAccountLink('Notification Settings');
    await expect(generalButton).toHaveAttribute('aria-expanded', 'true');
    await expect(generalButton).toBeFocused();

    // The skip link moves within the page, and is no link to it: a closed panel stays closed and
    // the focus goes to the content.
    await generalButton.click();
    await expect(generalButton).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/account\/general-communications#main$/);
    await expect(generalButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).toBeFocused();
  },
);

test('the account pages of a user without to-do items or a paperless flag leave those panels out', async ({
  page,
}, testInfo) => {
  await newSignedInAccount(page, testInfo, 'panels', PASSWORD);
  await page.goto('/account/settings');
  const panelButtons = main(page).getByRole('heading', { level: 2 });
  await expect(panelButtons).toHaveText([
    'Profile',
    'Photo',
    'General Communications',
    'Password',
    'Payment Methods',
  ]);
  // The route opens its own panel only.
  await expect(main(page).getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
  await expect(main(page).getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveTitle(/Account Settings/);
});

test('the seeded homeowner sees Project Communications with the to-do items, and Document delivery', async ({
  page,
}) => {
  await signIn(page, 'homeowner');
  await page.goto('/account/project-communications');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Profile',
    'Photo',
    'Project Communications',
    'General Communications',
    'Password',
    'Payment Methods',
    'Document delivery',
  ]);
  await expect(main(page).getByRole('button', { name: 'Project Communications' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(main(page).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a panel's code loads when it first opens; the address of a panel asks for its code with the page's", async ({
  page,
}, testInfo) => {
  await newSignedInAccount(page, testInfo, 'panels-lazy', PASSWORD);
  const panelChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(\w+(?:Panel|Section))-[\w-]+\.js$/.exec(request.url())?.[1];
    if (chunk) panelChunks.push(chunk);
  });
  await page.goto('/account/settings');
  await expect(main(page).getByRole('textbox', { name: 'First name' })).toBeVisible();
  expect(panelChunks).toEqual([]);

  await main(page).getByRole('button', { name: 'Password', exact: true }).press('Enter');
  await expect(main(page).getByRole('region', { name: 'Change Password' })).toBeVisible();
  expect(panelChunks).toEqual(['PasswordPanel']);

  // The prerendered page's loader asks for the panel beside the page's chunks.
  await page.goto('/account/photo');
  await expect(page.locator('link[rel="modulepreload"][href*="/PhotoPanel-"]')).toHaveCount(1);
  await expect(main(page).getByRole('region', { name: 'Profile Picture' })).toBeVisible();
});
