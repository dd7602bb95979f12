import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD, expectNoAxeViolations, signIn } from './support';

const main = (page: Page) => page.getByRole('main');

test('log in with bad then good credentials, then land on r with the session loaded', async ({ page }) => {
  const biEvents: Array<{ actionType: string; uiElement: string }> = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/bi/user-actions')) biEvents.push(sent.postDataJSON());
  });
  await page.goto('/login?r=%2Fcsat%2Fnot-a-survey');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(main(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter your email address.',
  );
  await expect(main(page).getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Please enter your password.',
  );

  await main(page).getByLabel('Email', { exact: true }).fill(`  ${DEMO_EMAILS.homeowner}  `);
  await main(page).getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('The username or password is incorrect.');
  await expectNoAxeViolations(page);

  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/csat\/not-a-survey$/);
  // BI events went out through the API: the page's render and each press of Log in.
  expect(biEvents).toContainEqual(expect.objectContaining({ actionType: 'render', uiElement: 'Login Page' }));
  expect(
    biEvents.filter((event) => event.actionType === 'click' && event.uiElement === 'Log in'),
  ).toHaveLength(3);
  const session = await page.evaluate(() => fetch('/api/v1/session').then((response) => response.json()));
  expect(session.dto.userContext.email).toBe(DEMO_EMAILS.homeowner);
});

test('the login page keeps the query on its Sign Up link and shows Find your policy for insurance', async ({
  page,
}) => {
  await page.goto('/login?r=%2Fmy-home&insuranceFlow=true');
  await expect(main(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/signup?r=%2Fmy-home&insuranceFlow=true',
  );
  await expect(main(page).getByRole('link', { name: 'Find your policy' })).toHaveAttribute(
    'href',
    '/insurance/onboarding/state-selection',
  );
  await page.goto('/login');
  await expect(main(page).getByRole('link', { name: 'Find your policy' })).toHaveCount(0);
});

test('already logged in, /login and /signup go straight to r (default the main site address)', async ({
  page,
}) => {
  await signIn(page, 'homeowner');
  await page.goto('/login?r=%2Faccount%2Fgeneral-communications');
  await expect(page).toHaveURL(/\/account\/general-communications$/);
  await page.goto('/signup?r=%2Fcsat%2Fabc');
  await expect(page).toHaveURL(/\/csat\/abc$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  // Somebody else's site in r is not followed.
  await page.goto('/login?r=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('keyboard only: log in from the login page', async ({ page }) => {
  await page.goto('/login?r=%2Fno-such-page');
  await main(page).getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type(DEMO_EMAILS.homeowner);
  await page.keyboard.press('Tab');
  await expect(main(page).getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a stale CSRF token shows the page-expired banner, whose link reloads the page', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/v1/session/login', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-csrf-token': 'stale-token-from-an-old-tab' },
    }),
  );
  await main(page).getByLabel('Email', { exact: true }).fill(DEMO_EMAILS.homeowner);
  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'This page has expired.' });
  await expect(banner).toHaveText(/This page has expired\. Click here to refresh the page\./);
  await expectNoAxeViolations(page);
  await page.unroute('**/api/v1/session/login');
  await Promise.all([
    page.waitForEvent('load'),
    banner.getByRole('link', { name: 'Click here to refresh the page.' }).click(),
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'This page has expired.' })).toHaveCount(0);
});
