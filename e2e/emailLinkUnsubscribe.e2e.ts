import { expect, type Page, test } from '@playwright/test';
import { createAccount, expectNoAxeViolations, nextMessage, uniqueEmail, unsubscribeToken } from './support';

const main = (page: Page) => page.getByRole('main');

const group = (page: Page, name: string) => main(page).getByRole('checkbox', { name, exact: true });

test('an unsubscribe link opened without logging in: one list goes, the tree shows what stands', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('link', testInfo.project.name);
  await createAccount(request, email, 'link-pass-1');
  const token = unsubscribeToken(email);
  await page.clock.install();
  await page.goto(`/account/general-communications?token=${encodeURIComponent(token)}&link=NEWSLETTER`);
  const confirmation = main(page).getByText('You will no longer receive Newsletter messages.');
  await expect(confirmation).toBeVisible();
  // The confirmation goes by itself 10 s after it showed (spec 01 §2): still there 8 s on.
  await page.clock.fastForward(8_000);
  await expect(confirmation).toBeVisible();
  await expect(main(page).getByText(email)).toBeVisible();
  await expect(group(page, 'Newsletter')).not.toBeChecked();
  await expect(group(page, 'Project Inspiration')).toBeChecked();
  await expectNoAxeViolations(page);
  // Gone once 10 s have passed; the tree still shows the list off.
  await page.clock.fastForward(2_000);
  await expect(confirmation).toHaveCount(0);
  await expect(group(page, 'Newsletter')).not.toBeChecked();

  // The same link on another account page runs the same flow, without a login (spec 02 §2).
  await page.goto(`/account/settings?token=${encodeURIComponent(token)}&link=MOVE_IN_EXPERIENCE`);
  await expect(main(page).getByText('You will no longer receive Move-In Experience messages.')).toBeVisible();
  await expect(main(page).getByText(email)).toBeVisible();

  // A token that decrypts to nothing sends the visitor to log in, and back here after (spec 02 §8).
  await page.goto('/account/general-communications?token=not-a-real-token&link=NEWSLETTER');
  await expect(page).toHaveURL(/\/login\/?\?r=/);
  expect(new URL(page.url()).searchParams.get('r')).toMatch(/^\/account\/general-communications/);

  await page.goto(`/account/general-communications?token=${encodeURIComponent(token)}&link=NOT_A_LIST`);
  await expect(main(page).getByRole('alert')).toHaveText('Invalid Email Unsubscribe shortCode');
});

test('a one-click unsubscribe (RFC 8058) shows on the manage link', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('oneclick', testInfo.project.name);
  await createAccount(request, email, 'click-pass-1');
  const token = encodeURIComponent(unsubscribeToken(email));
  const response = await request.post(
    `/account/general-communications?token=${token}&shortCode=MOVE_IN_EXPERIENCE`,
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    },
  );
  expect(response.status()).toBe(200);
  await page.goto(`/account/general-communications?rlt=${token}`);
  // Move-In Experience was Moving's only child: the parent is off and hides it.
  await expect(group(page, 'Moving')).not.toBeChecked();
  await expect(group(page, 'Move-In Experience')).toHaveCount(0);
  await expect(group(page, 'Newsletter')).toBeChecked();
  await expect(main(page).getByRole('radiogroup')).toHaveCount(0);

  // The confirmation e-mail's link also manages how pros and Hearth reach the customer, by the
  // e-mailed token alone (spec 02 §6): no login.
  const confirmation = await nextMessage(request, email, 'unsubscribe');
  const manage = new URL(String(confirmation.data.manageUrl));
  const preferencesToken = manage.searchParams.get('verificationToken');
  expect(preferencesToken).toBeTruthy();
  await page.goto(manage.pathname + manage.search);
  await expect(group(page, 'Newsletter')).toBeChecked();
  const methods = main(page).getByRole('region', { name: 'Communication Methods' });
  const pros = methods.getByRole('radiogroup', { name: 'Messages from Pros' });
  await expect(pros.getByRole('radio', { name: 'Emails' })).toBeChecked();
  await pros.getByRole('radio', { name: 'Emails' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pros.getByRole('radio', { name: 'Both' })).toBeChecked();
  await methods.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(methods.getByText('Your contact preferences were saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = await request.get(`/api/v1/contact-preferences?verificationToken=${preferencesToken}`);
  expect(await stored.json()).toMatchObject({ mediaFromPros: { sms: true, email: true } });

  // The preferences' token alone: Communication Methods without the e-mails, still no login.
  await page.goto(`/account/general-communications?verificationToken=${preferencesToken}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact preferences' })).toBeVisible();
  await expect(pros.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect(main(page).getByRole('checkbox')).toHaveCount(0);
});
