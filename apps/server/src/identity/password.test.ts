import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_LOG_N, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost by default and verifies only the right password', async () => {
    const stored = await hashPassword('Demo#2026');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(OWASP_LOG_N), '8', '1']);
    expect(await verifyPassword('Demo#2026', stored)).toBe(true);
    expect(await verifyPassword('demo#2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
