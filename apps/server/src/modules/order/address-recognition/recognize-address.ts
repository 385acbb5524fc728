import { looksChineseAddress, parseChineseAddress } from './chinese-address';
import { inferCountry, townCountries } from './country-clues';
import { AMBIGUOUS_WITH_US_STATE, countryByCode, countryByName, trailingCountry } from './countries';
import { type LabelKind, readLabels } from './labels';
import { splitName } from './person-name';
import { findPhones, looksNorthAmerican, normalisePhone, phoneCountry } from './phone';
import { findPostcodes, POSTCODE_RULES, type PostcodeMatch, ZIP_FIRST } from './postcodes';
import { ABBREVIATED_STATES, countriesWithState, IT_PROVINCES, irishCounty, stateCode, trailingState, UK_COUNTIES } from './regions';
import {
  hasStreetWord,
  hasWeakStreetWord,
  isHouseNumber,
  isUnitLine,
  LANGUAGE_COUNTRIES,
  PO_BOX,
  splitHouseNumber,
  splitInlineUnit,
  streetLanguages,
  streetScore,
} from './street';
import { cleanText, foldText, hasHan, textLines, tidy } from './text-cleanup';

/**
 * The recipient fields read from an address pasted as it came: a marketplace export, an e-mail, a
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
export interface RecognizedAddress {
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  house_number: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The longest text the recognizer reads; the contract refuses longer input. */
export const RECOGNIZE_TEXT_MAX = 2000;

/**
 * Parts (lines, cells, comma parts) read at most. An address has fewer than twenty; a pasted e-mail
 * with its signature fewer than this. It keeps the work per part bounded whatever the text.
 */
const MAX_SEGMENTS = 60;

/** Member states of the EU, whose orders carry the house number in its own field. */
export const EU_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);
/** EU countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['FR', 'IE', 'LU']);

interface Segment {
  text: string;
  /** Came from an "Address:" label: never a name or company. */
  fromAddressLabel: boolean;
  used: boolean;
}

const COMPANY =
  /(?:^|[\s,.(])(?:gmbh|ag|kg|ohg|ug|e\.?\s?k|ltd|limited|plc|llp|llc|inc|corp|corporation|co\.|company|s\.?a\.?r\.?l|s\.?a\.?s|s\.?a|s\.?l|s\.?r\.?l|s\.?p\.?a|b\.?v|n\.?v|bvba|sprl|srl|sp\.?\s?z\s?o\.?\s?o|s\.?c|pty|group|holding|trading|logistics|services|solutions|technologies|international|industries|studio|shop|store|gbr|e\.?v|gesellschaft|werkstatt|sarl|eurl|s\.?n\.?c|cooperativa|stiftung|verlag|boutique|café|restaurant|hotel|agency|partners|associates)(?:[\s,.)]|$)|有限公司|公司|工作室|商行|企业/iu;

const NOISE_WORDS =
  'order|bestellung|bestellnummer|commande|pedido|ordine|zamówienie|订单|tracking|sku|invoice|rechnung|facture|ref|reference|amazon|ebay|etsy|shopify|platform order';
const NOISE_NUMBER = '(?:\\s?(?:no\\.?|number|nr\\.?|id|#|号|编号|n°|nº))?\\s?[:#]?\\s?[\\p{L}\\d-]+';
/** "Order #112-345", "Commande n° 88412": a part that only names the order (it must hold a digit). */
const NOISE_SEGMENT = new RegExp(`^(?:${NOISE_WORDS})${NOISE_NUMBER}$`, 'iu');
/** "Pedido #4410 - Marta Díaz": the order number before the address on the same line. */
const NOISE_PREFIX = new RegExp(`^(?:${NOISE_WORDS})${NOISE_NUMBER}\\s-\\s`, 'iu');
/** Chat around the address: greetings and thanks alone, and what introduces it in a sentence. */
const GREETING =
  /^(?:hi|hello|hey|dear|thanks?|thank you|thx|cheers|regards|best regards|merci(?: beaucoup)?|bonjour|bonsoir|hallo|guten tag|danke(?: schön)?|ciao|salve|grazie(?: mille)?|hola|gracias|hoi|bedankt|dank je|cześć|dzień dobry|dziękuję|你好|谢谢|您好)(?:\s+\p{L}+)?[\s!.,]*$/iu;
