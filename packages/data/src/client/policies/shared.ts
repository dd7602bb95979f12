/** Pieces the policies share. */
import type { HearthClient } from '../client';
import { AbortError } from '../errors';

/** Any client, whatever its `resources`: policies call contract entries with `call`. */
export type PolicyClient = Omit<HearthClient, 'resources'>;

/** Where policies that log their failures write (spec: "Errors on project fetch are logged"). */
export interface PolicyLogger {
  error(message: string, details?: unknown): void;
}

export const consoleLogger: PolicyLogger = {
  error: (message, details) => console.error(message, details),
};

/**
 * The fallback of a policy that swallows failures. The caller's own cancellation is not a
 * failure of the call: an AbortError still propagates (a TimeoutError is swallowed).
 */
export async function orFallback<T, F>(promise: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AbortError) throw error;
    return fallback;
  }
}
