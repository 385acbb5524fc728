/**
 * Postcode shapes of the destinations served, as they stand in a line of text. `zipFirst` countries
 * write the postcode before the town ("10115 Berlin"), the others after the town and state
 * ("Springfield, IL 62704", "London SW1A 1AA").
 */
interface PostcodeRule {
  pattern: RegExp;
  normalise: (value: string) => string;
}

const B = '(?<![\\p{L}\\p{N}\\-/.])';
const E = '(?![\\p{L}\\p{N}]|[\\-/.]\\p{N})';

const asWritten = (value: string) => value;
const spaced = (split: number) => (value: string) => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, compact.length - split)} ${compact.slice(-split)}`;
};

function rule(source: string, normalise: (value: string) => string = asWritten, flags = 'gu'): PostcodeRule {
  return { pattern: new RegExp(`${B}(?:${source})${E}`, flags), normalise };
}

const FIVE = rule('\\d{5}');
const FOUR = rule('[1-9]\\d{3}');

export const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  US: rule('\\d{5}(?:-\\d{4})?'),
  CA: rule('[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d', spaced(3), 'giu'),
  GB: rule('GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\\d[A-Z\\d]? ?\\d[ABD-HJLNP-UW-Z]{2}', spaced(3), 'giu'),
  IE: rule('(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}', spaced(4), 'giu'),
  NL: rule('[1-9]\\d{3} ?(?!SA|SD|SS)[A-Z]{2}', spaced(2)),
  PL: rule('\\d{2}-\\d{3}'),
  DE: FIVE,
  FR: FIVE,
  IT: FIVE,
  ES: FIVE,
  AT: FOUR,
  BE: FOUR,
  AU: rule('\\d{4}'),
  CN: rule('[1-8]\\d{5}'),
  // Shapes of other destinations, used only when the country is written.
  PT: rule('\\d{4}-\\d{3}'),
  CH: FOUR,
  LU: FOUR,
  DK: FOUR,
  NO: rule('\\d{4}'),
  HU: FOUR,
  NZ: rule('\\d{4}'),
  SE: rule('\\d{3} ?\\d{2}'),
  CZ: rule('\\d{3} ?\\d{2}'),
  SK: rule('\\d{3} ?\\d{2}'),
  GR: rule('\\d{3} ?\\d{2}'),
  FI: FIVE,
  JP: rule('\\d{3}-\\d{4}'),
  BR: rule('\\d{5}-?\\d{3}'),
  MX: FIVE,
  KR: FIVE,
  SG: rule('\\d{6}'),
};

export const ZIP_FIRST = new Set('DE FR IT ES NL BE PL AT CH LU DK PT SE NO FI CZ SK HU GR MX'.split(' '));

/** Shapes no other served country has: the postcode alone names the country. */
export const DISTINCTIVE = ['GB', 'CA', 'IE', 'NL', 'PL'] as const;

/**
 * Countries to try in turn when none is known: distinctive shapes first (Portugal's "1250-146" too),
 * then five and four digits, then the "411 19" that Sweden and Czechia share (the street words decide).
 */
const TRY_ORDER = [...DISTINCTIVE, 'PT', 'US', 'AU', 'SE', 'CZ'];

/** Letters European senders put before a postcode ("D-10115", "F-75008", "NL-1012 AB"). */
const PREFIXED = new RegExp(
  `${B}(D|A|F|I|E|B|NL|PL|L|CH|DK|P|S|N|FIN|CZ)-(\\d{2}-\\d{3}|\\d{4} ?[A-Z]{2}|\\d{4,5})${E}`,
  'gu',
);
const PREFIX_COUNTRY: Readonly<Record<string, string>> = {
  D: 'DE',
  A: 'AT',
  F: 'FR',
  I: 'IT',
  E: 'ES',
  B: 'BE',
  NL: 'NL',
  PL: 'PL',
  L: 'LU',
  CH: 'CH',
  DK: 'DK',
  P: 'PT',
  S: 'SE',
  N: 'NO',
  FIN: 'FI',
  CZ: 'CZ',
};

export interface PostcodeMatch {
  start: number;
  end: number;
  value: string;
  /** The countries whose shape it has (for a prefixed one, the prefix's). */
  countries: string[];
  /** A prefix such as "D-" named the country. */
  prefixed: boolean;
}

/** Postcodes in `text` of `country`, or of every served shape when the country is not known yet. */
export function findPostcodes(text: string, country: string): PostcodeMatch[] {
  const found: PostcodeMatch[] = [];
  for (const match of text.matchAll(PREFIXED)) {
    const prefixCountry = PREFIX_COUNTRY[match[1] ?? ''] ?? '';
    if (country && country !== prefixCountry) continue;
    const value = POSTCODE_RULES[prefixCountry]?.normalise(match[2] ?? '') ?? match[2] ?? '';
    const start = match.index ?? 0;
    found.push({ start, end: start + match[0].length, value, countries: [prefixCountry], prefixed: true });
  }
  if (found.length > 0) return found;
  const countries = country ? (POSTCODE_RULES[country] ? [country] : []) : TRY_ORDER;
  for (const code of countries) {
    const rule = POSTCODE_RULES[code];
    if (!rule) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const same = found.find((other) => other.start === start && other.end === end);
      if (same) same.countries.push(code);
      else if (!found.some((other) => start < other.end && other.start < end)) {
        found.push({ start, end, value: rule.normalise(match[0]), countries: [code], prefixed: false });
      }
    }
  }
  if (!country) {
    for (const item of found) {
      if (/^\d{5}$/.test(item.value)) item.countries = ['US', 'DE', 'FR', 'IT', 'ES'];
      else if (/^\d{4}$/.test(item.value)) item.countries = ['AU', 'AT', 'BE'];
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
