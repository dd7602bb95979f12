/**
 * What a failed form says (the app-errors audit, items 3 to 5): too many attempts say what happened
 * and when to try again, counting down from the server's `retryAfter`, as the code step does; a
 * stale CSRF token shows the page-expired banner alone; an old error goes when a new attempt's
 * messages come.
 *
 * The API's rate limits count per client address, which every test of the run shares: running
 * one out here would lock the other tests out for 15 minutes. So the 429 is the API's own answer
 * played back by the browser (`tooManyAttempts`), byte for byte what the limiter sends.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import {
  createAccount,
  csrfTokenOf,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  dataOf,
  expectNoAxeViolations,
  newSignedInAccount,
  nextMessage,
  signIn,
  uniqueEmail,
} from './support';

const main = (page: Page) => page.getByRole('main');
const pageExpired = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page has expired.' });

/** 14 minutes 18 seconds, the wait of the audit's screenshot. */
const RETRY_AFTER = 858;

/** The API's 429 (security/rateLimit.ts + the error handler in server.ts), for `path`'s next calls. */
async function tooManyAttempts(page: Page, path: string | RegExp, retryAfter = RETRY_AFTER) {
  let answered = 0;
  await page.route(path, async (route: Route) => {
    if (route.request().method() === 'GET') return route.continue();
    answered += 1;
    return route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfter) },
      body: JSON.stringify({
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait and try again.',
        retryAfter,
      }),
    });
  });
  return { count: () => answered };
}

const API_CALLS = /\/(api\/v1|graphql|gql-frontend-account)/;

/**
 * Every write from now on carries a CSRF token from an old tab, which the API refuses (403), as
 * in a tab left open while the token changed. Undone with `freshCsrfToken` (a reload's own token).
 */
async function staleCsrfToken(page: Page) {
  await page.route(API_CALLS, (route) => {
    if (route.request().method() === 'GET') return route.continue();
    return route.continue({
      headers: { ...route.request().headers(), 'x-csrf-token': 'stale-token-from-an-old-tab' },
    });
  });
}
const freshCsrfToken = (page: Page) => page.unroute(API_CALLS);

