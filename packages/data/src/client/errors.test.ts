import { describe, expect, test } from 'vitest';
import { errorBody } from '../contract/fields';
import { errorBodyOf } from './errors';

describe('errorBodyOf', () => {
  test("reads an error body as the contract's errorBody schema does", () => {
    const bodies: unknown[] = [
      { error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'Nope.' },
      {
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Nope.',
        fieldErrors: { name: ['x', 'y'] },
      },
      { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Wait.', retryAfter: 30, extra: true },
      { error: 'Bad Request', code: 'X', message: 'M', fieldErrors: { name: 'x' } },
      { error: 'Bad Request', code: 'X', message: 'M', fieldErrors: ['x'] },
      { error: 'Bad Request', code: 'X', message: 'M', retryAfter: '30' },
      { error: 'Bad Request', code: 7, message: 'M' },
      { code: 'X', message: 'M' },
      { errors: [{ message: 'GraphQL' }] },
      [],
      'upstream down',
      null,
      undefined,
    ];
    for (const body of bodies) {
      const parsed = errorBody.safeParse(body);
      expect(errorBodyOf(body), JSON.stringify(body)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
