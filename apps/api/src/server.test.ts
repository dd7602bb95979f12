import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildServer } from './server';

const staticDir = mkdtempSync(path.join(tmpdir(), 'hearth-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Hearth</title>');
writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1)');
const app = await buildServer({ host: '127.0.0.1', port: 0, staticDir });
afterAll(() => app.close());

describe('api server', () => {
  test('/healthz answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('serves built files and falls back to index.html for app routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/account/settings' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Hearth</title>');
  });

  test('unknown API paths are a JSON 404, never the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });
});
