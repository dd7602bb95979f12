/* Story helpers: the password reset page on an actor of the real machine with a fake reset call. */
import {
  type PasswordResetCallInput,
  passwordResetMachine,
  type ResetPasswordResponse,
} from '@hearth/machines';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { PasswordResetPage } from './PasswordResetPage';

/** A v4 uuid, as the route requires. */
export const VALID_TOKEN = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/**
 * What the fake reset call does: succeed, refuse the password (400 INVALID_PASSWORD), answer
 * empty (the link expired), fail otherwise (500), or never answer.
 */
export type ResetOutcome = 'success' | 'invalidPassword' | 'expired' | 'unknown' | 'rateLimited' | 'pending';

/** The seconds a fake 429 asks to wait: 14:18 on the clock. */
const RETRY_AFTER_SECONDS = 858;
/** A countdown step long enough that nothing ticks while a story runs: stable screenshots. */
export const FROZEN_TICK_MS = 60 * 60 * 1000;

const httpError = (status: number, message: string, code?: string) =>
  Object.assign(new Error(message), { status, code });

async function fakeReset(outcome: ResetOutcome): Promise<ResetPasswordResponse> {
  switch (outcome) {
    case 'success':
      return { ok: true };
    case 'expired':
      return {};
    case 'invalidPassword':
      throw httpError(400, 'Password must be at least 6 characters long.', 'INVALID_PASSWORD');
    case 'unknown':
      throw httpError(500, 'Internal Server Error');
    case 'rateLimited':
      throw Object.assign(httpError(429, 'Too many attempts.', 'RATE_LIMITED'), {
        retryAfter: RETRY_AFTER_SECONDS,
      });
    case 'pending':
      return new Promise<never>(() => {});
  }
}

export type PasswordResetHarnessProps = {
  /** The route's token. @default VALID_TOKEN */
  token?: string;
  /** @default 'success' */
  outcome?: ResetOutcome;
  /** Called with the input of every reset call. */
  onResetPassword?: (input: PasswordResetCallInput) => void;
  /** The page's `onRedirect`. */
  onRedirect: (to: string) => void;
  /** The lockout's countdown step (`FROZEN_TICK_MS` holds it still). @default 1000 */
  tickMs?: number;
};

/** The password reset page over `passwordResetMachine` with a fake `resetPassword` actor. */
export function PasswordResetHarness({
  token = VALID_TOKEN,
  outcome = 'success',
  onResetPassword,
  onRedirect,
  tickMs,
}: PasswordResetHarnessProps) {
  const actor = useStoryActor(() =>
    createActor(
      passwordResetMachine.provide({
        ...(tickMs ? { delays: { TICK: tickMs } } : {}),
        actors: {
          resetPassword: fromPromise<ResetPasswordResponse, PasswordResetCallInput>(async ({ input }) => {
            onResetPassword?.(input);
            return fakeReset(outcome);
          }),
        },
      }),
      { input: { token } },
    ),
  );
  return <PasswordResetPage actor={actor} onRedirect={onRedirect} />;
}
