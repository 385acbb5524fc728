import { looksChineseAddress } from './chinese-address';
import { takeContacts } from './contacts';
import { type CountryClues, inferCountry, legalFormCountries, townCountries } from './country-clues';
import { normaliseState, readLocality, readLocalityWithoutPostcode } from './locality';
import { looksNorthAmerican, normalisePhone, phoneCountry } from './phone';
import { findPostcodes, POSTCODE_RULES, type PostcodeMatch } from './postcodes';
import { readChinese } from './read-chinese';
import { applyLabelledNames, readPeople } from './recipient';
import { emptyAddress, type RecognizedAddress } from './recognized-address';
import { ABBREVIATED_STATES, countriesWithState, IT_PROVINCES, trailingState } from './regions';
import {
  firstOf,
  isHandle,
  type LabelledValue,
  labelledPerson,
  previousLive,
  readSegments,
  type Segment,
} from './segments';
import { hasStreetWord, isUnitWord, LANGUAGE_COUNTRIES, streetLanguages } from './street';
import { readStreet } from './street-line';
import { cleanText, hasHan, tidy } from './text-cleanup';
import { writtenCountry } from './written-country';

export type { RecognizedAddress } from './recognized-address';

/** The longest text the recognizer reads; the contract refuses longer input. */
export const RECOGNIZE_TEXT_MAX = 2000;

/**
 * Reads the recipient fields from an address pasted as it came: a marketplace export, an e-mail, a
 * chat message, a spreadsheet row. Pure and synchronous; the work is linear in the text, which the
 * contract bounds to {@link RECOGNIZE_TEXT_MAX} characters (longer text is cut there, too).
 *
 * Rules a merchant can rely on (what a warehouse label system expects):
 * - `country` is the ISO 3166-1 alpha-2 code: from a name in English, Chinese or the country's own
 *   language, a code written in capitals, a prefix such as "D-10115"; failing that inferred from the
 *   postcode's shape, a state, the phone's `+` prefix, the street words' language or a large town.
 *   Nothing pointing anywhere leaves it empty rather than guessed.
 * - House number: for destinations in the EU the number goes to `house_number` and `address1` keeps
 *   the street ("Hauptstraße 5a" → "Hauptstraße" + "5a"; "12 bis rue de la Paix" → "rue de la Paix" +
 *   "12 bis"), because the portal requires it there for EU orders. Everywhere else (US, CA, GB, AU,
 *   CN…) `address1` keeps the line whole ("123 Main St", "5/12 Smith Street") and `house_number` is
 *   empty: carriers there print and validate the street line as one.
 * - `address2` holds the second-line parts: apartment, suite, unit, flat, floor, building, c/o,
 *   also when written on the street line ("123 Main St Apt 4B"), and districts written between the
 *   street and the town; several are joined with ", ". A PO box is the street line (`address1`).
 * - `state` is the postal abbreviation in the US, Canada and Australia ("California" → "CA",
 *   "New South Wales" → "NSW"); an Italian province as its two letters ("MI"); an Irish county without
 *   "Co." ("Cork"); elsewhere as written, empty when not written. Chinese addresses: see
 *   `chinese-address.ts`.
 * - `zip` as the country writes it, upper case and with its space where it has one ("SW1A 1AA",
 *   "K1A 0B1", "1012 AB", "D02 X285").
 * - `phone` in E.164 ("+4930123456"), see `phone.ts`; names are split as `person-name.ts` says.
 */
