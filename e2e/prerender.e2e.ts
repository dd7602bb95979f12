import { expect, type Page, test } from '@playwright/test';
import { appReady, DEMO_EMAILS, DEMO_PASSWORD, expectNoAxeViolations, signIn } from './support';

const main = (page: Page) => page.getByRole('main');

// The login, sign-up and account settings pages are rendered at build time
// (apps/reference/src/prerender.tsx) and sent as HTML for their bare addresses; every other
// address gets the loading shell, rendered at build time too. The browser hydrates them.

/** Console errors and page errors, such as React's report of a page it had to render again. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the login and sign-up pages are drawn, styled, before any JavaScript ran @desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(main(page).getByLabel('Email', { exact: true })).toBeVisible();
  const submit = main(page).getByRole('button', { name: 'Log in' });
  // Styled by the page's own rules: the browser's default button background is a light grey.
  expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toMatch(
    /^rgb\((2[0-9]{2}), \1, \1\)$|^rgba\(0, 0, 0, 0\)$/,
  );
  await page.goto('/signup');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(main(page).getByLabel('Confirm password', { exact: true })).toBeVisible();
  // With a query the page depends on, the browser renders it: the HTML is the loading shell.
  await page.goto('/login?insuranceFlow=true');
  await expect(page.locator('#root[data-prerendered="shell"]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await context.close();
});

test('hydration keeps the page as sent, and the browser draws it with the same class names @desktop', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const classesOf = async () =>
    Promise.all(
      [
        main(page).getByRole('heading', { level: 1, name: 'Log in' }),
        main(page).getByLabel('Email', { exact: true }),
        main(page).getByRole('button', { name: 'Log in' }),
        page.getByRole('contentinfo'),
      ].map((element) => element.getAttribute('class')),
    );
  await page.goto('/login');
  await appReady(page);
  const hydrated = await classesOf();
  await expectNoAxeViolations(page);
  // To sign-up and back inside the app: this time the browser renders the login page itself.
  await main(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Log in' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await classesOf()).toEqual(hydrated);
  expect(errors).toEqual([]);
});

/** Opens /login with the app's entry held back: the page stays as the HTML drew it until `release`. */
async function openLoginBeforeTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  return release;
}

test('what is typed and sent before the app took the page over is kept, and sent then @desktop', async ({
  page,
}) => {
  const release = await openLoginBeforeTheApp(page);
  await main(page).getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByLabel('Password', { exact: true }).press('Enter');
  // Not sent natively: no GET with the password in the address.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  release();
  // The app takes over, types the values into its state and sends the form: logged in, the page
  // goes to the main site address.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  const session = await page.evaluate(() => fetch('/api/v1/session').then((response) => response.json()));
  expect(session.dto.userContext.email).toBe(DEMO_EMAILS.homeowner);
});

test('a button pressed before the app took the page over is pressed once it has @desktop', async ({
  page,
}) => {
  const release = await openLoginBeforeTheApp(page);
  await main(page).getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('any other page is first drawn as the loading shell, and hydrated as it is @desktop', async ({
  page,
  request,
}) => {
  const shell = await (await request.get('/set-password/a-token')).text();
  expect(shell).toContain('<div id="root" data-prerendered="shell">');
  expect(shell).toContain('<footer');
  expect(shell).toMatch(/"\/assets\/SetPasswordRoute-[\w-]+\.js"/);
  await signIn(page, 'homeowner');
  const errors = errorsOf(page);
  await page.goto('/account/settings');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await appReady(page);
  await page.goto('/no/such/page');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await appReady(page);
  expect(errors).toEqual([]);
});

test('an account page is first drawn with its title and its panels loading; its header waits for the session @desktop', async ({
  browser,
}) => {
  const drawn = await browser.newContext({ javaScriptEnabled: false });
  const page = await drawn.newPage();
  await signIn(page, 'homeowner');
  await page.goto('/account/password');
  await expect(page.locator('#root[data-prerendered="page"]')).toHaveCount(1);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText('Loading');
  // Not a visitor's header (Log in, Sign up) before anyone is known: its place, kept empty.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await drawn.close();

  const live = await browser.newContext();
  const hydrated = await live.newPage();
  const errors = errorsOf(hydrated);
  await signIn(hydrated, 'homeowner');
  await hydrated.goto('/account/password');
  await appReady(hydrated);
  await expect(main(hydrated).getByRole('button', { name: 'Password', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(main(hydrated).getByLabel('Old Password', { exact: true })).toBeVisible();
  await expect(hydrated.getByRole('banner').getByRole('link', { name: /Hana/ })).toBeVisible();
  await expectNoAxeViolations(hydrated);
  expect(errors).toEqual([]);
  await live.close();
});

test('a page built in an earlier year hydrates as sent, then shows the current year @desktop', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const sent = await (await page.request.get('/login')).text();
  const builtIn = Number(sent.match(/© (\d{4}) /)?.[1]);
  expect(builtIn).toBeGreaterThan(2000);
  await page.clock.setFixedTime(new Date(`${builtIn + 1}-01-01T12:00:00Z`));
  await page.goto('/login');
  await appReady(page);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${builtIn + 1} `);
  expect(errors).toEqual([]);
});

// React hydrates a drawn page in slices: the first read of the session can end between the
// shell's slice and the page's. A signed-in person opening the login page (drawn for a visitor)
// or an account page (drawn before anyone is known) must still hydrate it as it was sent (React's
// error #418 otherwise). A slowed CPU stretches the slices, as on a phone.
test('signed in, a page drawn before anyone was known hydrates as sent, even on a slow CPU', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors = errorsOf(page);
  await signIn(page, 'homeowner');
  const cdp = await context.newCDPSession(page);
  for (const rate of [4, 8]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const address of ['/login', '/signup', '/account/password', '/account/settings']) {
      await page.goto(address);
      // Slowed down, the page takes longer to be taken over than the 5 s an assertion waits.
      const slow = { timeout: 30_000 };
      // The login and sign-up pages send a signed-in person on; an account page shows its panel.
      if (address.startsWith('/account')) {
        await expect(page.getByRole('banner').getByRole('link', { name: /Hana/ }).first()).toBeVisible(slow);
      } else {
        await expect(page).toHaveURL(/\/$/, slow);
      }
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1, slow);
      await page.goBack();
      await page.goForward();
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(errors).toEqual([]);
});
