/**
 * Test helpers of the account area (used by the *.test.ts files next to the account handlers and
 * images): a test API with chosen rate limits, fresh users, and a check of 400 field errors.
 */
import { expect } from 'vitest';
import { type ApiConfig, type RateLimits, TEST_RATE_LIMITS } from '../../config';
import type { Agent } from '../../testing/agent';
import { startTestApi, type TestApi } from '../../testing/harness';
import { createUser } from '../users';

export function startAccountTestApi(limits: Partial<RateLimits> = {}, overrides: Partial<ApiConfig> = {}) {
  return startTestApi({ rateLimits: { ...TEST_RATE_LIMITS, ...limits }, ...overrides });
}

let counter = 0;
export const FRESH_PASSWORD = 'fresh-password-1';

/** A new user with a password, logged in. */
export async function freshUser(
  api: TestApi,
  name = 'fresh',
): Promise<{ agent: Agent; userId: number; email: string }> {
  counter += 1;
  const email = `${name}-${counter}-${process.pid}@hearth.test`;
  const user = await api.database.db.transaction((tx) =>
    createUser(tx, { firstName: 'Fresh', lastName: name, email, password: FRESH_PASSWORD }),
  );
  const agent = await api.login({ email, password: FRESH_PASSWORD });
  return { agent, userId: user.userId, email };
}

type Response = { status: number; body: { fieldErrors?: Record<string, string[]> } };

/** A 400 whose fieldErrors hold, for each field given, the message given (or any message for true). */
export function expectFieldErrors(response: Response, fields: Record<string, string | true>) {
  expect(response.status).toBe(400);
  for (const [field, message] of Object.entries(fields)) {
    const messages = response.body.fieldErrors?.[field];
    expect(messages, `fieldErrors.${field} in ${JSON.stringify(response.body)}`).toBeDefined();
    if (message !== true) expect(messages).toContain(message);
  }
}