const CHAT_PREFIX =
  /^(?:.{0,40}?\b)?(?:send (?:it |them |this |the parcel |my order )?to|ship (?:it |them )?to|deliver (?:it )?to|my address is|address is|mon adresse est|spedite a|spedire a|inviate a|envoyez à|envoyer à|schicken an|senden an|bitte an|enviar a|envíalo a|wyślij na|stuur naar)\s*:?\s+/iu;
/** Sentences end before a closing word or a phone label: "… 12203. thanks", "… Roma RM. Cell. 320 …". */
const SENTENCE_BREAK = /[.!?]+\s+(?=(?:thanks?|thank you|thx|cheers|merci|danke|grazie|gracias|bedankt|dziękuję|cell|tel|phone|mobile|mob|handy|tél)\b)|!+\s+/giu;

/** "z. Hd.", "Attn", "t.a.v.": what introduces the recipient's name. */
const ATTENTION = /^(?:z\.\s?hd\.?|zu händen|attn\.?:?|attention:?|à l'attention de|a l'attention de|t\.\s?a\.\s?v\.?|all'attenzione di)\s+/i;
const HEADING_SEGMENT =
  /^(?:ship(?:ping)?\s*(?:to|address)|deliver(?:y)?\s*(?:to|address)|send to|recipient|address|lieferadresse|lieferanschrift|versandadresse|adresse de livraison|dirección de envío|indirizzo di spedizione|afleveradres|adres dostawy|收货信息|收件信息|收货地址|shipping details|shipping info(?:rmation)?)$/iu;

function emptyAddress(): RecognizedAddress {
  return {
    first_name: '',
    last_name: '',
    company: '',
    phone: '',
    email: '',
    address1: '',
    address2: '',
    house_number: '',
    city: '',
    state: '',
    zip: '',
    country: '',
  };
}

/** Splits a line into its parts: tab cells, `;`/`|` parts, then comma parts. */
function lineParts(line: string): string[] {
  const parts: string[] = [];
  for (const cell of line.split(/\t|;|\s\|\s|\|/)) {
    const pieces = cell.split(',');
    for (const piece of pieces) {
      const text = tidy(piece);
      if (text === '') continue;
      const previous = parts.at(-1);
      // "Acme, Inc." and "Smith, Jr." keep their tail.
      if (previous !== undefined && /^(?:inc|ltd|llc|jr|sr|co|gmbh|s\.?a|s\.?l|b\.?v)\.?$/i.test(text)) {
        parts[parts.length - 1] = `${previous}, ${text}`;
      } else {
        parts.push(text);
      }
    }
  }
  return parts;
}

const EMAIL = /^[\p{L}\d._%+'-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}$/u;

/** Takes e-mail addresses out of a text: the address and the text without it. */
function takeEmail(text: string): { email: string; rest: string } {
  if (!text.includes('@')) return { email: '', rest: text };
  let email = '';
  const rest = text
    .split(/(\s+)/)
    .map((token) => {
      const candidate = token.replace(/^[<(["']+|[>)\]"'.,;:]+$/g, '').replace(/^mailto:/i, '');
      if (!EMAIL.test(candidate)) return token;
      if (email === '') email = candidate;
      return ' ';
    })
    .join('');
  return { email, rest };
}

function firstOf(values: Array<{ kind: LabelKind; value: string }>, kind: LabelKind): string | undefined {
  return values.find((item) => item.kind === kind)?.value;
}

export function recognizeAddress(input: string): RecognizedAddress {
  const result = emptyAddress();
  const text = cleanText(input.slice(0, RECOGNIZE_TEXT_MAX));
  const values: Array<{ kind: LabelKind; value: string }> = [];
  const segments: Segment[] = [];
  const addSegments = (line: string, fromAddressLabel: boolean) => {
    for (const found of lineParts(line)) {
      const noisy = NOISE_PREFIX.exec(found);
      const unordered = noisy && /\d/.test(noisy[0]) ? tidy(found.slice(noisy[0].length)) : found;
      const part = tidy(unordered.replace(CHAT_PREFIX, ''));
      const chatter = GREETING.test(part) || HEADING_SEGMENT.test(part);
      if ((NOISE_SEGMENT.test(part) && /\d/.test(part)) || chatter || part === '' || segments.length >= MAX_SEGMENTS) continue;
      segments.push({ text: part.replace(ATTENTION, ''), fromAddressLabel, used: false });
    }
  };
  for (const line of textLines(text)) {
    if (segments.length >= MAX_SEGMENTS) break;
    // A heading ("Ship to:", "Bonjour, voici mon adresse :") introduces what follows.
    if (line.endsWith(':')) continue;
    const labelled = readLabels(line.replace(SENTENCE_BREAK, ', '));
    for (const free of labelled.free) addSegments(free, false);
    for (const item of labelled.values) {
      if (item.kind === 'address') addSegments(item.value, true);
      else values.push(item);
    }
  }

  // E-mail and phone first: their digits and dots would otherwise read as postcodes and numbers.
  let phoneRaw = firstOf(values, 'phone') ?? '';
  const labelledEmail = firstOf(values, 'email');
  result.email = labelledEmail ? takeEmail(labelledEmail).email || labelledEmail.trim() : '';
  for (const kind of ['name', 'company'] as const) {
    const value = firstOf(values, kind);
    if (value && findPhones(value).length > 0 && !/\p{L}{2}/u.test(value)) {
      if (!phoneRaw) phoneRaw = value;
      values.splice(values.findIndex((item) => item.kind === kind && item.value === value), 1);
    }
  }
  for (const segment of segments) {
    const { email, rest } = takeEmail(segment.text);
    if (email && !result.email) result.email = email;
    let remaining = rest;
    const phones = findPhones(remaining);
    for (const phone of [...phones].reverse()) {
      if (!phoneRaw) phoneRaw = phone.raw;
      remaining = `${remaining.slice(0, phone.start)} ${remaining.slice(phone.end)}`;
    }
    if (phones.length > 0) {
      for (const phone of phones) if (phone.raw !== phoneRaw && !phoneRaw) phoneRaw = phone.raw;
      remaining = remaining.replace(/\b(?:tel|phone|mob|mobile|cell|t|m|ph)\.?\s*:?\s*$/i, '');
    }
    segment.text = tidy(remaining);
  }
  const labelledName = firstOf(values, 'name');
  for (const segment of segments) if (labelledName && segment.text === tidy(labelledName)) segment.used = true;
  const live = () => segments.filter((segment) => !segment.used && segment.text !== '');

  // Country written out.
  let country = '';
  const labelledCountry = firstOf(values, 'country');
  if (labelledCountry) country = countryByName(labelledCountry) ?? countryByCode(labelledCountry.toUpperCase()) ?? '';
  const allText = segments.map((segment) => segment.text).join(' ');
  const hasUsZip = /(?<!\d)\d{5}(?:-\d{4})?(?!\d)/.test(allText);
  if (!country) {
    const candidates = live();
    for (let index = candidates.length - 1; index >= 0; index -= 1) {
      const segment = candidates[index];
      if (!segment || (index === 0 && candidates.length > 2)) continue;
      const named = countryByName(segment.text);
      const coded = index === candidates.length - 1 ? countryByCode(segment.text) : undefined;
      const code = named ?? coded;
      if (!code || (AMBIGUOUS_WITH_US_STATE.has(code) && hasUsZip)) continue;
      if (coded && !named && stateLike(code, candidates.slice(0, index))) continue;
      country = code;
      segment.used = true;
      break;
    }
  }
  if (!country) {
    const tail = live().slice(-2).reverse();
    for (const segment of tail) {
      if (hasHan(segment.text)) continue;
      const found = trailingCountry(segment.text);
      if (found && found.rest !== '' && !(AMBIGUOUS_WITH_US_STATE.has(found.code) && hasUsZip)) {
        country = found.code;
        segment.text = tidy(found.rest);
        break;
      }
    }
  }
  if (!country && segments.some((segment) => segment.text.startsWith('中国'))) country = 'CN';

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
    const usable = matches.filter((match) => !(isHouseNumberInStreet(segment.text, match) && matches.length > 0));
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
    const previous = previousLive(segments, zipSegmentIndex);
    const stateCountries = new Set<string>();
    for (const code of Object.keys(ABBREVIATED_STATES)) {
      if (trailingState(code, beforeZip, true) || trailingState(code, previous?.text ?? '')) stateCountries.add(code);
    }
    if (!zip) for (const segment of live()) for (const code of countriesWithState(segment.text)) if (/\s/.test(segment.text) || segment.text === segment.text.toUpperCase()) stateCountries.add(code);
    if (/\b[A-Z]{2}$/.test(afterZip) && IT_PROVINCES.has(afterZip.slice(-2))) stateCountries.add('IT');
    if (/\(([A-Z]{2})\)$/.test(afterZip)) stateCountries.add('IT');
    const stateLabel = firstOf(values, 'state');
    if (stateLabel) {
      if (IT_PROVINCES.has(stateLabel.trim())) stateCountries.add('IT');
      for (const code of countriesWithState(stateLabel)) stateCountries.add(code);
    }
    const towns = new Set<string>();
    const cityLabel = firstOf(values, 'city') ?? '';
    for (const candidate of [afterZip, beforeZip, previous?.text ?? '', cityLabel, ...live().map((segment) => segment.text)]) {
      for (const code of townCountries(candidate.replace(/\s*\(?[A-Z]{2}\)?$/, ''))) towns.add(code);
    }
    country = inferCountry({
      postcodeCountries: zipCountries,
      phoneCountry: phoneRaw ? phoneCountry(phoneRaw) : undefined,
      stateCountries: [...stateCountries],
      languageCountries: streetLanguages(allText).flatMap((language) => [...(LANGUAGE_COUNTRIES[language] ?? [])]),
      townCountries: [...towns],
      northAmericanPhone: looksNorthAmerican(phoneRaw),
      trunkPrefixPhone: /^\(?0[1-9]/.test(phoneRaw.trim()),
    });
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
    if (result.address1.endsWith(` ${result.house_number}`)) result.address1 = result.address1.slice(0, -result.house_number.length - 1);
  }
  return result;
}

/**
 * A code ending the text that is also a state ("Springfield, IL") is the state unless a postcode
 * stands before it ("79098 Freiburg, DE"), where a state would stand after.
 */
function stateLike(code: string, before: Segment[]): boolean {
  if (!Object.keys(ABBREVIATED_STATES).some((country) => stateCode(country, code))) return false;
  return !before.some((segment) => findPostcodes(segment.text, '').length > 0);
}

/** A 4- or 5-digit number leading a street line ("12345 Ventura Blvd") is its house number. */
function isHouseNumberInStreet(text: string, match: PostcodeMatch): boolean {
  return match.start === 0 && hasStreetWord(text.slice(match.end)) && /\p{L}{3}/u.test(text.slice(match.end));
}

function previousLive(segments: Segment[], index: number): Segment | undefined {
  for (let at = index - 1; at >= 0; at -= 1) {
    const segment = segments[at];
    if (segment && !segment.used && segment.text !== '') return segment;
  }
  return undefined;
}

function nextLive(segments: Segment[], index: number): Segment | undefined {
  for (let at = index + 1; at < segments.length; at += 1) {
    const segment = segments[at];
    if (segment && !segment.used && segment.text !== '') return segment;
  }
  return undefined;
}

function normaliseState(country: string, value: string): string {
  if (ABBREVIATED_STATES[country]) return stateCode(country, value) ?? value;
  if (country === 'IE') return irishCounty(value) ?? value;
  if (country === 'IT') return value.replace(/^\((.*)\)$/, '$1');
  return value;
}

/** Whether a segment could be a town: letters, no house number or street word. */
function townLike(text: string): boolean {
  if (DUBLIN_DISTRICT.test(text)) return true;
  return /\p{L}/u.test(text) && !isUnitLine(text) && streetScore(text) < 3 && !PO_BOX.test(text);
}

/** Dublin's postal districts are towns with a number ("Dublin 2", "Dublin 6W"). */
const DUBLIN_DISTRICT = /^(?:dublin|baile átha cliath)\s\d{1,2}w?$/i;

function isStreetText(text: string): boolean {
  return streetScore(text) >= 4 || PO_BOX.test(text);
}

/**
 * Reads town and state around the postcode. Postcode-first countries write "10115 Berlin" (the town
 * after it, a street before it when one line holds both); the others "Springfield, IL 62704" or
 * "London SW1A 1AA" (town and state before it, or in the lines before).
 */
function readLocality(
  result: RecognizedAddress,
  segments: Segment[],
  zipIndex: number,
  before: string,
  after: string,
  country: string,
): void {
  const zipSegment = segments[zipIndex];
  const insertBefore = (text: string) => {
    if (zipSegment) segments.splice(zipIndex, 0, { text, fromAddressLabel: zipSegment.fromAddressLabel, used: false });
  };
  const zipFirst = ZIP_FIRST.has(country) || (country === '' && after !== '' && before === '');
  if (zipFirst) {
    let town = after;
    if (before !== '') {
      if (town === '' && townLike(before)) town = before;
      else insertBefore(before);
    }
    const index = segments.indexOf(zipSegment as Segment);
    if (town === '') {
      const next = nextLive(segments, index);
      const previous = previousLive(segments, index);
      if (next && townLike(next.text)) {
        town = next.text;
        next.used = true;
      } else if (previous && townLike(previous.text)) {
        town = previous.text;
        previous.used = true;
      }
    }
    const province = /^(.*?)\s*\(?\b([A-Z]{2})\)?$/.exec(town);
    if (country === 'IT' && province?.[2] && IT_PROVINCES.has(province[2]) && province[1]) {
      town = province[1];
      result.state = province[2];
    }
    const bracketed = /^(.*?)\s*\(([^)]+)\)$/.exec(town);
    if (bracketed?.[1] && bracketed[2] && country === 'ES') {
      town = bracketed[1];
      result.state = bracketed[2];
    }
    result.city = tidy(town);
    const following = nextLive(segments, segments.indexOf(zipSegment as Segment));
    if (following && !result.state && townLike(following.text) && !/\d/.test(following.text) && !nextLive(segments, segments.indexOf(following))) {
      result.state = tidy(following.text);
      following.used = true;
    }
    return;
  }

  let local = before;
  if (local === '' && after !== '' && townLike(after)) local = after;
  let index = segments.indexOf(zipSegment as Segment);
  const takePrevious = () => {
    const previous = previousLive(segments, index);
    if (!previous || !(townLike(previous.text) || stateCode(country, previous.text))) return undefined;
    previous.used = true;
    index = segments.indexOf(previous);
    return previous.text;
  };
  if (ABBREVIATED_STATES[country]) {
    if (local === '') local = takePrevious() ?? '';
    const state = trailingState(country, local, true) ?? (stateCode(country, local) ? { code: stateCode(country, local) ?? '', rest: '' } : undefined);
    if (state) {
      result.state = state.code;
      local = state.rest;
    }
    if (/\d/.test(local)) {
      const split = splitStreetFromTown(local);
      local = split.town;
      if (split.street) segments.splice(index, 0, { text: split.street, fromAddressLabel: false, used: false });
    }
    result.city = tidy(local === '' ? (takePrevious() ?? '') : local);
    return;
  }
  if (local === '') local = takePrevious() ?? '';
  const county = country === 'IE' ? irishCounty(local) : UK_COUNTIES.has(foldText(local)) ? local : undefined;
  if (county && (country === 'IE' || country === 'GB')) {
    result.state = county;
    local = takePrevious() ?? '';
  }
  if (local !== '' && streetScore(local) >= 4) {
    const split = splitStreetFromTown(local);
    if (split.street) {
      segments.splice(index, 0, { text: split.street, fromAddressLabel: false, used: false });
      local = split.town;
    }
  }
  result.city = tidy(local);
}

const UNIT_WORD = /^(?:apt|suite|ste|unit|#\w+)$/i;

/** "123 Main St Springfield" on one line: the street up to its last street word, the town after. */
function splitStreetFromTown(text: string): { street: string; town: string } {
  const tokens = text.split(' ');
  for (let index = tokens.length - 2; index >= 1; index -= 1) {
    const head = tokens.slice(0, index + 1).join(' ');
    const tail = tokens.slice(index + 1).join(' ');
    const word = tokens[index] ?? '';
    if (hasWeakStreetWord(word) || UNIT_WORD.test(word) || (isHouseNumber(word) && /\p{L}/u.test(head))) {
      if (!/\d/.test(tail) && /\p{L}/u.test(tail)) return { street: head, town: tail };
    }
  }
  return { street: '', town: text };
}

/** No postcode: a state written alone names the town before it; otherwise the line after the street. */
function readLocalityWithoutPostcode(result: RecognizedAddress, segments: Segment[], street: Segment | undefined, country: string): void {
  const candidates = segments.filter((segment) => !segment.used && segment.text !== '');
  const streetIndex = street ? segments.indexOf(street) : -1;
  const after = candidates.filter((segment) => segments.indexOf(segment) > streetIndex && townLike(segment.text));
  const last = after.at(-1);
  if (!last) return;
  if (ABBREVIATED_STATES[country]) {
    const state = trailingState(country, last.text);
    if (state) {
      result.state = state.code;
      last.used = true;
      if (state.rest) result.city = state.rest;
      else {
        const town = after.at(-2);
        if (town) {
          result.city = town.text;
          town.used = true;
        }
      }
      return;
    }
  }
  if (country === 'IE') {
    const county = irishCounty(last.text);
    if (county) {
      result.state = county;
      last.used = true;
      const town = after.at(-2);
      if (town) {
        result.city = town.text;
        town.used = true;
      }
      return;
    }
  }
  result.city = last.text;
  last.used = true;
}

/** Joins a number written as its own part to its street ("Via Roma, 10", "12, rue de la Paix"). */
function joinLoneNumbers(segments: Segment[]): void {
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (!segment || segment.used) continue;
    const number = segment.text.replace(/^(?:nr\.?|no\.?|n\.|nº|n°)\s*/i, '');
    if (!/^\d{1,5}(?:\s?[a-zA-Z])?(?:[-/]\d{1,5}[a-zA-Z]?)*(?:\s(?:bis|ter))?$/.test(number)) continue;
    const previous = previousLive(segments, index);
    const next = nextLive(segments, index);
    const streetWithoutNumber = (other: Segment | undefined) =>
      other !== undefined && !/\d/.test(other.text) && hasStreetWord(other.text) && !isUnitLine(other.text);
    if (streetWithoutNumber(previous) && previous) {
      previous.text = `${previous.text} ${number}`;
      segment.used = true;
    } else if (streetWithoutNumber(next) && next) {
      next.text = `${number} ${next.text}`;
      segment.used = true;
    }
  }
}

/** Finds the street line, splits off units and, in the EU, the house number. */
function readStreet(result: RecognizedAddress, segments: Segment[], country: string, zipSegment: Segment | undefined): Segment | undefined {
  joinLoneNumbers(segments);
  let best: Segment | undefined;
  let bestScore = 0;
  for (const segment of segments) {
    if (segment.used || segment.text === '' || isUnitLine(segment.text)) continue;
    const score = streetScore(segment.text) + (segment.fromAddressLabel ? 1 : 0) - (COMPANY.test(segment.text) ? 2 : 0);
    if (score > bestScore) {
      best = segment;
      bestScore = score;
    }
  }
  if (!best || bestScore < 3) {
    best = segments.find((segment) => !segment.used && segment.fromAddressLabel && segment.text !== '') ?? streetWithoutNumber(segments, zipSegment);
    if (!best) return undefined;
  }
  best.used = true;
  const streetIndex = segments.indexOf(best);
  const units: Array<{ index: number; text: string }> = [];
  let { street, unit } = splitInlineUnit(best.text);
  if (unit) units.push({ index: streetIndex, text: unit });
  const leadingName = country ? splitLeadingName(street, country) : undefined;
  if (leadingName && !segments.some((segment, index) => index < streetIndex && !segment.used && segment.text !== '' && nameLike(segment.text))) {
    segments.splice(streetIndex, 0, { text: leadingName.name, fromAddressLabel: false, used: false });
    street = leadingName.street;
  }
  const zipIndex = segments.findIndex((segment) => segment.used && segment !== best && findPostcodes(segment.text, country).length > 0);
  const newStreetIndex = segments.indexOf(best);
  for (const [index, segment] of segments.entries()) {
    if (segment.used || segment.text === '') continue;
    if (isUnitLine(segment.text)) {
      units.push({ index, text: segment.text });
      segment.used = true;
    } else if (index > newStreetIndex && (zipIndex < 0 || index < zipIndex) && townLike(segment.text) && !result.city.includes(segment.text)) {
      const isLastBeforeTown = zipIndex < 0 && nextLive(segments, index) === undefined;
      if (!isLastBeforeTown && !COMPANY.test(segment.text)) {
        units.push({ index, text: segment.text });
        segment.used = true;
      }
    }
  }
  result.address2 = units
    .sort((a, b) => a.index - b.index)
    .map((item) => item.text)
    .join(', ');
  if (EU_COUNTRIES.has(country) && !PO_BOX.test(street)) {
    const split = splitHouseNumber(street, NUMBER_FIRST.has(country));
    result.address1 = tidy(split.street);
    result.house_number = split.number;
  } else {
    result.address1 = tidy(street);
  }
  return best;
}

/** The first line may hold a name that happens to end like a street ("Lisa van Dijk"). */
function personLike(text: string): boolean {
  return !/\d/.test(text) && text.split(' ').length <= 5 && /^\p{Lu}/u.test(text) && !isUnitLine(text) && !PO_BOX.test(text);
}

/**
 * An address with a postcode but no line that reads as a street ("Unit 4, Sandyford Business Park,
 * Dublin 18"): the last plain line before the town, other than the first (the recipient).
 */
function streetWithoutNumber(segments: Segment[], zipSegment: Segment | undefined): Segment | undefined {
  if (!zipSegment) return undefined;
  const before = segments.slice(0, segments.indexOf(zipSegment)).filter((segment) => !segment.used && segment.text !== '');
  return before
    .slice(1)
    .filter((segment) => !isUnitLine(segment.text) && !COMPANY.test(segment.text) && /\p{L}{3}/u.test(segment.text))
    .at(-1);
}

function nameLike(text: string): boolean {
  const words = text.split(' ');
  return !/\d/.test(text) && words.length <= 6 && /\p{L}/u.test(text) && !hasStreetWord(text) && !isUnitLine(text);
}

/**
 * "John Smith 123 Main St" or "Hans Müller Hauptstraße 5" on one line: the capitalised words before
 * the street's number (or its street word) are the recipient.
 */
function splitLeadingName(street: string, country: string): { name: string; street: string } | undefined {
  const tokens = street.split(' ');
  const numberFirst = !EU_COUNTRIES.has(country) || NUMBER_FIRST.has(country);
  const at = numberFirst
    ? tokens.findIndex((token) => isHouseNumber(token))
    : tokens.findIndex((token, index) => hasStreetWord(token) || (index + 1 < tokens.length && /^(?:via|rue|calle|ul\.|am|an der|im)$/i.test(token)));
  if (at < 2 || at > 4) return undefined;
  const name = tokens.slice(0, at);
  if (!name.every((token) => /^\p{Lu}[\p{L}'’.-]*$/u.test(token))) return undefined;
  return { name: name.join(' '), street: tokens.slice(at).join(' ') };
}

/** The name and company lines: before the street, without digits. */
function readPeople(result: RecognizedAddress, segments: Segment[], street: Segment | undefined, country: string): void {
  const streetIndex = street ? segments.indexOf(street) : segments.length;
  const candidates = segments.filter((segment, index) => !segment.used && segment.text !== '' && !segment.fromAddressLabel && (index < streetIndex || !street));
  const late = segments.filter((segment, index) => !segment.used && segment.text !== '' && !segment.fromAddressLabel && index > streetIndex && street);
  let name = '';
  for (const segment of [...candidates, ...late]) {
    const isCompany = COMPANY.test(segment.text);
    if (isCompany && !result.company) {
      result.company = segment.text;
      segment.used = true;
    } else if (!isCompany && !name && (nameLike(segment.text) || (segment === candidates[0] && personLike(segment.text)))) {
      name = segment.text;
      segment.used = true;
    }
  }
  const leftovers: string[] = [];
  const firstUnit = segments.findIndex((other) => isUnitLine(other.text));
  for (const segment of candidates) {
    if (segment.used || /\d/.test(segment.text)) continue;
    const afterUnit = firstUnit >= 0 && firstUnit < segments.indexOf(segment);
    if (!result.company && !afterUnit && !HOUSE_NAME.test(segment.text)) result.company = segment.text;
    else leftovers.push(segment.text);
    segment.used = true;
  }
  if (leftovers.length > 0) result.address2 = mergeUnits(result.address2, leftovers, segments);
  if (name) {
    const { first, last } = splitName(name, country);
    result.first_name = first;
    result.last_name = last;
  }
}

/** Names of houses and buildings that British and Irish addresses carry before the street. */
const HOUSE_NAME = /\b(?:cottage|house|farm|lodge|barn|manor|villa|hall|court|mansions|apartments|building|tower|estate|maltings)$/i;

/** Adds building names found before the street to the units, in the order they were written. */
function mergeUnits(address2: string, extra: string[], segments: Segment[]): string {
  const parts = [...(address2 ? address2.split(', ') : []), ...extra];
  const position = (part: string) => {
    const index = segments.findIndex((segment) => segment.text === part || segment.text.endsWith(part));
    return index < 0 ? segments.length : index;
  };
  return parts.sort((a, b) => position(a) - position(b)).join(', ');
}

function applyLabelledNames(result: RecognizedAddress, values: Array<{ kind: LabelKind; value: string }>, country: string): void {
  const full = firstOf(values, 'name');
  const first = firstOf(values, 'first_name');
  const last = firstOf(values, 'last_name');
  if (full) {
    const split = splitName(tidy(full), country);
    result.first_name = split.first;
    result.last_name = split.last;
  }
  if (first && last) {
    result.first_name = tidy(first);
    result.last_name = tidy(last);
  } else if (first) {
    const split = splitName(tidy(first), country);
    result.first_name = split.first;
    result.last_name = split.last;
  } else if (last) {
    result.last_name = tidy(last);
  }
}

/** Chinese addresses: name, phone and postcode may stand anywhere, separated by spaces or commas. */
function readChinese(
  result: RecognizedAddress,
  segments: Segment[],
  values: Array<{ kind: LabelKind; value: string }>,
  phoneRaw: string,
): RecognizedAddress {
  result.country = 'CN';
  if (phoneRaw) result.phone = normalisePhone(phoneRaw, 'CN');
  let address = '';
  let name = '';
  for (const segment of segments) {
    if (segment.used || segment.text === '') continue;
    const pieces = segment.text.split(' ').filter((piece) => piece !== '');
    let inAddress = false;
    const addressPieces: string[] = [];
    for (const piece of pieces) {
      if (/^\d{6}$/.test(piece) && !result.zip) {
        result.zip = piece;
      } else if (/^(?:中国|中華人民共和國|china|cn)$/i.test(piece)) {
        // the country, already known
      } else if (/公司|工作室|商行/.test(piece) && !/[路街号]/.test(piece) && !result.company) {
        result.company = piece;
      } else if (!name && !segment.fromAddressLabel && isChineseName(piece)) {
        name = piece;
      } else if (inAddress || looksChineseAddress(piece) || segment.fromAddressLabel) {
        inAddress = true;
        addressPieces.push(piece);
      } else if (!name && /^\p{L}[\p{L} .'-]*$/u.test(piece) && !hasHan(piece)) {
        name = piece;
      }
    }
    if (addressPieces.length > 0) address = address ? `${address} ${addressPieces.join(' ')}` : addressPieces.join(' ');
  }
  const parsed = parseChineseAddress(address);
  result.state = parsed.state;
  result.city = parsed.city;
  result.address1 = parsed.address1;
  const labelledZip = firstOf(values, 'zip');
  if (labelledZip) result.zip = labelledZip.trim();
  const labelledCompany = firstOf(values, 'company');
  if (labelledCompany) result.company = tidy(labelledCompany);
  if (name) result.first_name = name;
  applyLabelledNames(result, values, 'CN');
  const labelledCity = firstOf(values, 'city');
  if (labelledCity) result.city = tidy(labelledCity);
  const labelledState = firstOf(values, 'state');
  if (labelledState) result.state = tidy(labelledState);
  return result;
}

const ADDRESS_CHARACTERS = /[省市区县镇乡村路街号室栋楼弄巷幢]/u;

function isChineseName(piece: string): boolean {
  return /^\p{Script=Han}{2,4}$|^\p{Script=Han}{1,6}·\p{Script=Han}{1,8}$/u.test(piece) && !ADDRESS_CHARACTERS.test(piece.slice(1)) && !looksChineseAddress(piece);
}
