/** What the end-to-end tests share: the demo accounts, signing in, the outbox, axe. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readConfig } from '../apps/api/src/config';
import { encryptSecret } from '../apps/api/src/security/tokens';

export const DEMO_PASSWORD = 'hearth-demo-1';
export const DEMO_EMAILS = {
  homeowner: 'homeowner@hearth.test',
  passwordless: 'passwordless@hearth.test',
  pro: 'pro@hearth.test',
  inspector: 'inspector@hearth.test',
  curator: 'curator@hearth.test',
  companyOff: 'quiet-pro@hearth.test',
} as const;

/** Signs in through the API, with the page's own cookies, then opens the home page signed in. */
export async function signIn(page: Page, who: keyof typeof DEMO_EMAILS, password = DEMO_PASSWORD) {
  await signInAs(page, DEMO_EMAILS[who], password);
}

export async function signInAs(page: Page, email: string, password: string) {
  // page.request shares the browser context's cookies: the session cookie lands in the page.
  const response = await apiCall(page.request, 'post', '/api/v1/session/login', { email, password });
  expect(response.status()).toBe(201);
  await page.goto('/');
}

/** React Aria's off-screen live announcer: see the a11y note in .storybook/preview.tsx. */
const LIVE_ANNOUNCER = '[data-live-announcer]';
const MODAL = '[role="dialog"], [role="alertdialog"]';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// Only the violations are reported in full: the same rules run, without the passing nodes' details.
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] };
type AxeRun = {
  run(context: { include?: string[]; exclude: string[] }, options: RunOptions): Promise<AxeResults>;
};

/**
 * Axe over the page, or over the open modal dialog: while one is open the page behind it is
 * hidden from assistive technology, so page-level rules (one main landmark) have nothing to see.
 * Axe runs in the page itself, put there once per document (a call is about 0.2-0.5 s here, where
 * injecting it for every call made it 0.5-0.9 s). Cross-origin frames would go unchecked, and the
 * app has none (the offline card provider's fields are inputs of the page).
 */
export async function expectNoAxeViolations(page: Page) {
  // An overlay that is closing (React Aria marks it data-exiting) is let go first, and whatever is
  // fading in (a toast) is waited for: axe judges colours as drawn, half-transparent mid-fade.
  await expect(page.locator('[data-exiting]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const modalOpen = (await page.locator(MODAL).count()) > 0;
  const context = { exclude: [LIVE_ANNOUNCER], ...(modalOpen ? { include: [MODAL] } : {}) };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results: AxeResults = await page.evaluate(
    ([context, options]) => (window as unknown as { axe: AxeRun }).axe.run(context, options),
    [context, AXE_OPTIONS] as const,
  );
  expect(results.violations).toEqual([]);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** A new address per call, so runs and projects never meet an account made before. */
export function uniqueEmail(label: string, project = 'e2e'): string {
  return `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@hearth.test`;
}

export type OutboxMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  data: Record<string, string>;
};

/** A field of a message's data (the code, the link...); a message without it fails the test. */
export function dataOf(message: OutboxMessage, key: string): string {
  const value = message.data[key];
  if (value === undefined) throw new Error(`The ${message.kind} message has no ${key}`);
  return value;
}

/** The development outbox's messages to `to`, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the newest message of `kind` to `to` that was not there in `seen` (ids by count). */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  kind: string,
  countBefore = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = (await outbox(request, to)).filter((message) => message.kind === kind);
      found = messages.length > countBefore ? messages[0] : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** The API called from a test's own request context, with the CSRF token echoed as the app does. */
export async function apiCall(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  data: unknown,
) {
  const primed = await request.get('/healthz');
  const token = primed.headers()['x-csrf-token'] ?? '';
  return request[method](path, { data, headers: { 'x-csrf-token': token } });
}

/** A new account with a password, made through the API (for tests that change a password). */
export async function createAccount(request: APIRequestContext, email: string, password: string) {
  const response = await apiCall(request, 'post', '/api/v1/users/signup', {
    firstName: 'Reese',
    lastName: 'Reset',
    email,
    password,
    passwordConfirm: password,
  });
  expect(response.status()).toBe(201);
}

/**
 * The token an e-mail's unsubscribe link carries for `email` (the address, encrypted with the
 * API's key; the e2e server runs with the development key). The test plays the newsletter sender.
 */
export function unsubscribeToken(email: string): string {
  return encryptSecret(readConfig({}).secretKey, email.trim().toLowerCase());
}

/** The CSRF token of the page's context (the readable `hearth_csrf` cookie the app echoes). */
export async function csrfTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hearth_csrf');
  expect(cookie, 'the hearth_csrf cookie').toBeDefined();
  return cookie?.value ?? '';
}

/**
 * A new account with a password, signed in in the page (a fresh one per test and project, so
 * the desktop and mobile runs never see each other's changes); its e-mail and user id.
 */
export async function newSignedInAccount(page: Page, testInfo: TestInfo, label: string, password: string) {
  const email = uniqueEmail(label, testInfo.project.name);
  await createAccount(page.request, email, password);
  await signInAs(page, email, password);
  const session = (await (await page.request.get('/api/v1/session')).json()) as {
    dto: { userContext: { userId: number } | null };
  };
  const userId = session.dto.userContext?.userId;
  expect(userId).toEqual(expect.any(Number));
  return { email, userId: userId as number };
}

/** Waits until the app has taken the page over (a prerendered page is visible before that). */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}
