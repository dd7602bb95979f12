import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    // A stored value argon2 cannot read (not an argon2 hash) matches no password.
    return false;
  }
}

/** A hash of nothing, verified against when the account does not exist so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
