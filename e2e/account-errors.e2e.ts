/**
 * What the account area says when something is refused (the app-errors audit, items 6, 7, 8 and
 * 10): a photo is checked before it is sent and the server's reason is shown; a conflict says what
 * to change; every text field stops at the API's limit and says so; a curator's wrong user id says
 * that no such user exists.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  apiCall,
  csrfTokenOf,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  newSignedInAccount,
  signIn,
} from './support';

const PASSWORD = 'account-errors-1';
const main = (page: Page) => page.getByRole('main');
const profile = (page: Page) => main(page).getByRole('region', { name: 'Profile Information' });
const field = (page: Page, name: string) => profile(page).getByRole('textbox', { name, exact: true });
const save = (page: Page) => profile(page).getByRole('button', { name: 'Save' });
const saved = (page: Page) => profile(page).getByText('Your profile information was saved.');

/** A new account whose profile is whole (an address), signed in on the settings page. */
async function accountWithAddress(page: Page, testInfo: TestInfo, label: string) {
  const account = await newSignedInAccount(page, testInfo, label, PASSWORD);
  await page.goto('/account/settings');
  const street = profile(page).getByRole('combobox', { name: 'Street Address' });
  await street.fill('');
  await street.pressSequentially('1100 Congress');
  await page.getByRole('option', { name: '1100 Congress Ave, Austin, TX 78701' }).click();
  await expect(field(page, 'City')).toHaveValue('Austin');
  await field(page, 'Mobile number').fill('5125550142');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  return account;
}

/** Every upload request the page makes, counted. */
function countUploads(page: Page) {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/account/images'))
      uploads.push(request.url());
  });
  return uploads;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test.describe('item 6: a photo is checked before it is sent, and a refusal says why', () => {
  test('a text file named .png and a PNG one byte over 5 MB are refused in the browser; the limit shows by the control', async ({
    page,
  }, testInfo) => {
    await newSignedInAccount(page, testInfo, 'photo-check', PASSWORD);
    await page.goto('/account/photo');
    const card = main(page).getByRole('region', { name: 'Profile Picture' });
    const change = card.getByRole('button', { name: 'Change' });
    await expect(change).toHaveAccessibleDescription('JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF, up to 5 MB.');
    await expect(card.getByText('JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF, up to 5 MB.')).toBeVisible();
    const uploads = countUploads(page);
    const input = card.locator('input[type="file"]');

    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes'),
    });
    await expect(card.getByRole('alert')).toHaveText(
      'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.',
    );
    await expectNoAxeViolations(page);

    // One byte over the limit, the smallest file the rule refuses (a 37 MB one took ~8 s to hand to
    // the page); the sizes are rounded as a person reads them (formatFileSize has its unit tests).
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG_SIGNATURE.copy(huge);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect(card.getByRole('alert')).toHaveText('That picture is 5 MB. Choose one of 5 MB or smaller.');
    await expect(card.getByText('Your picture could not be saved. Please try again.')).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test("a file the server refuses shows the server's reason, not a generic line", async ({
    page,
  }, testInfo) => {
    await newSignedInAccount(page, testInfo, 'photo-server', PASSWORD);
    await page.goto('/account/photo');
    const card = main(page).getByRole('region', { name: 'Profile Picture' });
    const uploads = countUploads(page);
    // A PNG's signature with nothing a picture needs after it: the browser cannot tell, the server can.
    const broken = Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a picture')]);
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await expect(card.getByRole('alert')).toHaveText(
      'The file is not an image. Choose a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF picture.',
    );
    expect(uploads).toHaveLength(1);
  });
});

