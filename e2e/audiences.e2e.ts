import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, isMobile, signIn } from './support';

test('a visitor gets the logged-out header with Sign up and Log in returning to the page', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Join Our Pro Network' })).toHaveAttribute('href', '/pro');
    await page.keyboard.press('Escape');
  } else {
    const here = encodeURIComponent(page.url());
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?r=${here}`);
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?r=${here}`);
    await expect(header.getByRole('link', { name: 'Join Our Pro Network' })).toHaveAttribute('href', '/pro');
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Customer Support' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expectNoAxeViolations(page);
});

// The desktop dropdowns are hidden below 1024 px, so this walk runs in the desktop project only.
test('keyboard only: every desktop dropdown opens, shows its links and closes with Escape', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/');
  for (const [trigger, link] of [
    ['Moving', 'Moving checklist'],
    ['More Repair & Improve links', 'Plumbers'],
    ['More Resources links', 'Los Angeles, CA'],
  ] as const) {
    const button = page.getByRole('button', { name: trigger, exact: true });
    await button.focus();
    await expect(button).toBeFocused();
    if ((await button.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: link }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  }
});

test('a homeowner gets the homeowner header and the active-project count in the mobile menu', async ({
  page,
}) => {
  await signIn(page, 'homeowner');
  const header = page.getByRole('banner');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Hana H.')).toBeVisible();
    // 10 seeded projects, of which one is completed, one cancelled and one held by an external hold.
    await expect(menu.getByRole('link', { name: /My Projects/ })).toHaveAccessibleName(
      'My Projects, 7 active projects',
    );
    await page.keyboard.press('Escape');
  } else {
    await expect(header.getByRole('link', { name: 'My Home' })).toHaveAttribute('href', '/my-home');
    await expect(header.getByRole('link', { name: /Hana/ })).toHaveAttribute('href', '/account/settings');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test('a pro gets the pro header with the balances in dollars', async ({ page }) => {
  await signIn(page, 'pro');
  // On mobile the tabs and balances sit in a row under the bar: the visible copy is checked.
  await expect(
    page.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }),
  ).toHaveAttribute('href', '/pro/dashboard');
  await expect(page.getByText('$12,345.67').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('$2,500.75').filter({ visible: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an inspector gets the inspector tabs', async ({ page }) => {
  await signIn(page, 'inspector');
  await expect(
    page.getByRole('link', { name: 'Referrals', exact: true }).filter({ visible: true }),
  ).toHaveAttribute('href', '/inspector/referrals');
  await expect(
    page.getByRole('link', { name: 'Payout', exact: true }).filter({ visible: true }),
  ).toHaveAttribute('href', '/inspector/payout');
  await expectNoAxeViolations(page);
});

test('a curator gets the homeowner header with the staff marker', async ({ page }) => {
  await signIn(page, 'curator');
  await expect(page.getByText('Staff: Curator').filter({ visible: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

// Below 1024 px the navigation is the mobile menu, whose code loads when it is first opened.
test('keyboard only: the mobile menu opens from its button, keeps focus inside and gives it back on Escape', {
  tag: '@mobile',
}, async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Join Our Pro Network' })).toBeVisible();
  const focusInMenu = () =>
    menu.evaluate(
      (dialog) => dialog.contains(document.activeElement) && document.activeElement !== document.body,
    );
  await expect.poll(focusInMenu).toBe(true);
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
  expect(await focusInMenu()).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('logging out deletes the session and reloads as a visitor', async ({ page }) => {
  await signIn(page, 'homeowner');
  const reloaded = page.waitForEvent('load');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Account Settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await reloaded;
  const session = await page.evaluate(() => fetch('/api/v1/session').then((response) => response.json()));
  expect(session).toMatchObject({ dto: { userContext: null } });
  if (!isMobile(page))
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
