import { expect, type Page, test } from '@playwright/test';
import { appReady, expectNoAxeViolations } from './support';

test('the API answers /healthz', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the app shell renders with no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hearth reference app' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hearth', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expectNoAxeViolations(page);
});

test('deep links fall back to the app, which shows its not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the footer stays as the server drew it, and its same-site links go through the app @desktop', async ({
  page,
}) => {
  await page.goto('/login');
  await appReady(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Join Our Pro Network' })).toBeVisible();
  // One document from here on: a full page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { samePageMark: true }));
  await footer.getByRole('link', { name: 'Join Our Pro Network' }).click();
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your business with Hearth' })).toBeVisible();
  // By keyboard too: Enter on a focused link.
  await footer.getByRole('link', { name: 'About Us' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => 'samePageMark' in window)).toBe(true);
  // A link to another site still opens as it says (a new tab), not through the router.
  await expect(footer.getByRole('link', { name: /on Facebook/ })).toHaveAttribute('target', '_blank');
});

/**
 * Opens `path` with the logged-out header's code held back a second, once the app is ready: what
 * is done meanwhile must not be lost.
 */
async function openWithHeaderHeldBack(page: Page, path: string) {
  await page.route(/\/assets\/SiteHeader-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(path);
  await appReady(page);
}

test("the login page's header is left as drawn until reached for, then its dropdowns work @desktop", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const headerCode = () => requested.filter((path) => /\/SiteHeader-|\/header$/.test(path));
  await page.goto('/login');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  // Neither its code nor its dropdowns' data while the page loads.
  expect(headerCode()).toEqual([]);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The pointer over a dropdown loads them, and the dropdown opens as it would have.
  await header.getByRole('button', { name: 'Moving' }).hover();
  await expect(header.getByRole('link', { name: 'Moving checklist' })).toBeVisible();
  expect(headerCode()).toEqual([expect.stringMatching(/\/SiteHeader-/), expect.stringMatching(/\/header$/)]);
  await expectNoAxeViolations(page);
});

test("a dropdown pressed with the keyboard before the header's code came opens once it is in @desktop", async ({
  page,
}) => {
  await openWithHeaderHeldBack(page, '/signup');
  const header = page.getByRole('banner');
  const moving = header.getByRole('button', { name: 'Moving' });
  await moving.focus();
  await page.keyboard.press('Enter');
  await expect(moving).toHaveAttribute('aria-expanded', 'true');
  await expect(moving).toBeFocused();
  // Opened by a press: Tab walks into the panel.
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Moving checklist' })).toBeFocused();
});

test("a header link followed before the header's code came goes through the app @desktop", async ({
  page,
}) => {
  await openWithHeaderHeldBack(page, '/login');
  await page.evaluate(() => Object.assign(window, { samePageMark: true }));
  await page.getByRole('banner').getByRole('link', { name: 'For Businesses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your business with Hearth' })).toBeVisible();
  expect(await page.evaluate(() => 'samePageMark' in window)).toBe(true);
});

test("the menu button tapped before the header's code came opens the menu @mobile", async ({ page }) => {
  await openWithHeaderHeldBack(page, '/login');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('keyboard: the skip link is first and moves focus to the content', async ({ page }) => {
  await page.goto('/');
  // The load event comes before the app has rendered: Tab once the page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Hearth reference app' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test("a page's HTML preloads that page's chunks and no other page's @desktop", async ({ request }) => {
  // As modulepreload links, or in the loader of a prerendered page (it asks after the first paint).
  const preloaded = async (address: string) => {
    const html = await (await request.get(address)).text();
    return [...html.matchAll(/\/assets\/(\w+)-[\w-]+\.js"/g)].map((m) => m[1]);
  };
  const login = await preloaded('/login');
  expect(login).toContain('LoginRoute');
  expect(login).not.toEqual(expect.arrayContaining(['SignupRoute']));
  expect(login).not.toEqual(expect.arrayContaining(['AccountRoute']));
  // With a query the login page is not prerendered: its chunks are modulepreload links.
  expect(await preloaded('/login?r=%2Fmy-home')).toContain('LoginRoute');
  const signup = await preloaded('/signup');
  expect(signup).toContain('SignupRoute');
  expect(signup).not.toEqual(expect.arrayContaining(['LoginRoute']));
  // An address of no lazy page gets the entry's preloads only.
  expect(await preloaded('/no-such-page')).not.toEqual(expect.arrayContaining(['LoginRoute']));
});

test('the boot reads of the session and the maintenance windows are the preloaded ones, asked once', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/session' || pathname === '/api/v1/maintenance-windows') asked.push(pathname);
  });
  await page.goto('/login');
  // The page is drawn before its JavaScript ran: the app's own reads come once it has taken over.
  await appReady(page);
  const used = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/v1/'))
      .map(
        (entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`,
      ),
  );
  // Asked for by the page's <link rel="preload">; the app's fetch found the answer already there.
  expect(used).toEqual(expect.arrayContaining(['/api/v1/session link', '/api/v1/maintenance-windows link']));
  expect(asked.sort()).toEqual(['/api/v1/maintenance-windows', '/api/v1/session']);
});
