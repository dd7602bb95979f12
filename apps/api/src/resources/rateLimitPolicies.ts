/**
 * What each rate-limited resource counts, and under which keys (the contract names the bucket and
 * so the allowance). Where failure is what an attacker abuses (guessing a password or a token),
 * only failures count; where the action itself is the abuse (mail to someone else, accounts made
 * in bulk), every call counts. The login has its own throttle (domain/users.ts).
 */
import { rateLimitKeys } from '../security/rateLimit';

type Input = Record<string, unknown>;

export type RateLimitPolicy = {
  counts: 'all' | 'failures';
  keys(input: Input, ip: string): string[];
  /** For 'failures': a result that is a failure although it is not an error. */
  failed?(result: unknown): boolean;
};

export const RATE_LIMIT_POLICIES: Record<string, RateLimitPolicy | 'own'> = {
  userLogin: 'own',
  userSignup: { counts: 'all', keys: (input, ip) => rateLimitKeys('signup', ip, input.email) },
  userForgotPassword: { counts: 'all', keys: (input, ip) => rateLimitKeys('forgot', ip, input.userEmail) },
  setPasswordlessUserPasswordService: {
    counts: 'failures',
    keys: (input, ip) => rateLimitKeys('setPassword', ip, input.email),
  },
  passwordResetService: {
    counts: 'failures',
    keys: (_input, ip) => rateLimitKeys('reset', ip),
    // An unknown, used or expired token answers an empty object.
    failed: (result) => !(result && typeof result === 'object' && 'userId' in result),
  },
  changePassword: {
    counts: 'failures',
    keys: (input, ip) => [...rateLimitKeys('changePassword', ip), `changePassword:user:${input.userId}`],
  },
};
