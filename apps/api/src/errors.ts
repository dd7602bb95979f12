import { ERROR_CODES } from '@hearth/data';
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini (which the contract uses) registers no locale, so zod's own issue messages would all
// read "Invalid input". 400 answers carry them in fieldErrors: keep the English ones the classic
// API registered by default ("Too big: expected string to have <=100 characters"...). Server only,
// so the locale stays out of the browser bundle.
z.config(en());

/** An error with the HTTP status and code it answers with; everything else is a 500 (or 503). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, ERROR_CODES.unauthenticated, 'Log in to continue.');
export const forbidden = () => new ApiError(403, ERROR_CODES.forbidden, 'You may not access this resource.');
export const notFound = (what = 'Resource') => new ApiError(404, ERROR_CODES.notFound, `${what} not found.`);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError(400, ERROR_CODES.validation, message, fieldErrors);
export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

/** Field path -> messages, the shape every 400 answer carries. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}
