// The reference app's own pages beyond the flows: the front door, a search-engine landing page,
// the pros' landing page, the header's pictures, and a phone visitor's way to log in.
import { expect, type Page, test } from '@playwright/test';
import { insurancePort } from './ports';
import { appReady, DEMO_EMAILS, expectNoAxeViolations, isMobile, signIn } from './support';

const main = (page: Page) => page.getByRole('main');

test('the home page says what Hearth is and links every page, the demo accounts and the outbox', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hearth reference app' })).toBeVisible();
  await expect(main(page)).toContainText('design system of a home-services marketplace');
  const accounts = main(page).getByRole('table', { name: 'Demo accounts' });
  for (const email of Object.values(DEMO_EMAILS)) {
    await expect(accounts.getByRole('rowheader', { name: email, exact: true })).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: 'development outbox' })).toHaveAttribute(
    'href',
    '/dev/outbox.html',
  );
  for (const [name, href] of [
    ['Log in', '/login'],
    ['Sign up', '/signup'],
    ['The cost guides', '/project-cost'],
    ['The landing page for pros', '/pro'],
    ['Password', '/account/password'],
  ] as const) {
    await expect(main(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main(page).getByRole('link', { name: 'The satisfaction survey' })).toHaveAttribute(
    'href',
    /^\/csat\/[0-9a-f-]{36}$/,
  );
  await expectNoAxeViolations(page);
});

test('a cost guide is a landing page with the SEO header; on a phone its menu is the discover one', async ({
  page,
}) => {
  await page.goto('/project-cost');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost Guides' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Roof Replacement Cost' }).click();
  await expect(page).toHaveURL(/\/project-cost\/roof-replacement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Roof Replacement Cost' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Get the App' })).toHaveAttribute('href', '/app');
  if (isMobile(page)) {
    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('navigation', { name: 'Discover' })).toBeVisible();
    for (const [name, href] of [
      ['Professionals', '/pros#pros'],
      ['How It Works', '/how-it-works'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('button', { name: 'Install app' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  } else {
    const navigation = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Repair & Improve', '/home-projects'],
      ['Cost Guides', '/project-cost'],
      ['Advice', '/advice'],
    ] as const) {
      await expect(navigation.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  }
  await expectNoAxeViolations(page);

  await page.goto('/project-cost/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost guide not found' })).toBeVisible();
});

test('the landing page for pros; a signed-in pro sees the pro header with its Sign up button', async ({
  page,
}) => {
  await page.goto('/pro');
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your business with Hearth' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Sign up as a pro' })).toHaveAttribute(
    'href',
    '/pro/account/create/account-create',
  );
  await expectNoAxeViolations(page);

  await signIn(page, 'pro');
  await page.goto('/pro');
  await appReady(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute(
    'href',
    '/pro/account/create/account-create',
  );
  await expectNoAxeViolations(page);
});

test('the Resources dropdown shows a picture on every advice tile; a missing picture is a 404 @desktop', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Resources' }).click();
  const tiles = header.locator('img[src^="/images/advice/"]');
  await expect(tiles).toHaveCount(4);
  for (const tile of await tiles.all()) {
    await expect
      .poll(() => tile.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
  const missing = await request.get('/images/advice/no-such-article.jpg');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
});

test('a visitor on a phone logs in from the menu, and comes back to the page @mobile', async ({ page }) => {
  await page.goto('/project-cost/roof-replacement');
  await appReady(page);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog');
  // The spec's five entries stay; Log in and Sign up come after them.
  for (const name of ['Home', 'Repair & Improve', 'Cost Guides', 'Resources', 'Join Our Pro Network']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await menu.getByRole('link', { name: 'Log in' }).click();
  // The menu gives way to the log-in modal.
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await expect(modal).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Join Our Pro Network' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the Insurance dropdown shows when the server turns insurance on, in place of For Businesses @desktop', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${insurancePort}/`);
  const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('button', { name: 'Insurance' }).click();
  await expect(navigation.getByRole('link', { name: 'Find my policy' })).toHaveAttribute(
    'href',
    '/insurance/onboarding/state-selection',
  );
  await expect(navigation.getByRole('link', { name: 'For Businesses' })).toHaveCount(0);
  // The default server has it off.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'For Businesses' })).toBeVisible();
});
