/**
 * Phone verification against the API (spec 02 §7): an unverified number on Profile Information
 * asks for the call, the call's link (the outbox holds it) verifies the number and the toast says
 * so, a spent link says it failed, and `phoneVerificationRequired=true` asks for the verification
 * before a save. The call locked by too many attempts: error-messages.e2e.ts (item 3).
 */
import { expect, test } from '@playwright/test';
import { chooseAddressByKeyboard, field, freshAccount, profile, save, saved } from './profilePanel';
import { dataOf, nextMessage } from './support';

test('a new phone is verified through the call the outbox holds; the success toast shows', async ({
  page,
}, testInfo) => {
  const { userId } = await freshAccount(page, testInfo, 'phone');
  await field(page, 'Mobile number').fill('3035550123');
  await chooseAddressByKeyboard(page, '200 E Colf', '200 E Colfax Ave, Denver, CO 80203');
  await save(page).click();
  await expect(saved(page)).toBeVisible();

  const prompt = profile(page).getByRole('button', { name: 'Verify by phone call' });
  await expect(profile(page).getByText('(303) 555-0123 is not verified yet.')).toBeVisible();
  // The user's phones are read, then the call asked for (spec 02 §7).
  const calls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (/\/users\/\d+\/(phones|phone-verifications)$/.test(pathname))
      calls.push(`${sent.method()} ${pathname}`);
  });
  await prompt.click();
  await expect(
    profile(page).getByRole('status').filter({ hasText: 'We are calling (303) 555-0123' }),
  ).toBeVisible();
  expect(calls).toEqual([
    `GET /api/v1/users/${userId}/phones`,
    `POST /api/v1/users/${userId}/phone-verifications`,
  ]);
  const call = await nextMessage(page.request, '+13035550123', 'phoneVerification');
  const link = new URL(dataOf(call, 'link'));

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Successfully saved' })).toBeVisible();
  // The spent token leaves the address, so a reload does not report a failure.
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(profile(page).getByRole('button', { name: 'Verify by phone call' })).toHaveCount(0);
  const phones = await (await page.request.get(`/api/v1/users/${userId}/phones`)).json();
  expect(phones[0]).toMatchObject({ phoneNumber: '(303) 555-0123', verified: true });

  // The same link again: its token is spent.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Failed to verify phone number.' })).toBeVisible();
});

test('phoneVerificationRequired=true asks to verify an unverified number', async ({ page }, testInfo) => {
  await freshAccount(page, testInfo, 'verify-required');
  await field(page, 'Mobile number').fill('5125550142');
  await chooseAddressByKeyboard(page, '1100 Congress', '1100 Congress Ave, Austin, TX 78701');
  await save(page).click();
  await expect(saved(page)).toBeVisible();
  await page.goto('/account/settings?phoneVerificationRequired=true');
  await expect(profile(page).getByText('Verify your phone number.')).toBeVisible();
  await expect(save(page)).toBeDisabled();
});
