// The Vite single-page app: Hearth's components beside the app's own styled components and theme.
import { expect, test } from '@playwright/test';

test('renders in the browser with no console error; components and the login flow work', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/', { waitUntil: 'networkidle' });

  // The app's own theme still reaches its own styled components.
  await expect(page.getByText('Booked through our own app.')).toHaveCSS('color', 'rgb(11, 110, 79)');

  await page.getByLabel('Project name').fill('Kitchen');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByText('Saved Kitchen')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in, going to /welcome')).toBeVisible();
  expect(errors).toEqual([]);
});
