import { describe, expect, it } from 'vitest';
import { hashPassword, MAX_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS, verifyPassword } from './password';

describe('passwords', () => {
  it('stays within the PBKDF2 cap of deployed Workers', () => {
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(MAX_PBKDF2_ITERATIONS);
  });

  it('stores its parameters and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery', 1000);
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('refuses to hash above the cap', async () => {
    await expect(hashPassword('password-long-enough', 100_001)).rejects.toThrow(/100000/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password!', 1000)).not.toBe(await hashPassword('same password!', 1000));
  });
});
