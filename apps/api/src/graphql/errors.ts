import { ERROR_CODES } from '@hearth/data';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, maskError as yogaMaskError } from 'graphql-yoga';
import type { z } from 'zod/mini';
import { isDatabaseUnavailable } from '../db/client';
import { ApiError, badRequest, fieldErrorsOf } from '../errors';

/**
 * Resolvers throw the same `ApiError`s as the REST handlers (including the limiter's 429). Here
 * they become GraphQL errors carrying `extensions.code` (and `fieldErrors` / `retryAfter`), and
 * the HTTP status and Retry-After header yoga answers with. Anything unexpected stays masked.
 */
export function maskError(
  error: unknown,
  message: string,
  isDev?: boolean,
  onUnexpected?: (error: unknown) => void,
): Error {
  // Duck-typed: under Vitest, yoga and this file may load different copies of graphql-js.
  const located = error as Partial<GraphQLError> | null;
  const original = located?.originalError ?? error;
  const where = { nodes: located?.nodes, path: located?.path };
  if (original instanceof ApiError) {
    return createGraphQLError(original.message, {
      ...where,
      extensions: {
        code: original.code,
        ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}),
        ...(original.retryAfter ? { retryAfter: original.retryAfter } : {}),
        http: {
          status: original.status,
          ...(original.retryAfter ? { headers: { 'Retry-After': String(original.retryAfter) } } : {}),
        },
      },
    });
  }
  if (isDatabaseUnavailable(original)) {
    return createGraphQLError('The database is unavailable. Please try again shortly.', {
      ...where,
      extensions: { code: ERROR_CODES.unavailable, http: { status: 503 } },
    });
  }
  const http = (located?.extensions as HttpExtensions | undefined)?.http;
  if (located?.message && !located.originalError && http?.spec) {
    // Syntax errors: 400 whatever the Accept header, like validation errors (see below).
    return createGraphQLError(located.message, {
      nodes: located.nodes,
      source: located.source,
      positions: located.positions,
      path: located.path,
      extensions: { ...located.extensions, http: { status: http.status ?? 400 } },
    });
  }
  const masked = yogaMaskError(error, message, isDev);
  // A resolver bug: the client sees "Unexpected error."; the log keeps what happened.
  if (masked !== error) onUnexpected?.(original);
  return masked;
}

/**
 * The ApiError under a GraphQL error when it is the client's doing (bad input, no session, too
 * many attempts: under 500). Yoga logs every error it masked as an error, stack and all; these are
 * logged at info instead (index.ts).
 */
export function refusalOf(error: unknown): ApiError | undefined {
  const original = (error as Partial<GraphQLError> | null)?.originalError ?? error;
  return original instanceof ApiError && original.status < 500 ? original : undefined;
}

type HttpExtensions = { http?: { spec?: boolean; status?: number } };

/**
 * Validation errors (a wrong argument type, an unknown field) are bad input: 400 whatever the
 * Accept header, as for REST. GraphQL over HTTP would answer 200 to `application/json` clients.
 */
export const validationErrorsAre400 = {
  onValidate() {
    return ({ valid, result }: { valid: boolean; result: readonly GraphQLError[] }) => {
      if (valid) return;
      for (const error of result) {
        const extensions = error.extensions as HttpExtensions;
        extensions.http = { ...extensions.http, spec: false, status: 400 };
      }
    };
  },
};

/** Parses resolver arguments; a failure is a 400 with field errors, like a REST body. */
export function parseArgs<Schema extends z.ZodMiniType>(schema: Schema, args: unknown): z.output<Schema> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw badRequest('Some fields are invalid.', fieldErrorsOf(parsed.error));
  return parsed.data;
}
