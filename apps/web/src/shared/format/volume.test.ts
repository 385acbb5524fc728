import { describe, expect, it } from 'vitest';
import { formatVolume } from './volume';

describe('formatVolume', () => {
  it('gives every value of a unit the same number of decimals', () => {
    expect(['0.6', '0.605', '12', '0.0384'].map((v) => formatVolume(Number(v), 'm3'))).toEqual([
      '0.600',
      '0.605',
      '12.000',
      '0.038',
    ]);
    expect(formatVolume(36.5, 'm3Days')).toBe('36.500');
    expect([6000, 1234.5, 0.125].map((v) => formatVolume(v, 'cm3'))).toEqual(['6000.00', '1234.50', '0.13']);
  });
});
