import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRuntimeSettings } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { startTestApi } from '../testing/harness';

const staticDir = mkdtempSync(path.join(tmpdir(), 'hearth-static-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><head><title>Hearth</title></head><body></body>',
);
const storybookDir = mkdtempSync(path.join(tmpdir(), 'hearth-storybook-'));
writeFileSync(
  path.join(storybookDir, 'index.html'),
  '<!doctype html><title>Storybook</title><script>1</script>',
);
mkdirSync(path.join(storybookDir, 'sb-assets'));

/** The settings a page's HTML carries, read as the app reads them. */
const settingsIn = (html: string) =>
  readRuntimeSettings({
    getElementById: (id) => {
      const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
      return text === undefined ? null : { textContent: text };
    },
  });

describe('the development tools and run-time settings', () => {
  const started = startTestApi({ staticDir, storybookDir, insuranceEnabled: true });
  afterAll(async () => (await started).close());

  test("every page carries the server's run-time settings", async () => {
    const api = await started;
    const page = await api.agent().get('/anything');
    expect(settingsIn(page.text)).toEqual({
      insuranceEnabled: true,
      devTools: true,
      storybookPath: '/storybook/',
    });
  });

  test('/dev/demo lists the demo accounts with their ids, and a seeded survey', async () => {
    const api = await started;
    const { body } = await api.agent().get('/dev/demo');
    expect(body.surveyId).toMatch(/^[0-9a-f-]{36}$/);
    const homeowner = body.accounts.find((account: { role: string }) => account.role === 'homeowner');
    expect(homeowner).toMatchObject({ email: 'homeowner@hearth.test', password: 'hearth-demo-1' });
    expect(homeowner.userId).toBeGreaterThan(0);
    expect(
      body.accounts.find((account: { role: string }) => account.role === 'passwordless').password,
    ).toBeNull();
  });

  test('a built Storybook is served at /storybook/ under its own, looser policy', async () => {
    const api = await started;
    const response = await api.agent().get('/storybook/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Storybook</title>');
    expect(response.headers.get('content-security-policy')).toContain("'unsafe-inline'");
    // The app's pages keep theirs.
    const page = await api.agent().get('/anything');
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('in prod', () => {
  const started = startTestApi({
    staticDir,
    storybookDir,
    environment: 'prod',
    smtpUrl: 'smtp://127.0.0.1:1',
  });
  afterAll(async () => (await started).close());

  test('no development tools: no demo data, no Storybook, and the page says so', async () => {
    const api = await started;
    expect((await api.agent().get('/dev/demo')).status).toBe(404);
    // /storybook/ is then only an address of the app, which says it has no such page.
    expect((await api.agent().get('/storybook/')).text).not.toContain('<title>Storybook</title>');
    const page = await api.agent().get('/anything');
    expect(settingsIn(page.text)).toEqual({ insuranceEnabled: false, devTools: false, storybookPath: null });
  });
});
