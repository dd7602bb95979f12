// The Next.js App Router app: server components import @hearth/ui, `next start` renders the page
// with its styles, and the browser hydrates it and logs in through the fake login actor.
import { expect, type Page, test } from '@playwright/test';

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The rules of every `<style>` of the page, and the class names of each `<form>`. */
function stylesAndForms(html: string) {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const forms = [...html.matchAll(/<form\b[^>]*\bclass="([^"]*)"/g)].map((match) =>
    (match[1] as string).split(/\s+/),
  );
  return { css, forms };
}

test('the server HTML already holds the styled login form', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  expect(html).toContain('Log in');
  expect(html).toMatch(/<input[^>]*type="email"/);
  const { css, forms } = stylesAndForms(html);
  expect(forms.length).toBeGreaterThanOrEqual(1);
  for (const classes of forms) {
    expect(
      classes.some((name) => !name.startsWith('sc-') && css.includes(`.${name}{`)),
      classes.join(' '),
    ).toBe(true);
  }
  expect(css).toContain('--hearth-colors-primary');
});

test('the page hydrates with no console error, and logging in with the fake actor works', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/join');
  await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in, going to /welcome')).toBeVisible();
  expect(errors).toEqual([]);
});
