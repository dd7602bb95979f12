import { expect, type Page, test } from '@playwright/test';
import { createAccount, expectNoAxeViolations, signInAs, uniqueEmail } from './support';

const main = (page: Page) => page.getByRole('main');

/** The subscription tree inside the settings screen's General Communications panel. */
const tree = (page: Page) => main(page).getByRole('region', { name: 'Email subscriptions' });

const inTree = (page: Page, name: string) => tree(page).getByRole('checkbox', { name, exact: true });

test('the subscription tree: a child off, saved and reloaded; then unsubscribe from all, by keyboard', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('subs', testInfo.project.name);
  await createAccount(request, email, 'subs-pass-1');
  await signInAs(page, email, 'subs-pass-1');
  await page.goto('/account/general-communications');
  // Signed in, the page is the settings screen with General Communications open.
  await expect(main(page).getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'General Communications' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(inTree(page, 'Monthly Digest')).toBeChecked();
  const save = tree(page).getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);

  await inTree(page, 'Monthly Digest').focus();
  await page.keyboard.press('Space');
  await expect(inTree(page, 'Monthly Digest')).not.toBeChecked();
  // The parent stays subscribed while another child is, shown as mixed.
  await expect(inTree(page, 'Newsletter')).toBeChecked({ indeterminate: true });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(
    tree(page).getByRole('status').filter({ hasText: 'Your email preferences were saved.' }),
  ).toBeVisible();

  await page.reload();
  await expect(inTree(page, 'Monthly Digest')).not.toBeChecked();
  await expect(inTree(page, 'Seasonal Home Tips')).toBeChecked();

  await tree(page).getByRole('checkbox', { name: 'Unsubscribe from all' }).focus();
  await page.keyboard.press('Space');
  // Every top-level group is off, so no child shows.
  await expect(inTree(page, 'Monthly Digest')).toHaveCount(0);
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(
    tree(page).getByRole('status').filter({ hasText: 'Your email preferences were saved.' }),
  ).toBeVisible();
  await page.reload();
  await expect(tree(page).getByRole('checkbox', { name: 'Unsubscribe from all' })).toBeChecked();
  await expect(inTree(page, 'Homeowner Updates')).not.toBeChecked();
});

test('without a login or a token the page sends the visitor to log in', async ({ page }) => {
  await page.goto('/account/general-communications');
  await expect(page).toHaveURL(/\/login\/\?r=%2Faccount%2Fgeneral-communications$/);
});
