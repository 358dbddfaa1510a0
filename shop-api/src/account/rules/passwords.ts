import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** The scrypt cost a shopper's password is hashed with: N = 2^15, r = 8, p = 1 needs 32 MiB and about 0.1–0.2 s of CPU. */
export const PASSWORD_COST = { N: 2 ** 15, r: 8, p: 1 } as const;

/** The cost new hashes are made with; only a test suite's setup lowers it (lowerPasswordCostForTests). */
let cost: { readonly N: number; readonly r: number; readonly p: number } = PASSWORD_COST;

/**
 * For test suites only, from their vitest setup file (`false` restores the shipped cost): new hashes
 * use N = 2^10, so the hundreds of registrations and logins of a suite do not each spend a fifth of a
 * second of CPU on scrypt. Every hash records its cost and is verified with it, so the code paths stay
 * the same. A lint rule keeps this call out of everything that is not a test.
 */
export function lowerPasswordCostForTests(lower = true): void {
  cost = lower ? { N: 2 ** 10, r: 8, p: 1 } : PASSWORD_COST;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Stored as `scrypt$N$r$p$salt$key` (base64url) so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
