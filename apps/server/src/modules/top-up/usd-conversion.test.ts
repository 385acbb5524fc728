import { describe, expect, it } from 'vitest';
import { canonicalRate, creditedCents } from './usd-conversion';

describe('creditedCents', () => {
  it('is the amount itself for USD at 1', () => {
    expect(creditedCents(123_45, 'USD', '1')).toBe(12345);
  });

  it('reads JPY and KRW as whole units', () => {
    // 12 345 JPY × 0.0067123 = 82.8633… USD
    expect(creditedCents(12345, 'JPY', '0.0067123')).toBe(8286);
    expect(creditedCents(1_000_000, 'KRW', '0.00072')).toBe(72000);
  });

  it('rounds half up to the cent', () => {
    // 1.00 EUR × 1.085 = 1.085 USD → 1.09
    expect(creditedCents(100, 'EUR', '1.085')).toBe(109);
    // 1.00 EUR × 1.0849 = 1.0849 → 1.08
    expect(creditedCents(100, 'EUR', '1.0849')).toBe(108);
  });

  it('stays exact for large amounts and long rates', () => {
    // 987 654 321.09 CNY × 0.1381234567 = 136 418 228.8536… USD
    expect(creditedCents(98_765_432_109, 'CNY', '0.1381234567')).toBe(13_641_822_885);
  });
});

describe('canonicalRate', () => {
  it('drops leading and trailing zeros', () => {
    expect(canonicalRate('1.2500')).toBe('1.25');
    expect(canonicalRate('007')).toBe('7');
    expect(canonicalRate('0.0500')).toBe('0.05');
    expect(canonicalRate('3.000')).toBe('3');
  });
});
