import { expect, type Page, test } from '@playwright/test';
import { appReady, signIn } from './support';

// The API's Content-Security-Policy allows no inline script but those each page carries, by hash
// (apps/api/src/web/pageHtml.ts). Each kind of document is opened here and must report no
// violation: a prerendered page, the loading shell, a signed-in page, GraphiQL.

/** Violations as the browser reports them, collected from before the document's first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleReports.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...consoleReports,
  ];
}

const hasInlineScript = async (page: Page) =>
  page.evaluate(() => [...document.scripts].some((script) => !script.src && script.text.trim() !== ''));

test('the prerendered pages and the loading shell run their inline scripts, and nothing is refused @desktop', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const address of [
    '/login',
    '/signup',
    '/account/password-reset/5f0c6a43-0d5e-4a55-9a53-2f8cb0b5c0aa',
    '/no/such/page',
  ]) {
    await page.goto(address);
    expect(await hasInlineScript(page)).toBe(true);
    // The inline loader adds the app's entry, which marks the page ready: both ran.
    await appReady(page);
    // The other inline script, which holds what is sent before the app took the page over.
    expect(await page.evaluate(() => typeof (window as unknown as { hearthHeld?: object }).hearthHeld)).toBe(
      'object',
    );
    expect(await violations(), address).toEqual([]);
  }
});

test('a signed-in account page is drawn with nothing refused @desktop', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'homeowner');
  await page.goto('/account/settings');
  await appReady(page);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Account Settings' }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('GraphiQL, served locally from the package, loads with nothing refused @desktop', async ({ page }) => {
  const violations = await watchViolations(page);
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !/^(data|blob):/.test(request.url()))
      thirdParty.push(request.url());
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container').first()).toBeVisible({ timeout: 15_000 });
  // The query editor (Monaco, whose workers start from blob: addresses) is up.
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(thirdParty).toEqual([]);
});
