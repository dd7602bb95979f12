// Apart from the field schemas (fields.ts): the browser's client reads these codes, and needs no
// schema library for them.
/** Error codes the API answers with; `CSRF_INVALID` is what the UI turns into the page-expired banner. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  csrf: 'CSRF_INVALID',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'DATABASE_UNAVAILABLE',
  conflict: 'CONFLICT',
  internal: 'INTERNAL',
} as const;