export function recognizeAddress(input: string): RecognizedAddress {
  const result = emptyAddress();
  const text = cleanText(input.slice(0, RECOGNIZE_TEXT_MAX));
  const { segments, values } = readSegments(text);

  // E-mail and phone first: their digits and dots would otherwise read as postcodes and numbers.
  const contacts = takeContacts(segments, values);
  result.email = contacts.email;
  const phoneRaw = contacts.phone;
  const labelledName = labelledPerson(values);
  // A labelled handle is no part of the address either.
  const handles = values.filter((item) => item.kind === 'name' && isHandle(item.value)).map((item) => tidy(item.value));
  for (const segment of segments) {
    if ((labelledName && segment.text === tidy(labelledName)) || handles.includes(segment.text)) segment.used = true;
  }
  const live = () => segments.filter((segment) => !segment.used && segment.text !== '');

  let country = writtenCountry(segments, values);

  // Chinese addresses are read their own way.
  const chineseSource = segments.find((segment) => hasHan(segment.text) && looksChineseAddress(segment.text));
  if ((country === 'CN' || country === '') && chineseSource) {
    return readChinese(result, segments, values, phoneRaw);
  }

  // Postcode: the last one in the text, where the town line stands.
  const labelledZip = firstOf(values, 'zip');
  let zipCountries: string[] = [];
  let zip: { segment: Segment; match: PostcodeMatch } | undefined;
  const liveSegments = live();
  for (let index = liveSegments.length - 1; index >= 0 && !zip; index -= 1) {
    const segment = liveSegments[index];
    if (!segment) continue;
    const matches = findPostcodes(segment.text, country);
    // "lgh 1203", "Suite 2000": a unit's number is no postcode.
    const usable = matches.filter(
      (match) => !isHouseNumberInStreet(segment.text, match) && !isUnitWord(segment.text.slice(0, match.start)),
    );
    const match = usable.at(-1);
    if (match) zip = { segment, match };
  }
  if (labelledZip) {
    const fromLabel = findPostcodes(labelledZip, country)[0] ?? findPostcodes(labelledZip, '')[0];
    result.zip = fromLabel?.value ?? labelledZip.trim();
    if (!country && fromLabel && fromLabel.countries.length === 1) country = fromLabel.countries[0] ?? '';
    zipCountries = fromLabel?.countries ?? [];
    if (zip && zip.match.value !== result.zip) zip = undefined;
  } else if (zip) {
    result.zip = zip.match.value;
  }
  if (zip?.match.prefixed && !country) country = zip.match.countries[0] ?? '';
  if (zip) zipCountries = zip.match.countries;

  // Country inferred when not written.
  const zipSegmentIndex = zip ? segments.indexOf(zip.segment) : -1;
  const beforeZip = zip ? tidy(zip.segment.text.slice(0, zip.match.start)) : '';
  const afterZip = zip ? tidy(zip.segment.text.slice(zip.match.end)) : '';
  if (!country) {
    country = inferCountry(gatherClues(segments, values, { zip, zipCountries, beforeZip, afterZip, phoneRaw }));
    if (zip && labelledZip === undefined && country && POSTCODE_RULES[country]) {
      result.zip = POSTCODE_RULES[country]?.normalise(zip.match.value) ?? result.zip;
    }
  }
  result.country = country;
  if (phoneRaw) result.phone = normalisePhone(phoneRaw, country);

  // Town, state and the rest of the postcode line.
  if (zip) {
    zip.segment.used = true;
    readLocality(result, segments, zipSegmentIndex, beforeZip, afterZip, country);
  }
  const labelledCity = firstOf(values, 'city');
  const labelledState = firstOf(values, 'state');

  // Street, units, name and company from what is left.
  const streetSegment = readStreet(result, segments, country, zip?.segment);
  if (!zip && !labelledCity) readLocalityWithoutPostcode(result, segments, streetSegment, country);
  readPeople(result, segments, streetSegment, country);

  if (labelledCity) result.city = tidy(labelledCity);
  if (labelledState) result.state = normaliseState(country, tidy(labelledState));
  const labelledCompany = firstOf(values, 'company');
  if (labelledCompany) result.company = tidy(labelledCompany);
  const labelledAddress2 = firstOf(values, 'address2');
  if (labelledAddress2) result.address2 = tidy(labelledAddress2);
  applyLabelledNames(result, values, country);
  const labelledNumber = firstOf(values, 'house_number');
  if (labelledNumber) {
    result.house_number = tidy(labelledNumber);
    if (result.address1.endsWith(` ${result.house_number}`))
      result.address1 = result.address1.slice(0, -result.house_number.length - 1);
  }
  return result;
}

/** A 4- or 5-digit number leading a street line ("12345 Ventura Blvd") is its house number. */
function isHouseNumberInStreet(text: string, match: PostcodeMatch): boolean {
  return match.start === 0 && hasStreetWord(text.slice(match.end)) && /\p{L}{3}/u.test(text.slice(match.end));
}

interface PostcodeFound {
  zip: { segment: Segment; match: PostcodeMatch } | undefined;
  zipCountries: string[];
  beforeZip: string;
  afterZip: string;
  phoneRaw: string;
}

/** What the text says about its country when it does not name it (see `country-clues.ts`). */
function gatherClues(segments: Segment[], values: LabelledValue[], found: PostcodeFound): CountryClues {
  const { zip, zipCountries, beforeZip, afterZip, phoneRaw } = found;
  const zipSegmentIndex = zip ? segments.indexOf(zip.segment) : -1;
  const live = () => segments.filter((segment) => !segment.used && segment.text !== '');
  const allText = segments.map((segment) => segment.text).join(' ');
  const previous = previousLive(segments, zipSegmentIndex);
  const stateCountries = new Set<string>();
  for (const code of Object.keys(ABBREVIATED_STATES)) {
    if (trailingState(code, beforeZip, true) || trailingState(code, previous?.text ?? '')) stateCountries.add(code);
  }
  if (!zip)
    for (const segment of live())
      for (const code of countriesWithState(segment.text))
        if (/\s/.test(segment.text) || segment.text === segment.text.toUpperCase()) stateCountries.add(code);
  if (/\b[A-Z]{2}$/.test(afterZip) && IT_PROVINCES.has(afterZip.slice(-2))) stateCountries.add('IT');
  if (/\(([A-Z]{2})\)$/.test(afterZip)) stateCountries.add('IT');
  const stateLabel = firstOf(values, 'state');
  if (stateLabel) {
    if (IT_PROVINCES.has(stateLabel.trim())) stateCountries.add('IT');
    for (const code of countriesWithState(stateLabel)) stateCountries.add(code);
  }
  const towns = new Set<string>();
  const cityLabel = firstOf(values, 'city') ?? '';
  for (const candidate of [
    afterZip,
    beforeZip,
    previous?.text ?? '',
    cityLabel,
    ...live().map((segment) => segment.text),
  ]) {
    // A province after the town ("Milano MI", "Torino (TO)"), not the end of a town in capitals ("PARIS").
    for (const code of townCountries(candidate.replace(/\s+\(?[A-Z]{2}\)?$/, ''))) towns.add(code);
  }
  return {
    postcodeCountries: zipCountries,
    phoneCountry: phoneRaw ? phoneCountry(phoneRaw) : undefined,
    stateCountries: [...stateCountries],
    languageCountries: [
      ...streetLanguages(allText).flatMap((language) => [...(LANGUAGE_COUNTRIES[language] ?? [])]),
      ...legalFormCountries(allText),
    ],
    townCountries: [...towns],
    northAmericanPhone: looksNorthAmerican(phoneRaw),
    trunkPrefixPhone: /^\(?0[1-9]/.test(phoneRaw.trim()),
  };
}
