import { describe, expect, it } from 'vitest';
import { inRange, type PostcodeRange, parsePostcodeRange, postcodeKey, rangesClash } from './postcodes';

function range(country: string, from: string, to: string | null = null): PostcodeRange {
  const parsed = parsePostcodeRange(country, from, to);
  if (typeof parsed === 'string') throw new Error(`${from}–${to}: ${parsed}`);
  return parsed;
}

const holds = (country: string, from: string, to: string | null, postcode: string) =>
  inRange(range(country, from, to), country, postcodeKey(country, postcode));

describe('postcode ranges', () => {
  it('compare the leading digits of numeric postcodes as a number', () => {
    expect(holds('US', '900', '935', '90210')).toBe(true);
    expect(holds('US', '900', '935', '93600')).toBe(false);
    expect(holds('US', '006', '009', '00901')).toBe(true);
    expect(holds('DE', '25846', '25849', '25847')).toBe(true);
    expect(holds('DE', '25846', '25849', '25850')).toBe(false);
    // Australia's 4-digit postcodes keep their leading zero: 0870 is in 08.
    expect(holds('AU', '08', null, '0870')).toBe(true);
    expect(holds('BR', '69', null, '69005-000')).toBe(true);
  });

  it('match UK postcodes on the outward code, district numbers whole', () => {
    expect(holds('GB', 'KW15', 'KW17', 'KW16 3AB')).toBe(true);
    // KW1 2AB is district 1, not 12: outside KW15–KW17, inside KW1–KW14.
    expect(holds('GB', 'KW15', 'KW17', 'KW1 2AB')).toBe(false);
    expect(holds('GB', 'KW1', 'KW14', 'kw12ab')).toBe(true);
    // The B area (Birmingham) is not BT (Northern Ireland).
    expect(holds('GB', 'BT', null, 'B76 1AH')).toBe(false);
    expect(holds('GB', 'BT', null, 'BT1 1AA')).toBe(true);
    // An outward code alone is read as one.
    expect(holds('GB', 'HS', null, 'HS1')).toBe(true);
  });

  it('match letter prefixes of other countries', () => {
    expect(holds('CA', 'X', null, 'X0A 0H0')).toBe(true);
    expect(holds('CA', 'X', null, 'K1A 0B1')).toBe(false);
  });

  it('refuse ranges that do not read', () => {
    expect(parsePostcodeRange('US', '9A', null)).toBe('format');
    expect(parsePostcodeRange('GB', 'KW15', 'PA17')).toBe('letters');
    expect(parsePostcodeRange('US', '900', '9999')).toBe('digits');
    expect(parsePostcodeRange('US', '935', '900')).toBe('order');
    // UK districts may be written with one digit or two.
    expect(parsePostcodeRange('GB', 'IV1', 'IV40')).toEqual({ letters: 'IV', from: 1, to: 40, digits: 2 });
  });

  it('clash only at the same specificity', () => {
    expect(rangesClash(range('US', '900', '935'), range('US', '930', '961'))).toBe(true);
    expect(rangesClash(range('US', '900', '935'), range('US', '936', '961'))).toBe(false);
    // A narrower beginning inside a wider one is a deliberate exception, not a clash.
    expect(rangesClash(range('US', '9'), range('US', '900', '935'))).toBe(false);
    expect(rangesClash(null, null)).toBe(true);
    expect(rangesClash(null, range('US', '9'))).toBe(false);
  });
});
