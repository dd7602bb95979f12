/**
 * The other settings sections against the API (spec 02 §2, §4, §8): the profile picture, the
 * password card, the communication methods and which panels show. (SET PASSWORD is covered by
 * stories only: an account without a password has no way to sign in here.)
 */
import { expect, type Page, test } from '@playwright/test';
import { csrfTokenOf, expectNoAxeViolations, newSignedInAccount, signIn } from './support';

const PASSWORD = 'settings-pass-1';
const main = (page: Page) => page.getByRole('main');
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a PNG becomes the headshot in the card and the header; a text file is refused @desktop', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'photo', PASSWORD);
  await page.goto('/account/photo');
  const card = main(page).getByRole('region', { name: 'Profile Picture' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Change' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByText('Your profile picture was updated.')).toBeVisible();
  const images = await (await page.request.get(`/api/v1/users/${userId}/images`)).json();
  expect(images).toHaveLength(1);
  const fileName = String(images[0].imageFileName).replace(/\.jpg$/, '');
  await expect(card.locator(`img[src*="${fileName}"]`)).toBeVisible();
  // The session is read again, so the header shows the new picture too.
  await expect(page.getByRole('banner').locator(`img[src*="${fileName}"]`).first()).toBeVisible();

  const textChooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Change' }).click();
  await (await textChooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  const refused = 'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.';
  await expect(card.getByText(refused)).toBeVisible();

  // A text file that claims to be a PNG: its first bytes give it away in the browser, unsent.
  const disguised = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Change' }).click();
  await (await disguised).setFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a png'),
  });
  await expect(card.getByText(refused)).toBeVisible();
  expect(await (await page.request.get(`/api/v1/users/${userId}/images`)).json()).toHaveLength(1);
});

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
