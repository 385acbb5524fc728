import { createRequire } from 'node:module';
import { COUNTRIES } from '../../db/migrations/countries-data';
import { foldText } from './text-cleanup';

interface LocaleFile {
  countries: Record<string, string | string[]>;
}

// Read with require, not `import … with { type: 'json' }`: the server's esbuild build keeps packages
// external and drops import attributes, which Node needs for JSON.
const require = createRequire(import.meta.url);
/**
 * Country names a merchant may paste: the portal's own English and Chinese names, the names in the
 * languages of the destinations the warehouse ships to most (from i18n-iso-countries, so the native
 * "Deutschland", "Polska", "België" and "Österreich" are there), and the short forms people type.
 */
const LOCALES: readonly LocaleFile[] = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'ca',
  'nl',
  'pl',
  'pt',
  'sv',
  'da',
  'cs',
  'ga',
  'zh',
].map((language): LocaleFile => require(`i18n-iso-countries/langs/${language}.json`));
const codes: ReadonlyArray<readonly [string, string, ...string[]]> = require('i18n-iso-countries/codes.json');

const ALIASES: Readonly<Record<string, string>> = {
  america: 'US',
  'united states': 'US',
  'u s a': 'US',
  'us of a': 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  'republic of ireland': 'IE',
  eire: 'IE',
  prc: 'CN',
  'pr china': 'CN',
  'mainland china': 'CN',
  中国大陆: 'CN',
  中华人民共和国: 'CN',
  大陆: 'CN',
  英國: 'GB',
  美國: 'US',
  德國: 'DE',
  澳洲: 'AU',
};

/** Names that are also US states or common words: a country only when no US ZIP code is near. */
export const AMBIGUOUS_WITH_US_STATE = new Set(['GE']);

const BY_NAME = new Map<string, string>();
for (const [code, english, chinese] of COUNTRIES) {
  BY_NAME.set(foldText(english), code);
  BY_NAME.set(chinese, code);
}
for (const locale of LOCALES) {
  for (const [code, names] of Object.entries(locale.countries)) {
    for (const name of typeof names === 'string' ? [names] : names) {
      const key = foldText(name);
      if (key.length > 2 && !BY_NAME.has(key)) BY_NAME.set(key, code);
    }
  }
}
for (const [alias, code] of Object.entries(ALIASES)) BY_NAME.set(foldText(alias), code);

const ALPHA2 = new Set(COUNTRIES.map(([code]) => code));
const ALPHA3 = new Map(codes.map(([alpha2, alpha3]) => [alpha3, alpha2] as const));

/** ISO alpha-2 code of a whole text that is a country's name in one of the languages known. */
export function countryByName(text: string): string | undefined {
  const key = foldText(text.replace(/^the\s+/i, ''));
  return BY_NAME.get(key);
}

/**
 * ISO alpha-2 code of a text that is a country code as written in capitals ("DE", "USA", "UK"):
 * lower-case "de" and "it" are words, not codes.
 */
export function countryByCode(text: string): string | undefined {
  const code = text.trim().replace(/\./g, '');
  if (!/^[A-Z]{2,3}$/.test(code)) return undefined;
  if (code === 'UK') return 'GB';
  if (code.length === 2) return ALPHA2.has(code) ? code : undefined;
  return ALPHA3.get(code);
}

/** Whether a code is one the portal knows. */
export function isCountryCode(code: string): boolean {
  return ALPHA2.has(code);
}

/**
 * A country name ending the text ("Berlin Germany", "75008 Paris France"): its code and the text
 * before it. Only names, not codes, and at most four words, so a trailing "CA" stays a state.
 */
export function trailingCountry(text: string): { code: string; rest: string } | undefined {
  const words = text.split(' ');
  for (let take = Math.min(4, words.length - 1); take >= 1; take -= 1) {
    const code = countryByName(words.slice(-take).join(' '));
    if (code) return { code, rest: words.slice(0, -take).join(' ') };
  }
  return undefined;
}