test.describe('item 3: too many attempts say what happened and when to try again', () => {
  test('the login page: the lock from retryAfter, counting down; Log in waits, even with the right password', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    const limited = await tooManyAttempts(page, '**/api/v1/session/login');
    await main(page).getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
    await main(page).getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await main(page).getByRole('button', { name: 'Log in' }).click();

    const notice = main(page).locator('p', { hasText: 'Too many attempts. Logging in is locked for 14:18.' });
    await expect(notice).toBeVisible();
    // Until 14:16 the page's time moves only when the test moves it: left flowing, a second of
    // checks on a busy machine let the countdown tick before the test's own two (14:15, not 14:16).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
    await expect(main(page).getByText('Something went wrong on our side')).toHaveCount(0);
    const logIn = main(page).getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeDisabled();
    await expect(logIn).toHaveAccessibleDescription('Too many attempts. Logging in is locked for 14:18.');
    // Keyboard and screen reader users land on what happened; its start is announced in words.
    await expect(notice).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'Logging in is locked for 14 minutes 18 seconds.' }),
    ).toHaveCount(1);

    // It counts down.
    await page.clock.runFor(2_000);
    await expect(main(page).getByText('Too many attempts. Logging in is locked for 14:16.')).toBeVisible();
    // Axe waits on timers of its own: the time flows again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    // The right password while locked: nothing is sent, Enter included.
    await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByLabel('Password', { exact: true }).press('Enter');
    expect(limited.count()).toBe(1);

    // Once the wait is over, Log in is back, with the focus if the notice had it; the server lets
    // the person in.
    await page.unroute('**/api/v1/session/login');
    await main(page)
      .locator('p', { hasText: /Logging in is locked for/ })
      .focus();
    await page.clock.runFor(RETRY_AFTER * 1000);
    await expect(main(page).getByText(/Logging in is locked/)).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Logging in is unlocked. You can try again.' }),
    ).toHaveCount(1);
    await expect(logIn).toBeEnabled();
    await expect(logIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header login modal says the same', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) < 1024, 'the header Log in link is a desktop one');
    await page.goto('/');
    await tooManyAttempts(page, '**/api/v1/session/login', 75);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText(/^Too many attempts\. Logging in is locked for 1:1[45]\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(dialog.getByText('Something went wrong on our side')).toHaveCount(0);
  });

  test('password reset: asking for the e-mail, and setting the new password', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('locked-reset', testInfo.project.name);
    await createAccount(request, email, 'locked-pass-1');

    // Asking for the reset e-mail (the login page's Forgot your password?).
    await page.goto('/login');
    await tooManyAttempts(page, '**/api/v1/users/forgot-password');
    await main(page).getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      dialog.getByText('Too many attempts. Sending a reset email is locked for 14:18.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    await expect(dialog.getByText('Something went wrong on our side')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v1/users/forgot-password');
    await page.keyboard.press('Escape');

    // Setting the new password from the e-mailed link.
    await apiRequestReset(page, email);
    const mail = await nextMessage(request, email, 'passwordReset');
    await page.goto(new URL(dataOf(mail, 'link')).pathname);
    await tooManyAttempts(page, '**/api/v1/users/password-reset');
    await main(page).getByLabel('New password', { exact: true }).fill('locked-pass-2');
    await main(page).getByLabel('Verify password', { exact: true }).fill('locked-pass-2');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      main(page).getByText('Too many attempts. Setting a new password is locked for 14:18.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(main(page).getByText('An error occurred while setting your new password.')).toHaveCount(0);
    // What was typed stays.
    await expect(main(page).getByLabel('New password', { exact: true })).toHaveValue('locked-pass-2');
    await expectNoAxeViolations(page);
  });

  test('phone verification: the call is locked for the server’s time', async ({ page }, testInfo) => {
    const { userId } = await newSignedInAccount(page, testInfo, 'locked-phone', 'locked-phone-1');
    // An unverified mobile number: the settings offer the verification call.
    const phone = await page.request.post(`/api/v1/users/${userId}/phones`, {
      data: { userId, phoneNumber: '(512) 555-0199', primary: true, smsAllowed: true, verified: false },
      headers: { 'x-csrf-token': await csrfTokenOf(page) },
    });
    expect(phone.status()).toBe(201);
    await page.goto('/account/settings');
    const profile = main(page).getByRole('region', { name: 'Profile Information' });
    await tooManyAttempts(page, /\/api\/v1\/users\/\d+\/phone-verifications$/, 125);
    const verify = profile.getByRole('button', { name: 'Verify by phone call' });
    await verify.click();
    await expect(
      profile.getByText(/^Too many attempts\. Phone verification is locked for 2:0[45]\.$/),
    ).toBeVisible();
    await expect(verify).toBeDisabled();
    await expect(profile.getByText('Failed to verify phone number.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/** Asks for a reset e-mail through the API (the modal's own lock is the subject of another step). */
async function apiRequestReset(page: Page, email: string) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'hearth_csrf')?.value ?? '';
  const response = await page.request.post('/api/v1/users/forgot-password', {
    data: { userEmail: email },
    headers: { 'x-csrf-token': token },
  });
  expect(response.status()).toBeLessThan(300);
}

test.describe('item 4: a stale CSRF token shows the page-expired banner, and nothing else', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await staleCsrfToken(page);
    await main(page).getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
    await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await expect(pageExpired(page)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await expect(main(page).getByText('Something went wrong on our side')).toHaveCount(0);
    await expect(main(page).getByLabel('Email', { exact: true })).toHaveValue(DEMO_EMAILS.homeowner);
    await expect(main(page).getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('the settings forms: profile, password, general communications', async ({ page }) => {
    // Every write is refused, so the seeded homeowner (a whole profile, a password) is left as is.
    await signIn(page, 'homeowner');
    await page.goto('/account/settings');
    const profile = main(page).getByRole('region', { name: 'Profile Information' });
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Hana');
    await staleCsrfToken(page);

    await profile.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(pageExpired(page)).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await expect(main(page).getByText('Unable to update your account. Please try again.')).toHaveCount(0);
    await expect(profile.getByText('Your profile information was saved.')).toHaveCount(0);
    await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');

    await freshCsrfToken(page);
    await page.goto('/account/password');
    await expect(main(page).getByLabel('Old Password', { exact: true })).toBeVisible();
    await staleCsrfToken(page);
    await main(page).getByLabel('Old Password', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByLabel('New Password', { exact: true }).fill('stale-forms-2');
    await main(page).getByLabel('Confirm Password', { exact: true }).fill('stale-forms-2');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(pageExpired(page)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await expect(
      main(page).getByText('There was a problem updating your password, please try again.'),
    ).toHaveCount(0);

    await freshCsrfToken(page);
    await page.goto('/account/general-communications');
    const tree = main(page).getByRole('region', { name: 'Email subscriptions' });
    await expect(tree.getByRole('checkbox', { name: 'Monthly Digest', exact: true })).toBeVisible();
    await staleCsrfToken(page);
    await tree.getByRole('checkbox', { name: 'Monthly Digest', exact: true }).focus();
    await page.keyboard.press('Space');
    await tree.getByRole('button', { name: 'Save' }).click();
    await expect(pageExpired(page)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await expect(main(page).getByText('Updating email settings failed.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('item 5: an old error goes when a new attempt brings its own messages', () => {
  test('the login page: a refused login, then empty fields', async ({ page }) => {
    await page.goto('/login');
    await main(page).getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
    await main(page).getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('The username or password is incorrect.');

    await main(page).getByLabel('Email', { exact: true }).fill('');
    await main(page).getByLabel('Password', { exact: true }).fill('');
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await expect(main(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(main(page).getByText('The username or password is incorrect.')).toHaveCount(0);
    await expect(main(page).getByLabel('Email', { exact: true })).toBeFocused();
  });

  test('change password: a failed change, then a field emptied', async ({ page }, testInfo) => {
    await newSignedInAccount(page, testInfo, 'stale-change', 'stale-change-1');
    await page.goto('/account/password');
    await page.route(/\/api\/v1\/users\/\d+\/password$/, (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Internal Server Error', code: 'INTERNAL', message: 'boom' }),
          }),
    );
    await main(page).getByLabel('Old Password', { exact: true }).fill('stale-change-1');
    await main(page).getByLabel('New Password', { exact: true }).fill('stale-change-2');
    await main(page).getByLabel('Confirm Password', { exact: true }).fill('stale-change-2');
    await main(page).getByRole('button', { name: 'Save' }).click();
    const failure = main(page).getByText('There was a problem updating your password, please try again.');
    await expect(failure).toBeVisible();

    await main(page).getByLabel('New Password', { exact: true }).fill('');
    await main(page).getByLabel('New Password', { exact: true }).press('Tab');
    await expect(main(page).getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 6 characters and contain a letter.',
    );
    await expect(failure).toHaveCount(0);
  });

  test('the header modal: a refused login, then empty fields', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) < 1024, 'the header Log in link is a desktop one');
    await signIn(page, 'homeowner');
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The username or password is incorrect.');
    await dialog.getByLabel('Password', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    await expect(dialog.getByText('The username or password is incorrect.')).toHaveCount(0);
  });
});
