import { describe, expect, it } from 'vitest';
import { countryLabel } from './country-name';

describe('countryLabel', () => {
  it('names a country in the UI language beside its code', () => {
    expect(countryLabel('US', 'en')).toBe('US · United States');
    expect(countryLabel('DE', 'zh_CN')).toBe('DE · 德国');
  });

  it('keeps a code the browser cannot name as it is', () => {
    expect(countryLabel('XX', 'en')).toBe('XX');
    expect(countryLabel('', 'en')).toBe('');
  });
});
