/**
 * Profile Information against the API (spec 02 §2, §4 "Profile save", "Address suggestions", §5,
 * §8): each part saved alone and all together and read back through the API, a failing part's
 * own message with the typed values kept, suggestions chosen by keyboard, and the removal going
 * with a newly saved email. The phone verification call and its link: phoneVerification.e2e.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  chooseAddressByKeyboard,
  field,
  freshAccount,
  PROFILE_PASSWORD as PASSWORD,
  profile,
  save,
  saved,
  street,
} from './profilePanel';
import { createAccount, dataOf, expectNoAxeViolations, nextMessage, uniqueEmail } from './support';

async function stored(page: Page, userId: number) {
  const read = async (path: string) => {
    const response = await page.request.get(`/api/v1/users/${userId}${path}`);
    expect(response.status()).toBe(200);
    return response.json();
  };
  const [user, phones, emails, address] = await Promise.all([
    read(''),
    read('/phones'),
    read('/emails'),
    read('/address'),
  ]);
  return { user, phones, emails, address };
}

test('a new account fills every part at once; each part then saves alone and reads back from the API', async ({
  page,
}, testInfo) => {
  // Five saves, each read back through the API.
  test.slow();
  const { userId } = await freshAccount(page, testInfo, 'profile');
  await expect(save(page)).toBeDisabled();
  await expectNoAxeViolations(page);

  const newEmail = uniqueEmail('profile-new', testInfo.project.name);
  await field(page, 'First name').fill('Robin');
  await field(page, 'Mobile number').fill('5125550142');
  await expect(field(page, 'Mobile number')).toHaveValue('(512) 555-0142');
  await field(page, 'Email').fill(newEmail);
  await chooseAddressByKeyboard(page, '1100 Congress', '1100 Congress Ave, Austin, TX 78701');
  await expect(field(page, 'City')).toHaveValue('Austin');
  await expect(field(page, 'ZIP Code')).toHaveValue('78701');
  await field(page, 'Unit').fill('Apt 2');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  await expect(save(page)).toBeDisabled();

  let records = await stored(page, userId);
  expect(records.user).toMatchObject({ firstName: 'Robin', lastName: 'Reset', emailAddress: newEmail });
  expect(records.phones).toEqual([expect.objectContaining({ phoneNumber: '(512) 555-0142', primary: true })]);
  expect(records.emails.find((email: { primary: boolean }) => email.primary)?.emailAddress).toBe(newEmail);
  expect(records.address).toMatchObject({
    street1: '1100 Congress Ave',
    street2: 'Apt 2',
    city: 'Austin',
    province: 'TX',
    postalCode: '78701',
  });

  // One part at a time: only that part changes in the API.
  await field(page, 'Last name').fill('Rivera');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  records = await stored(page, userId);
  expect(records.user).toMatchObject({ firstName: 'Robin', lastName: 'Rivera' });
  expect(records.phones[0].phoneNumber).toBe('(512) 555-0142');

  await field(page, 'Mobile number').fill('7205550199');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  records = await stored(page, userId);
  expect(records.phones).toEqual([
    expect.objectContaining({ phoneNumber: '(720) 555-0199', verified: false }),
  ]);
  expect(records.user.lastName).toBe('Rivera');

  const thirdEmail = uniqueEmail('profile-third', testInfo.project.name);
  await field(page, 'Email').fill(thirdEmail);
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  records = await stored(page, userId);
  expect(records.user.emailAddress).toBe(thirdEmail);
  expect(records.phones[0].phoneNumber).toBe('(720) 555-0199');

  await chooseAddressByKeyboard(page, '1701 Wyn', '1701 Wynkoop St, Denver, CO 80202');
  await field(page, 'Unit').fill('');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  records = await stored(page, userId);
  expect(records.address).toMatchObject({
    street1: '1701 Wynkoop St',
    street2: '',
    city: 'Denver',
    province: 'CO',
  });
  expect(records.user.emailAddress).toBe(thirdEmail);

  // What the page shows after a reload is what was stored.
  await page.reload();
  await expect(field(page, 'Last name')).toHaveValue('Rivera');
  await expect(street(page)).toHaveValue('1701 Wynkoop St');
});

test('a part the server refuses shows its own message and keeps what was typed; the others save', async ({
  page,
  request,
}, testInfo) => {
  const taken = uniqueEmail('taken', testInfo.project.name);
  await createAccount(request, taken, PASSWORD);
  const { userId } = await freshAccount(page, testInfo, 'refused');
  await field(page, 'Mobile number').fill('5125550142');
  await chooseAddressByKeyboard(page, '233 S Wac', '233 S Wacker Dr, Chicago, IL 60606');
  await field(page, 'First name').fill('Sasha');
  await field(page, 'Email').fill(taken);
  await save(page).click();

  // Another account has the address (409): trying again cannot help, so the message says what to do.
  await expect(
    profile(page).getByText('Another account already uses this email. Enter a different email address.'),
  ).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(taken);
  await expect(field(page, 'First name')).toHaveValue('Sasha');
  await expectNoAxeViolations(page);
  const records = await stored(page, userId);
  expect(records.user.firstName).toBe('Sasha');
  expect(records.user.emailAddress).not.toBe(taken);
  expect(records.address).toMatchObject({ street1: '233 S Wacker Dr', city: 'Chicago' });
  // Only the refused part is left to save.
  await expect(save(page)).toBeEnabled();
});

test('a toll-free number is in international style everywhere: the field as it is typed, the notice (spec 02 §9)', async ({
  page,
}, testInfo) => {
  await freshAccount(page, testInfo, 'toll-free');
  await field(page, 'Mobile number').fill('8005550199');
  await expect(field(page, 'Mobile number')).toHaveValue('+1 800 555 0199');
  await chooseAddressByKeyboard(page, '1100 Congress', '1100 Congress Ave, Austin, TX 78701');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  await expect(profile(page).getByText('+1 800 555 0199 is not verified yet.')).toBeVisible();
  await expect(field(page, 'Mobile number')).toHaveValue('+1 800 555 0199');
  // Typed one key at a time, the field switches to that style at the toll-free prefix.
  await field(page, 'Mobile number').fill('');
  await field(page, 'Mobile number').pressSequentially('80');
  await expect(field(page, 'Mobile number')).toHaveValue('(80');
  await field(page, 'Mobile number').pressSequentially('05550199');
  await expect(field(page, 'Mobile number')).toHaveValue('+1 800 555 0199');
});

test('address suggestions lean towards the saved address (proximity bias, spec 02 §4)', async ({
  page,
}, testInfo) => {
  await freshAccount(page, testInfo, 'near');
  const options = page.getByRole('option');
  const typeStreet = async (text: string) => {
    await street(page).focus();
    await street(page).fill('');
    await page.keyboard.type(text);
  };
  // No saved address yet: no bias, three Main Streets in the offline list's own order.
  await typeStreet('Main St');
  await expect(options).toHaveCount(3);
  await expect(options.first()).toHaveAccessibleName('100 Main St, Boston, MA 02129');
  await page.keyboard.press('Escape');

  await field(page, 'Mobile number').fill('2065550142');
  await chooseAddressByKeyboard(page, '500 Main', '500 Main St, Seattle, WA 98104');
  await save(page).click();
  await expect(saved(page)).toBeVisible();

  // Saved in Seattle: the Seattle one comes first, then Chicago, then Boston (by distance).
  await page.reload();
  await typeStreet('Main St');
  await expect(options).toHaveCount(3);
  await expect(options.first()).toHaveAccessibleName('500 Main St, Seattle, WA 98104');
  await expect(options.last()).toHaveAccessibleName('100 Main St, Boston, MA 02129');
});

test('the profile is saved with the keyboard alone', async ({ page }, testInfo) => {
  const { userId } = await freshAccount(page, testInfo, 'keys');
  await field(page, 'First name').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kai');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Last name')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Mobile number')).toBeFocused();
  await page.keyboard.type('5125550142');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(street(page)).toBeFocused();
  await page.keyboard.type('405 E 6th');
  await expect(page.getByRole('option', { name: '405 E 6th St, Austin, TX 78701' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field(page, 'City')).toHaveValue('Austin');
  // Unit, City, State, ZIP Code, then Save.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  await expect(save(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(saved(page)).toBeVisible();
  // Save went disabled with the saved values, so the notice took the focus.
  await expect(profile(page).locator(':focus')).toHaveText('Your profile information was saved.');
  const user = await (await page.request.get(`/api/v1/users/${userId}`)).json();
  expect(user.firstName).toBe('Kai');
});

test('after a new name and email are saved, the header shows the name and the removal goes with the new email', async ({
  page,
}, testInfo) => {
  await freshAccount(page, testInfo, 'rename');
  const newEmail = uniqueEmail('renamed', testInfo.project.name);
  await field(page, 'First name').fill('Quinn');
  await field(page, 'Email').fill(newEmail);
  // A new account has no number or address yet, and the form needs both.
  await field(page, 'Mobile number').fill('5125550143');
  await chooseAddressByKeyboard(page, '1100 Congress', '1100 Congress Ave, Austin, TX 78701');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  // The header reads the session again: the saved first name shows without a reload.
  await expect(page.getByRole('banner').getByText('Quinn')).toBeVisible();

  await profile(page).getByRole('link', { name: 'Delete my account' }).click();
  const drawer = page.getByRole('dialog', { name: 'Remove account' });
  await drawer.getByText('I am concerned about my privacy').click();
  await drawer.getByRole('button', { name: 'Delete' }).click();
  // The server takes a removal request only for the account's own (current) email.
  await expect(page).toHaveURL(/\/login\?r=%2Faccount%2Fsettings$/);
  const removal = await nextMessage(page.request, newEmail, 'accountRemoval');
  expect(dataOf(removal, 'reason')).toBe('I am concerned about my privacy');
});
