import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, csrfTokenOf, DEMO_EMAILS, DEMO_PASSWORD, expectNoAxeViolations, signIn } from './support';

const main = (page: Page) => page.getByRole('main');

type DemoUser = { userId: number; firstName: string; lastName: string; emailAddress: string };

/**
 * A demo account's id and stored names, read by signing it in from a request context of its own
 * (never the page's), so the page keeps whoever the test signs in there.
 */
async function demoUser(request: APIRequestContext, who: keyof typeof DEMO_EMAILS): Promise<DemoUser> {
  const login = await apiCall(request, 'post', '/api/v1/session/login', {
    email: DEMO_EMAILS[who],
    password: DEMO_PASSWORD,
  });
  expect(login.status()).toBe(201);
  const { dto } = (await login.json()) as { dto: { userContext: { userId: number } } };
  const user = await request.get(`/api/v1/users/${dto.userContext.userId}`);
  expect(user.status()).toBe(200);
  return (await user.json()) as DemoUser;
}

/** A redirect's status and target (path and query), the redirect itself not followed. */
async function redirectOf(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const location = response.headers().location ?? '';
  const target = new URL(location, 'http://hearth.invalid');
  return { status: response.status(), target: `${target.pathname}${target.search}` };
}

const loginUrlFor = (path: string) => new RegExp(`/login\\?r=${encodeURIComponent(path)}$`);

test("a curator on a homeowner's account: the banner names them, everything is read-only, the server refuses a write", async ({
  page,
  request,
}) => {
  const homeowner = await demoUser(request, 'homeowner');
  const fullName = `${homeowner.firstName} ${homeowner.lastName}`;
  await signIn(page, 'curator');

  await page.goto(`/account/settings/${homeowner.userId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(main(page).getByText(`You are viewing the account of ${fullName}`)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const profile = main(page).getByRole('form', { name: 'Profile Information' });
  // The homeowner's data, not the curator's, and none of it editable.
  const firstName = profile.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue(homeowner.firstName);
  await expect(firstName).toBeDisabled();
  await expect(profile.getByRole('textbox', { name: 'Last name' })).toHaveValue(homeowner.lastName);
  await expect(profile.getByRole('textbox', { name: 'Last name' })).toBeDisabled();
  await expect(profile.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(homeowner.emailAddress);
  await expect(profile.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expect(profile.getByRole('textbox', { name: 'City' })).toBeDisabled();
  await expect(profile.getByRole('textbox', { name: 'ZIP Code' })).toBeDisabled();
  await expect(profile.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.goto(`/account/password/${homeowner.userId}`);
  await expect(main(page).getByText(`You are viewing the account of ${fullName}`)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Password', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const resetLink = main(page).getByRole('link', {
    name: "Curators: Click here to reset this user's password.",
  });
  await expect(resetLink).toBeVisible();
  // The back-office page of that user.
  await expect(resetLink).toHaveAttribute('href', new RegExp(`/${homeowner.userId}$`));
  for (const label of ['Old Password', 'New Password', 'Confirm Password']) {
    await expect(main(page).getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(
    main(page)
      .getByRole('group', { name: 'Password', exact: true })
      .getByRole('button', { name: 'Save', exact: true }),
  ).toBeDisabled();
  await expectNoAxeViolations(page);

  // The email subscriptions too: the curator sees the customer's choices and cannot send any.
  await page.goto(`/account/general-communications/${homeowner.userId}`);
  await expect(main(page).getByText(`You are viewing the account of ${fullName}`)).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: 'Unsubscribe from all' })).toBeDisabled();
  const boxes = main(page).getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(1);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();

  // Read-only is not only the page's doing: the API refuses the curator's write.
  const write = await page.request.put(`/api/v1/users/${homeowner.userId}`, {
    data: { firstName: 'Changed', lastName: 'ByCurator' },
    headers: { 'x-csrf-token': await csrfTokenOf(page) },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'FORBIDDEN' });
  const after = await page.request.get(`/api/v1/users/${homeowner.userId}`);
  expect(after.status()).toBe(200);
  expect(await after.json()).toMatchObject({ firstName: homeowner.firstName, lastName: homeowner.lastName });
});

test("a homeowner opening another user's by-id page is sent to the login, which sends them on to the main site", async ({
  page,
  request,
}) => {
  const curator = await demoUser(request, 'curator');
  await signIn(page, 'homeowner');
  const path = `/account/settings/${curator.userId}`;

  // The server sends them to the login without a way back: one that pointed here would loop.
  const redirect = await redirectOf(page.request, path);
  expect(redirect).toEqual({ status: 302, target: '/login' });
  await page.goto(path);
  // Signed in, the login page goes on to the main site (this build's is '/').
  await expect(page).toHaveURL(/\/$/);
  await expect(main(page).getByText('You are viewing the account of')).toHaveCount(0);
  await expect(main(page).getByRole('textbox', { name: 'First name' })).toHaveCount(0);
});

test('a visitor opening the account settings goes to the login with the way back', async ({ page }) => {
  await page.goto('/account/settings');
  await expect(page).toHaveURL(loginUrlFor('/account/settings'));
  await expect(main(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  // The legacy addresses need a login too: no 301 for a visitor, the login instead.
  const legacy = await redirectOf(page.request, '/account/change-password');
  expect(legacy.status).not.toBe(301);
  expect(legacy.target).toMatch(/^\/login\?r=/);
});

test('legacy addresses answer 301 to their new pages; followed in the browser they land there', async ({
  page,
}) => {
  // The e-mailed token link needs no login: the token goes on as rlt.
  expect(await redirectOf(page.request, '/account/notification-settings/token/abc')).toEqual({
    status: 301,
    target: '/account/general-communications?rlt=abc',
  });

  await signIn(page, 'homeowner');
  expect(await redirectOf(page.request, '/account/change-password')).toEqual({
    status: 301,
    target: '/account/settings',
  });
  expect(await redirectOf(page.request, '/account/notification-settings')).toEqual({
    status: 301,
    target: '/account/general-communications',
  });

  await page.goto('/account/notification-settings');
  await expect(page).toHaveURL(/\/account\/general-communications$/);
  await expect(main(page).getByRole('button', { name: 'General Communications' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(main(page).getByRole('heading', { name: 'Email subscriptions' })).toBeVisible();

  await page.goto('/account/change-password');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(main(page).getByRole('form', { name: 'Profile Information' })).toBeVisible();
});
