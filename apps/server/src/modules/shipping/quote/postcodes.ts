/**
 * Postcode ranges of zones and remote areas. A range is written as the beginning of a postcode,
 * letters then digits (`HS`, `KW15`, `900`, `25846`), and runs from `from` to `to` with the same
 * letters. A postcode matches when it starts with the letters and the digits that follow, read as a
 * number of as many digits as `from` has, lie in the range: ZIP 90210 is in 900–935, CEP 69005-000
 * in 69. UK-style postcodes (GB, JE, GG, IM) are matched on their outward code (KW16 of "KW16 3AB")
 * and compare the district number whole, so KW1 and KW15 are told apart.
 */

export interface PostcodeRange {
  letters: string;
  /** null: every postcode starting with the letters. */
  from: number | null;
  to: number | null;
  /** How many digits after the letters are compared (outward codes compare them all). */
  digits: number;
}

/** The postcode problems `parsePostcodeRange` reports, each with a message in both languages. */
export type PostcodeProblem = 'format' | 'letters' | 'digits' | 'order';

const OUTWARD_COUNTRIES = new Set(['GB', 'JE', 'GG', 'IM']);
const SPEC = /^([A-Z]*)([0-9]*)$/;
const OUTWARD = /^([A-Z]+)([0-9]*)/;

export function usesOutwardCode(country: string): boolean {
  return OUTWARD_COUNTRIES.has(country);
}

/** Upper case, letters and digits only: "sw1a 1aa" → "SW1A1AA", "90210-1234" → "902101234". */
export function normalizePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function parsePostcodeRange(country: string, from: string, to: string | null): PostcodeRange | PostcodeProblem {
  const start = SPEC.exec(normalizePostcode(from));
  const end = SPEC.exec(normalizePostcode(to ?? from));
  if (!start || !end || normalizePostcode(from) === '') return 'format';
  const [, letters = '', fromDigits = ''] = start;
  const [, toLetters = '', toDigits = ''] = end;
  if (letters !== toLetters) return 'letters';
  if (fromDigits === '' || toDigits === '') {
    return fromDigits === toDigits ? { letters, from: null, to: null, digits: 0 } : 'digits';
  }
  if (!usesOutwardCode(country) && fromDigits.length !== toDigits.length) return 'digits';
  // Outward codes compare the whole district number, however many digits it is written with.
  const digits = usesOutwardCode(country) ? 2 : fromDigits.length;
  const range = { letters, from: Number(fromDigits), to: Number(toDigits), digits };
  return range.from <= range.to ? range : 'order';
}

/** The part of a normalized postcode ranges are compared with: the outward code in UK-style countries. */
export function postcodeKey(country: string, postcode: string): string {
  const key = normalizePostcode(postcode);
  // A full UK postcode ends in its inward code: a digit and two letters.
  return usesOutwardCode(country) && /[0-9][A-Z]{2}$/.test(key) && key.length >= 5 ? key.slice(0, -3) : key;
}

export function inRange(range: PostcodeRange, country: string, key: string): boolean {
  if (usesOutwardCode(country)) {
    const outward = OUTWARD.exec(key);
    if (!outward || outward[1] !== range.letters) return false;
    if (range.from === null || range.to === null) return true;
    if (!outward[2]) return false;
    const district = Number(outward[2]);
    return district >= range.from && district <= range.to;
  }
  if (!key.startsWith(range.letters)) return false;
  if (range.from === null || range.to === null) return true;
  const digits = key.slice(range.letters.length, range.letters.length + range.digits);
  if (digits.length !== range.digits || !/^[0-9]+$/.test(digits)) return false;
  const value = Number(digits);
  return value >= range.from && value <= range.to;
}

/** How specific a range is: the longer its beginning, the more it wins over a wider one. */
export function specificity(range: PostcodeRange | null): number {
  if (!range) return 0;
  return 1 + range.letters.length + range.digits;
}

/** Whether two ranges of one country could both claim a postcode at the same specificity. */
export function rangesClash(a: PostcodeRange | null, b: PostcodeRange | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.letters !== b.letters || specificity(a) !== specificity(b)) return false;
  if (a.from === null || a.to === null || b.from === null || b.to === null) return true;
  return a.from <= b.to && b.from <= a.to;
}
