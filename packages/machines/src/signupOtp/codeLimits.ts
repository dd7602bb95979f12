/**
 * Limits the server may put on the email-code step, read from sendCode's output or from a
 * rejected sendCode / verifyCode call: how long until a new code may be sent, and how long the
 * step is locked after too many attempts.
 */
export type CodeLimits = {
  /** Seconds until 'Send again' is allowed. */
  retryAfterSeconds?: number | null;
  /** When the lock ends: a Date, an ISO string or epoch milliseconds. */
  lockedUntil?: Date | string | number | null;
  /** Seconds the lock lasts from now. */
  lockedForSeconds?: number | null;
};

const wholeSeconds = (seconds: unknown): number | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;

function secondsUntil(until: unknown, now: number): number | undefined {
  if (until === null || until === undefined || until === '') return undefined;
  const time =
    until instanceof Date ? until.getTime() : typeof until === 'number' ? until : Date.parse(String(until));
  return Number.isFinite(time) ? wholeSeconds((time - now) / 1000) : undefined;
}

/** The cooldown and lockout, in whole seconds, that `source` announces (absent: none announced). */
export function readCodeLimits(
  source: unknown,
  now: number,
): { cooldownSeconds?: number; lockoutSeconds?: number } {
  if (typeof source !== 'object' || source === null) return {};
  const limits = source as CodeLimits;
  const cooldownSeconds = wholeSeconds(limits.retryAfterSeconds);
  const lockouts = [wholeSeconds(limits.lockedForSeconds), secondsUntil(limits.lockedUntil, now)].filter(
    (seconds): seconds is number => seconds !== undefined,
  );
  return {
    ...(cooldownSeconds === undefined ? {} : { cooldownSeconds }),
    ...(lockouts.length ? { lockoutSeconds: Math.max(...lockouts) } : {}),
  };
}
