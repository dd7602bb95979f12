import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { runtimeSettingsElement } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { startTestApi } from './testing/harness';

const staticDir = mkdtempSync(path.join(tmpdir(), 'hearth-static-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><head><title>Hearth</title></head><body><div id="root">shell</div></body>',
);
const loginScript = "document.documentElement.dataset.held = 'yes';";
const loginDocument = `<!doctype html><head><script>${loginScript}</script></head><body><div id="root"><h1>Log in</h1></div><script type="module" src="/app.js"></script></body>`;
const guideDocument = (page: string) => `<!doctype html><body><div id="root">${page} drawn</div></body>`;
const shellOf = (page: string) =>
  `<!doctype html><head><title>Hearth</title></head><body>${page} shell</body>`;
writeFileSync(
  path.join(staticDir, 'pages.json'),
  JSON.stringify([
    { path: 'login', shell: shellOf('login'), documents: { login: loginDocument } },
    { path: 'set-password/:token?', shell: shellOf('set-password') },
    {
      path: 'guides/:topic/:part?',
      shell: shellOf('guides'),
      documents: { 'guides/roofing': guideDocument('roofing'), 'guides/plumbing': guideDocument('plumbing') },
    },
  ]),
);
writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1)');
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'assets', 'page-abc123.js'), 'console.log("page")');
writeFileSync(path.join(staticDir, 'assets', 'page-abc123.js.br'), brotliCompressSync('console.log("page")'));
const api = await startTestApi({ staticDir });

/** A document as served: the build's, with the server's run-time settings in its head. */
const served = (html: string) =>
  html.replace(
    '</head>',
    `${runtimeSettingsElement({ insuranceEnabled: false, devTools: true, storybookPath: null })}</head>`,
  );
afterAll(() => api.close());

describe('api server', () => {
  test('/healthz answers ok and /readyz reports the database', async () => {
    const agent = api.agent();
    expect((await agent.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await agent.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready' });
  });

  test('every response carries a request id', async () => {
    const response = await api.agent().get('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('serves built files and falls back to index.html for app routes', async () => {
    const agent = api.agent();
    expect((await agent.get('/app.js')).status).toBe(200);
    const page = await agent.get('/some/app/route');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<title>Hearth</title>');
    expect(page.text).toContain('<div id="root">shell</div>');
  });

  test("an address gets its page's document: drawn for its bare addresses, else the page's shell", async () => {
    const html = async (address: string) => {
      const page = await api.agent().get(address);
      expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'no-cache']);
      return page.text;
    };
    expect(await html('/login')).toBe(served(loginDocument));
    expect(await html('/login?returnUrl=%2Faccount')).toBe(served(shellOf('login')));
    expect(await html('/login/')).toBe(served(shellOf('login')));
    expect(await html('/set-password')).toBe(served(shellOf('set-password')));
    expect(await html('/set-password/abc')).toBe(served(shellOf('set-password')));
    expect(await html('/signup')).toContain('<div id="root">shell</div>');
    expect(await html('/guides/roofing')).toBe(guideDocument('roofing'));
    expect(await html('/guides/plumbing')).toBe(guideDocument('plumbing'));
    // A longer address of the page, and one it was drawn for no address of.
    expect(await html('/guides/roofing/2')).toBe(served(shellOf('guides')));
    expect(await html('/guides/siding')).toBe(served(shellOf('guides')));
  });

  test("a page's Content-Security-Policy allows its own inline scripts by hash, and no other inline script", async () => {
    const scriptSrc = async (address: string) => {
      const policy = (await api.agent().get(address)).headers.get('content-security-policy') ?? '';
      return policy.split(';').find((directive) => directive.startsWith('script-src '));
    };
    const hash = createHash('sha256').update(loginScript).digest('base64');
    expect(await scriptSrc('/login')).toBe(`script-src 'self' https://js.stripe.com 'sha256-${hash}'`);
    // The login page's shell has no inline script: nothing inline may run there.
    expect(await scriptSrc('/login?returnUrl=%2Faccount')).toBe("script-src 'self' https://js.stripe.com");
  });

  test('page HTML goes out compressed to a browser that takes it', async () => {
    const html = async (acceptEncoding: string) => {
      const response = await fetch(`${api.baseUrl}/login`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      return [response.headers.get('content-encoding'), response.headers.get('vary'), await response.text()];
    };
    expect(await html('gzip, deflate, br')).toEqual(['br', 'accept-encoding', served(loginDocument)]);
    expect(await html('gzip, br;q=0')).toEqual(['gzip', 'accept-encoding', served(loginDocument)]);
    expect(await html('identity')).toEqual([null, 'accept-encoding', served(loginDocument)]);
    const home = await fetch(`${api.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect([home.headers.get('content-encoding'), home.headers.get('cache-control')]).toEqual([
      'br',
      'no-cache',
    ]);
    expect(await home.text()).toContain('<div id="root">shell</div>');
  });

  test('a hashed asset is sent precompressed to a browser that takes brotli, and cached for good', async () => {
    const compressed = await fetch(`${api.baseUrl}/assets/page-abc123.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe('console.log("page")');
    const plain = await fetch(`${api.baseUrl}/assets/page-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("page")');
    // Files outside assets/ (index.html) keep the default caching: a new build must be seen.
    expect((await fetch(`${api.baseUrl}/app.js`)).headers.get('cache-control')).not.toContain('immutable');
  });

  test('a missing picture or file is a 404, never the app shell', async () => {
    for (const missing of [
      '/images/advice/no-such-article.jpg',
      '/images/anything',
      '/logo.png',
      '/assets/gone.js',
    ]) {
      const response = await api.agent().get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).not.toContain('text/html');
    }
    // A page address is still a page (the account page sends a visitor to log in).
    expect((await api.agent().get('/account/settings')).status).not.toBe(404);
  });

  test('unknown API paths are a JSON 404, never the app shell', async () => {
    const response = await api.agent().get('/api/v1/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('in prod', () => {
  test('the development outbox is not served and cookies are Secure with __Host- names', async () => {
    const prod = await startTestApi({ environment: 'prod', smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const agent = prod.agent();
      const outbox = await agent.get('/dev/outbox');
      expect(outbox.status).toBe(404);
      const cookie = outbox.headers.getSetCookie().find((line) => line.startsWith('__Host-hearth_csrf='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/Path=\//);
    } finally {
      await prod.close();
    }
  });
});
