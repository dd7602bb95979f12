import { expect, type Page, test } from '@playwright/test';
import { csrfTokenOf, expectNoAxeViolations, newSignedInAccount } from './support';

// Each test signs up, signs in and runs axe over several states: on the shared two-core machine
// that can pass the default 30 s, which is about time, not behaviour.
test.describe.configure({ timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');

/** A GraphQL call to the account endpoint from the page's own (signed-in) context. */
async function accountGraphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/gql-frontend-account', {
    data: { query, variables },
    headers: { 'x-csrf-token': await csrfTokenOf(page) },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const SET_EMAIL_NOTICES = `mutation setEmailNotices($userId: Int, $emailNoticesFlag: Boolean) {
  setEmailNotices(userId: $userId, emailNoticesFlag: $emailNoticesFlag) { userId emailNoticesFlag }
}`;

const GET_EMAIL_NOTICES = `query getEmailNotices($userId: Int) {
  getEmailNotices(userId: $userId) { userId emailNoticesFlag }
}`;

async function storedEmailNotices(page: Page, userId: number) {
  const data = await accountGraphql<{ getEmailNotices: { emailNoticesFlag: boolean | null } }>(
    page,
    GET_EMAIL_NOTICES,
    { userId },
  );
  return data.getEmailNotices.emailNoticesFlag;
}

const paperlessBox = (page: Page) =>
  main(page).getByRole('checkbox', { name: 'Paperless document delivery' });

const paperlessSave = (page: Page) =>
  main(page).getByRole('region', { name: 'Paperless delivery' }).getByRole('button', { name: 'Save' });

/** The checkbox's input is visually hidden (React Aria): a person clicks its label. */
const togglePaperless = (page: Page) =>
  main(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Paperless document delivery' }) })
    .click();

/** Stores the user's email-notices flag through GraphQL, then opens the Document delivery page. */
async function openDocumentDelivery(page: Page, userId: number, flag: boolean) {
  const set = await accountGraphql<{ setEmailNotices: { emailNoticesFlag: boolean } }>(
    page,
    SET_EMAIL_NOTICES,
    {
      userId,
      emailNoticesFlag: flag,
    },
  );
  expect(set.setEmailNotices.emailNoticesFlag).toBe(flag);
  await page.goto('/account/document-delivery');
  await expect(main(page).getByRole('button', { name: 'Document delivery' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

test('paperless: hidden while the flag is unknown; enrol with the box and Save, the Success dialog, stored', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'paperless-in', 'paperless-in-pass-1');
  // A new account's flag is unknown: the Document delivery section is not shown at all.
  expect(await storedEmailNotices(page, userId)).toBeNull();
  await page.goto('/account/document-delivery');
  // The route's panel is hidden, so the profile opens instead.
  await expect(main(page).getByRole('button', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(main(page).getByRole('button', { name: 'Document delivery' })).toHaveCount(0);

  await openDocumentDelivery(page, userId, false);
  await expect(paperlessBox(page)).not.toBeChecked();
  await expect(paperlessSave(page)).toBeDisabled();
  await expectNoAxeViolations(page);

  await togglePaperless(page);
  await expect(paperlessBox(page)).toBeChecked();
  await expect(paperlessSave(page)).toBeEnabled();
  await paperlessSave(page).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('You are enrolled in paperless document delivery.');
  await expectNoAxeViolations(page);
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toHaveCount(0);
  await expect(paperlessBox(page)).toBeChecked();
  await expect(paperlessSave(page)).toBeDisabled();
  expect(await storedEmailNotices(page, userId)).toBe(true);
  await page.reload();
  await expect(paperlessBox(page)).toBeChecked();
});

test('paperless: unenrolling asks first; Keep paperless keeps it, Turn off paperless stores false', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'paperless-out', 'paperless-out-pass-1');
  await openDocumentDelivery(page, userId, true);
  await expect(paperlessBox(page)).toBeChecked();
  await expect(paperlessSave(page)).toBeDisabled();

  await togglePaperless(page);
  await expect(paperlessBox(page)).not.toBeChecked();
  await paperlessSave(page).click();
  const confirm = page.getByRole('alertdialog', { name: 'Turn off paperless delivery?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep paperless' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(paperlessBox(page)).toBeChecked();
  expect(await storedEmailNotices(page, userId)).toBe(true);

  await togglePaperless(page);
  await expect(paperlessBox(page)).not.toBeChecked();
  await paperlessSave(page).click();
  await confirm.getByRole('button', { name: 'Turn off paperless' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0);
  await expect(paperlessBox(page)).not.toBeChecked();
  await expect(paperlessSave(page)).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(await storedEmailNotices(page, userId)).toBe(false);
  await page.reload();
  await expect(paperlessBox(page)).not.toBeChecked();
});
