/** The profile picture against the API (spec 02 §4): a PNG becomes the headshot; a text file is refused. */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newSignedInAccount } from './support';

const PASSWORD = 'settings-pass-1';

const main = (page: Page) => page.getByRole('main');

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a PNG becomes the headshot in the card and the header; a text file is refused @desktop', async ({
  page,
}, testInfo) => {
  const { userId } = await newSignedInAccount(page, testInfo, 'photo', PASSWORD);
  await page.goto('/account/photo');
  const card = main(page).getByRole('region', { name: 'Profile Picture' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Change' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByText('Your profile picture was updated.')).toBeVisible();
  const images = await (await page.request.get(`/api/v1/users/${userId}/images`)).json();
  expect(images).toHaveLength(1);
  const fileName = String(images[0].imageFileName).replace(/\.jpg$/, '');
  await expect(card.locator(`img[src*="${fileName}"]`)).toBeVisible();
  // The session is read again, so the header shows the new picture too.
  await expect(page.getByRole('banner').locator(`img[src*="${fileName}"]`).first()).toBeVisible();

  const textChooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Change' }).click();
  await (await textChooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  const refused = 'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.';
  await expect(card.getByText(refused)).toBeVisible();

  // A text file that claims to be a PNG: its first bytes give it away in the browser, unsent.
  const disguised = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Change' }).click();
  await (await disguised).setFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a png'),
  });
  await expect(card.getByText(refused)).toBeVisible();
  expect(await (await page.request.get(`/api/v1/users/${userId}/images`)).json()).toHaveLength(1);
});
