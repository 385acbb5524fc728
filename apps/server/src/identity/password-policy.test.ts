import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-policy';

const erin = { email: 'erin.tester@shop.example', names: ['Erin', 'Tester', 'Northwind Goods'] };

describe('new password policy', () => {
  it('refuses passwords of public breach lists whatever their case', () => {
    for (const password of ['password1', 'Password1', '12345678a', 'qwerty123', 'P@ssw0rd', 'iloveyou1']) {
      expect(weakPasswordReason(password, erin), password).toBe('v.passwordCommon');
    }
  });

  it('refuses the address or a name of the account inside the password', () => {
    for (const password of ['erin.tester1', 'Tester2026', 'northwind99', 'xGOODS#2026']) {
      expect(weakPasswordReason(password, erin), password).toBe('v.passwordPersonal');
    }
  });

  it('accepts a password of neither kind, and short name parts inside one', () => {
    expect(weakPasswordReason('Harbour#Lamp7', erin)).toBeNull();
    expect(weakPasswordReason('Lin-Quartz42', { email: 'li@x.example', names: ['Li', 'Lin'] })).toBeNull();
  });
});
