import { ACCOUNT_IMAGE_UPLOAD, IMAGE_SIZES } from '@hearth/data';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../db/seed/accounts';
import { expectFieldErrors } from '../domain/account/testSupport';
import { findUserByEmail } from '../domain/users';
import { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';
import { RENDITION_SIZES } from './process';

const api = await startTestApi();
const { baseUrl, database } = api;
afterAll(() => api.close());

const login = (account: DemoAccount) => api.login(account);

function form(file: Blob | null, fileName = 'me.png', fields: Record<string, string> = {}) {
  const body = new FormData();
  const values = { phaseType: 'UNKNOWN', contentType: 'USER_HEADSHOT', ...fields };
  for (const [name, value] of Object.entries(values)) if (value !== '') body.append(name, value);
  if (file) body.append('file', file, fileName);
  return body;
}

const photo = await sharp({
  create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="200" height="200"><circle cx="100" cy="100" r="90" fill="#235"/></svg>',
      ),
      left: 220,
      top: 140,
    },
  ])
  .png()
  .toBuffer();

const homeowner = await login('homeowner');
const homeownerId = (await findUserByEmail(database.db, DEMO_ACCOUNTS.homeowner.email))?.userId as number;
const upload = (agent: Agent, body: FormData) => agent.request('POST', ACCOUNT_IMAGE_UPLOAD.path, body);

test('the stored crop sizes are the spec image sizes', () => {
  expect([...RENDITION_SIZES]).toEqual(Object.values(IMAGE_SIZES));
});

describe('POST /api/v1/account/images', () => {
  test('a real image is accepted, served at every size as a square JPEG, and becomes the headshot', async () => {
    const response = await upload(homeowner, form(new Blob([photo], { type: 'image/png' })));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ fileName: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const { fileName } = response.body;
    for (const [name, px] of Object.entries(IMAGE_SIZES)) {
      for (const size of [name, String(px)]) {
        const image = await fetch(`${baseUrl}/api/image/display/v2/${size}/${fileName}.jpg`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
        expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', px, px]);
      }
    }
    const created = await homeowner.post(`/api/v1/users/${homeownerId}/images`, { imageFileName: fileName });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      userImageId: expect.any(Number),
      userId: homeownerId,
      imageFileName: fileName,
    });
    expect((await homeowner.get(`/api/v1/users/${homeownerId}/images`)).body[0].imageFileName).toBe(fileName);
    const session = await homeowner.get('/api/v1/session');
    expect(session.body.dto.userContext.hearthUser.headshotImageFilename).toBe(fileName);

    const pro = await login('pro');
    const proId = (await findUserByEmail(database.db, DEMO_ACCOUNTS.pro.email))?.userId;
    expectFieldErrors(await pro.post(`/api/v1/users/${proId}/images`, { imageFileName: fileName }), {
      imageFileName: true,
    });
  });

  test('a text file renamed to .jpg and declared as a JPEG is refused', async () => {
    const text = new Blob(['hello, I am not a picture at all'], { type: 'image/jpeg' });
    expectFieldErrors(await upload(homeowner, form(text, 'photo.jpg')), { file: true });
  });

  test('an SVG is refused', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], {
      type: 'image/svg+xml',
    });
    expectFieldErrors(await upload(homeowner, form(svg, 'me.svg')), { file: true });
  });

  test('a file over 5 MB is refused with 413 and a clear message', async () => {
    const huge = new Blob([photo, Buffer.alloc(ACCOUNT_IMAGE_UPLOAD.maxBytes)], { type: 'image/png' });
    const response = await upload(homeowner, form(huge));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image must be 5 MB or smaller.',
      fieldErrors: { file: ['The image must be 5 MB or smaller.'] },
    });
  });

  test('missing fields or file, wrong field values and a JSON body are 400', async () => {
    expectFieldErrors(await upload(homeowner, form(null)), { file: 'Choose an image file to upload.' });
    const wrong = form(new Blob([photo], { type: 'image/png' }), 'me.png', {
      phaseType: 'DONE',
      contentType: '',
    });
    expectFieldErrors(await upload(homeowner, wrong), { phaseType: true, contentType: true });
    expectFieldErrors(await homeowner.post(ACCOUNT_IMAGE_UPLOAD.path, { file: 'x' }), { file: true });
  });

  test('a visitor is 401 and a request without the CSRF header 403', async () => {
    const visitor = new Agent(baseUrl);
    expect((await upload(visitor, form(new Blob([photo])))).status).toBe(401);
    const noCsrf = new Agent(baseUrl, { csrf: false });
    noCsrf.cookies.set('hearth_session', homeowner.cookies.get('hearth_session') ?? '');
    const response = await upload(noCsrf, form(new Blob([photo])));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_INVALID');
  });
});

describe('GET /api/image/display/v2/{size}/{filename}.jpg', () => {
  test('an unknown file gives the default avatar at that size', async () => {
    for (const name of ['f'.repeat(32), 'default-avatar', '../../etc/passwd']) {
      const response = await fetch(`${baseUrl}/api/image/display/v2/SMALL/${encodeURIComponent(name)}.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 50, 50]);
    }
  });

  test('an unknown size is 400; a repeated request with the ETag is 304', async () => {
    const [seeded] = (await homeowner.get(`/api/v1/users/${homeownerId}/images`)).body;
    const url = `${baseUrl}/api/image/display/v2/HUGE/${seeded.imageFileName}.jpg`;
    const bad = await fetch(url);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.size).toBeDefined();
    const first = await fetch(`${baseUrl}/api/image/display/v2/130/${seeded.imageFileName}.jpg`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${baseUrl}/api/image/display/v2/130/${seeded.imageFileName}.jpg`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});
