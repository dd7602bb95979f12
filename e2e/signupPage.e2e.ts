import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, dataOf, expectNoAxeViolations, nextMessage, outbox, uniqueEmail } from './support';

const main = (page: Page) => page.getByRole('main');
const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

async function fillForm(page: Page, email: string) {
  await main(page).getByLabel('First name').fill('Sam');
  await main(page).getByLabel('Last name').fill('Signup');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill('new-pass-1');
  await main(page).getByLabel('Confirm password', { exact: true }).fill('new-pass-1');
}

/** A code the person has: e-mailed, and the modal done sending it (Enter before that is not a verify). */
async function receivedCode(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const message = await nextMessage(request, email, 'signupCode');
  await expect(page.getByRole('dialog').getByRole('status').first()).toHaveText(
    'The code has 6 digits. It may take a minute to arrive.',
  );
  return dataOf(message, 'code');
}

/** A code that is not `code` (each digit moved on by one). */
const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

// The resend cooldown (5 s on the e2e server, see playwright.config.ts) is waited out for real: the
// API enforces it too. This runs at one width.
test('sign up with the e-mailed code: a wrong code, typing, Send again after the cooldown, pasting @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('signup', testInfo.project.name);
  const createAccountEvent = page.waitForRequest(
    (sent) =>
      sent.url().endsWith('/api/v1/bi/user-actions') && sent.postDataJSON()?.uiElement === 'Create Account',
  );
  await page.goto('/signup?r=%2Fcsat%2Fwelcome');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/about/terms/',
  );
  await expect(main(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/about/privacy',
  );
  await expectNoAxeViolations(page);
  const signUp = main(page).getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();

  await fillForm(page, email);
  await main(page).getByLabel('Confirm password', { exact: true }).fill('new-pass-2');
  await expect(signUp).toBeDisabled();
  await main(page).getByLabel('Confirm password', { exact: true }).fill('new-pass-1');
  await expect(signUp).toBeEnabled();
  await signUp.click();

  const dialog = page.getByRole('dialog', { name: `Enter the code sent to ${email}` });
  await expect(dialog).toBeVisible();
  // The cooldown the API announced counts down on 'Send again' (checked first: it lasts 5 s).
  const sendAgain = dialog.getByRole('button', { name: /^Send again/ });
  await expect(sendAgain).toBeDisabled();
  await expect(sendAgain).toHaveText(/Send again in 0:0[1-5]/);
  const first = await nextMessage(request, email, 'signupCode');
  const code = dataOf(first, 'code');
  expect(code).toMatch(/^\d{6}$/);
  await expect(digit(page, 1)).toBeFocused();
  await expect(digit(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);

  // A wrong code, typed box by box: rejected, the boxes refocus on the first.
  await page.keyboard.type(wrongCode(code));
  await expect(digit(page, 6)).toHaveValue(wrongCode(code)[5] ?? '');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP code');
  await expect(digit(page, 1)).toBeFocused();

  // Send again once the cooldown is over: the boxes clear and a new code arrives.
  await expect(sendAgain).toHaveText('Send again', { timeout: 20_000 });
  await sendAgain.click();
  const second = await nextMessage(request, email, 'signupCode', 1);
  expect(dataOf(second, 'code')).not.toBe('');
  for (let n = 1; n <= 6; n += 1) await expect(digit(page, n)).toHaveValue('');
  await expect(digit(page, 1)).toBeFocused();

  // The new code pasted into the first box fills all six; Enter verifies.
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    ` ${dataOf(second, 'code').slice(0, 3)}-${dataOf(second, 'code').slice(3)} `,
  );
  await expect(digit(page, 6)).toHaveValue(dataOf(second, 'code')[5] ?? '');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/csat\/welcome$/);
  expect((await createAccountEvent).postDataJSON()).toMatchObject({
    actionType: 'click',
    uiElement: 'Create Account',
  });
  const session = await page.evaluate(() => fetch('/api/v1/session').then((response) => response.json()));
  expect(session.dto.userContext).toMatchObject({
    email,
    hearthUser: { firstName: 'Sam', lastName: 'Signup' },
  });
});

test('signing up with an e-mail that has an account shows the message with Log in here', async ({
  page,
  request,
}, testInfo) => {
  // An account of this test's own: no other test's codes to the address, or their cooldown, meet it.
  const email = uniqueEmail('existing', testInfo.project.name);
  await createAccount(request, email, 'old-pass-1');
  await page.goto('/signup?r=%2Fmy-home');
  await fillForm(page, email);
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  const code = await receivedCode(page, request, email);
  await expect(digit(page, 1)).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('An account with this email already exists.');
  await expect(alert.getByRole('link', { name: 'Log in here' })).toHaveAttribute(
    'href',
    '/login?r=%2Fmy-home',
  );
  await expect(main(page).getByLabel('First name')).toHaveValue('Sam');
  await expectNoAxeViolations(page);
});

test('an email that is not an address is marked on Sign Up, and no code is sent', async ({ page }) => {
  await page.goto('/signup');
  await fillForm(page, 'sam.example.com');
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  const email = main(page).getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(digit(page, 1)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('keyboard only: the whole sign-up, from the first field to the new account', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('keyboard', testInfo.project.name);
  await page.goto('/signup?r=%2Fno-such-page&insuranceFlow=true');
  await expect(main(page).getByRole('link', { name: /Find your policy/ })).toHaveAttribute(
    'href',
    '/insurance/onboarding/verify',
  );
  await main(page).getByLabel('First name').focus();
  for (const value of ['Kay', 'Board', email, 'kb-pass-1']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // The password's Show password button comes next in the tab order.
  await expect(main(page).getByRole('button', { name: 'Show password', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('kb-pass-1');
  await page.keyboard.press('Enter');
  const code = await receivedCode(page, request, email);
  await expect(digit(page, 1)).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/no-such-page$/);
  expect((await outbox(request, email)).length).toBe(1);
});
