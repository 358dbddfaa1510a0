import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, lowerPasswordCostForTests, verifyPassword } from './passwords';

describe('password hashing', () => {
  afterEach(() => lowerPasswordCostForTests());

  it('hashes at the shipped cost, N = 2^15, r = 8, p = 1, unless a test suite lowered it', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    expect(await hashPassword('Einkauf2026!')).toMatch(/^scrypt\$1024\$8\$1\$/);
    lowerPasswordCostForTests(false);
    const stored = await hashPassword('Einkauf2026!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Einkauf2026!', stored)).toBe(true);
  });

  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('Einkauf2026!');
    expect(stored).not.toContain('Einkauf2026!');
    expect(await verifyPassword('Einkauf2026!', stored)).toBe(true);
    expect(await verifyPassword('Einkauf2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies a hash with the cost it records, so raising the cost keeps old hashes working', async () => {
    const cheap = await hashPassword('Einkauf2026!');
    lowerPasswordCostForTests(false);
    expect(await verifyPassword('Einkauf2026!', cheap)).toBe(true);
    expect(await verifyPassword('einkauf2026!', cheap)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
