/**
 * Links from e-mails that point at nothing (the app-errors audit, items 9 and 11): a survey that
 * does not exist is a link that is not valid, not a server fault; an unknown unsubscribe list
 * shows its error beside the subscriptions the link's token allows.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, expectNoAxeViolations, uniqueEmail, unsubscribeToken } from './support';

const main = (page: Page) => page.getByRole('main');

test('item 9: a survey link to no survey says the link is not valid, with nothing to retry', async ({
  page,
}) => {
  // The project link of a project with no survey lands on the same page (the API sends it to
  // /csat/not-found).
  for (const surveyId of [randomUUID(), 'not-a-uuid', `project/${randomUUID()}`]) {
    await page.goto(`/csat/${surveyId}`);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'This survey link is not valid' }),
    ).toBeVisible();
    await expect(
      main(page).getByText(
        'We could not find a survey at this address. Check that the link is complete, or open it again from your email.',
      ),
    ).toBeVisible();
    await expect(main(page).getByText('Something went wrong on our side')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('item 9: a survey that fails to load for another reason still offers Retry', async ({ page }) => {
  await page.route('**/api/v1/csat-surveys/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE', message: 'Down.' }),
    }),
  );
  await page.goto(`/csat/${randomUUID()}`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'We could not load this survey' }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('item 11: an unknown list with a valid token shows the error and the tree the token allows', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('unknown-list', testInfo.project.name);
  await createAccount(request, email, 'unknown-list-1');
  const token = encodeURIComponent(unsubscribeToken(email));
  await page.goto(`/account/general-communications?token=${token}&link=NOT_A_LIST`);
  await expect(main(page).getByRole('alert')).toHaveText('Invalid Email Unsubscribe shortCode');
  await expect(main(page).getByText(email)).toBeVisible();
  const tree = main(page).getByRole('region', { name: 'Email subscriptions' });
  // Nothing was unsubscribed: every list is still on, and can be managed from here.
  await expect(tree.getByRole('checkbox', { name: 'Newsletter', exact: true })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: 'Move-In Experience', exact: true })).toBeChecked();
  await expect(tree.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoAxeViolations(page);
});
