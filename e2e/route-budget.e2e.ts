import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type BudgetedRoute, budgetedFiles, readManifest } from '../scripts/lib/routeBytes.mjs';
import { apiCall, appReady, DEMO_EMAILS, DEMO_PASSWORD } from './support';

// scripts/route-budget.mjs counts a page's scripts from the build's manifest; this checks the
// count against what Chromium really loads, so that a script a page starts to import as it opens
// (a lazy module, a chunk the bundler split off) cannot grow the page outside its budget.

const dist = fileURLToPath(new URL('../apps/reference/dist', import.meta.url));
const budget = JSON.parse(
  readFileSync(fileURLToPath(new URL('../apps/reference/route-budget.json', import.meta.url)), 'utf8'),
) as { routes: Record<string, BudgetedRoute & { url: string; signedIn?: boolean }> };

for (const [route, entry] of Object.entries(budget.routes)) {
  test(`${route}: ${entry.url} loads the scripts its route budget counts, and no others`, async ({
    page,
  }) => {
    if (entry.signedIn) {
      // Through the API alone: the page's first document is the one measured, its cache empty.
      const response = await apiCall(page.request, 'post', '/api/v1/session/login', {
        email: DEMO_EMAILS.homeowner,
        password: DEMO_PASSWORD,
      });
      expect(response.status()).toBe(201);
    }
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) loaded.add(pathname.slice(1));
    });
    await page.goto(entry.url);
    await appReady(page);
    // What the page fetches once drawn (its data, then what the data needs) is in by then.
    await page.waitForLoadState('networkidle');
    const counted = budgetedFiles(dist, readManifest(dist), entry);
    expect([...loaded].filter((file) => !counted.includes(file))).toEqual([]);
    // And the count holds nothing the page does not load.
    expect(counted.filter((file) => !loaded.has(file))).toEqual([]);
  });
}