test.describe('item 7: a conflict says what to change, not to try again', () => {
  test('a phone already on the account, and an email another account uses', async ({ page }, testInfo) => {
    const { userId } = await accountWithAddress(page, testInfo, 'conflicts');
    // A second number, made primary: the first one stays on the account.
    const second = await page.request.post(`/api/v1/users/${userId}/phones`, {
      data: { userId, phoneNumber: '(512) 555-0177', primary: true, smsAllowed: true, verified: false },
      headers: { 'x-csrf-token': await csrfTokenOf(page) },
    });
    expect(second.status()).toBe(201);
    await page.reload();
    await expect(field(page, 'Mobile number')).toHaveValue('(512) 555-0177');

    await field(page, 'Mobile number').fill('5125550142');
    await field(page, 'Email').fill(DEMO_EMAILS.pro);
    await save(page).click();
    await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(
      'This phone number is already on your account. Enter a different number, or keep the one you have.',
    );
    await expect(field(page, 'Email')).toHaveAccessibleDescription(
      'Another account already uses this email. Enter a different email address.',
    );
    await expect(main(page).getByText(/Please try again/)).toHaveCount(0);
    // What was typed stays, to be changed.
    await expect(field(page, 'Email')).toHaveValue(DEMO_EMAILS.pro);
    await expectNoAxeViolations(page);

    // Changing the number takes its message away.
    await field(page, 'Mobile number').fill('5125550188');
    await expect(field(page, 'Mobile number')).not.toHaveAccessibleDescription(/already on your account/);
  });
});

test.describe("item 8: every text field stops at the API's limit and says so", () => {
  test('a 300-character first name: the field takes 100, says why, and the save works', async ({
    page,
  }, testInfo) => {
    const { userId } = await accountWithAddress(page, testInfo, 'limits');
    await field(page, 'First name').fill('A'.repeat(300));
    await expect(field(page, 'First name')).toHaveValue('A'.repeat(100));
    await expect(field(page, 'First name')).toHaveAttribute('maxlength', '100');
    await expect(
      profile(page).locator('span[id]', {
        hasText: /^First name can be at most 100 characters\.$/,
      }),
    ).toBeVisible();
    // Said as it happens, politely.
    await expect(
      profile(page).getByRole('status').filter({ hasText: 'First name can be at most 100 characters.' }),
    ).toHaveCount(1);
    await expect(field(page, 'First name')).toHaveAccessibleDescription(
      /First name can be at most 100 characters\./,
    );
    await expectNoAxeViolations(page);
    await save(page).click();
    await expect(saved(page)).toBeVisible();
    await expect(main(page).getByText('Unable to update your account. Please try again.')).toHaveCount(0);
    const user = await (await page.request.get(`/api/v1/users/${userId}`)).json();
    expect(user.firstName).toBe('A'.repeat(100));
  });

  test('the other fields carry the same limits as the API', async ({ page }) => {
    await page.goto('/login');
    await expect(main(page).getByLabel('Email', { exact: true })).toHaveAttribute('maxlength', '320');
    await expect(main(page).getByLabel('Password', { exact: true })).toHaveAttribute('maxlength', '1024');
    await page.goto('/signup');
    await expect(main(page).getByLabel('First name', { exact: true })).toHaveAttribute('maxlength', '100');
    await expect(main(page).getByLabel('Last name', { exact: true })).toHaveAttribute('maxlength', '100');
    await signIn(page, 'homeowner');
    await page.goto('/account/settings');
    await expect(field(page, 'City')).toHaveAttribute('maxlength', '100');
    await expect(field(page, 'Unit')).toHaveAttribute('maxlength', '100');
    await expect(profile(page).getByRole('combobox', { name: 'Street Address' })).toHaveAttribute(
      'maxlength',
      '200',
    );
    await expect(field(page, 'Email')).toHaveAttribute('maxlength', '320');
  });
});

test.describe('item 10: a user id that does not exist', () => {
  test('a curator opening it is told no such user exists, with no Try again', async ({ page, request }) => {
    await signIn(page, 'curator');
    await page.goto('/account/settings/987654321');
    await expect(main(page).getByText('No such user')).toBeVisible();
    await expect(
      main(page).getByText('There is no user with the id 987654321. Check the id in the address.'),
    ).toBeVisible();
    await expect(main(page).getByText('Your account could not be loaded.')).toHaveCount(0);
    await expect(main(page).getByText('Try again')).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A real customer's id still opens their account.
    const login = await apiCall(request, 'post', '/api/v1/session/login', {
      email: DEMO_EMAILS.homeowner,
      password: DEMO_PASSWORD,
    });
    const { dto } = (await login.json()) as { dto: { userContext: { userId: number } } };
    await page.goto(`/account/settings/${dto.userContext.userId}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });
});
