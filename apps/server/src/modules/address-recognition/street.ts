import { foldText } from './text-cleanup';

/** German street words that stand alone ("Berliner Straße") and end compounds ("Hauptstraße"). */
const GERMAN_STREETS = ['strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'ring', 'damm', 'ufer', 'chaussee'];

/**
 * Street words by language, for telling the street line from the others and, when no country is
 * written, the language the address is in. Matched on folded words (no accents, lower case);
 * `suffix` words also end compounds ("Hauptstraße", "Keizersgracht").
 */
const STREET_WORDS: Readonly<Record<string, { words: string[]; suffixes?: string[] }>> = {
  en: {
    words: [
      'street',
      'st',
      'road',
      'rd',
      'avenue',
      'ave',
      'av',
      'lane',
      'ln',
      'drive',
      'dr',
      'boulevard',
      'blvd',
      'court',
      'ct',
      'place',
      'pl',
      'way',
      'terrace',
      'tce',
      'crescent',
      'cres',
      'close',
      'parade',
      'pde',
      'highway',
      'hwy',
      'parkway',
      'pkwy',
      'circle',
      'cir',
      'square',
      'sq',
      'row',
      'mews',
      'grove',
      'gardens',
      'walk',
      'trail',
      'pike',
      'broadway',
      'esplanade',
      'quay',
      'hill',
      'green',
    ],
  },
  de: {
    words: [...GERMAN_STREETS, 'am', 'an', 'im', 'zum', 'zur', 'auf'],
    suffixes: [...GERMAN_STREETS, 'steig', 'pfad', 'zeile', 'graben', 'kai', 'markt'],
  },
  fr: {
    words: [
      'rue',
      'avenue',
      'av',
      'bd',
      'boulevard',
      'allee',
      'chemin',
      'impasse',
      'place',
      'quai',
      'route',
      'rte',
      'cours',
      'passage',
      'voie',
      'faubourg',
      'square',
      'bis',
      'ter',
      'lieu-dit',
      'hameau',
    ],
  },
  it: {
    words: [
      'via',
      'viale',
      'vle',
      'piazza',
      'pzza',
      'piazzale',
      'corso',
      'cso',
      'largo',
      'vicolo',
      'strada',
      'contrada',
      'localita',
      'loc',
      'borgo',
      'lungomare',
      'salita',
    ],
  },
  es: {
    words: [
      'calle',
      'c/',
      'avenida',
      'avda',
      'paseo',
      'plaza',
      'pza',
      'carrer',
      'carretera',
      'ctra',
      'camino',
      'ronda',
      'travesia',
      'urbanizacion',
      'urb',
      'glorieta',
      'rambla',
      'passeig',
    ],
  },
  nl: {
    words: ['straat', 'laan', 'weg', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'steeg', 'dreef'],
    suffixes: [
      'straat',
      'laan',
      'weg',
      'gracht',
      'plein',
      'kade',
      'singel',
      'dijk',
      'steeg',
      'dreef',
      'markt',
      'hof',
      'park',
      'wal',
    ],
  },
  pl: { words: ['ul', 'ulica', 'al', 'aleja', 'aleje', 'os', 'osiedle', 'plac', 'pl'] },
  // Swedish and Danish: "Kungsgatan", "Storgatan", "Sveavägen", "Nørrebrogade", "Vesterbrogade".
  sv: { words: ['gata', 'gatan', 'vagen', 'torget'], suffixes: ['gatan', 'vagen', 'grand', 'torget'] },
  da: { words: ['gade', 'vej'], suffixes: ['gade', 'vej'] },
  // Welsh: "Heol y Bont", "Ffordd y Llan", "Stryd Fawr", "Lôn Glyd".
  cy: { words: ['heol', 'ffordd', 'stryd', 'lon', 'rhodfa', 'cilgant', 'teras'] },
};

/** Countries whose addresses use each language's street words. */
export const LANGUAGE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  en: ['US', 'GB', 'IE', 'AU', 'CA'],
  de: ['DE', 'AT'],
  fr: ['FR', 'BE'],
  it: ['IT'],
  es: ['ES'],
  nl: ['NL', 'BE'],
  pl: ['PL'],
  cy: ['GB'],
  sv: ['SE'],
  da: ['DK'],
};

const WORD_LANGUAGES = new Map<string, string[]>();
for (const [language, { words }] of Object.entries(STREET_WORDS)) {
  for (const word of words) WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), language]);
}
const SUFFIXES = Object.entries(STREET_WORDS).flatMap(([language, { suffixes = [] }]) =>
  suffixes.map((suffix) => ({ suffix, language })),
);

/** Weak street words: prepositions and words also used as names need another sign. */
const WEAK = new Set([
  'am',
  'an',
  'im',
  'zum',
  'zur',
  'auf',
  'bis',
  'ter',
  'pl',
  'dr',
  'st',
  'ct',
  'green',
  'hill',
  'row',
  'av',
]);

function words(text: string): string[] {
  return foldText(text)
    .split(/[\s,]+/)
    .filter((word) => word !== '');
}

/** French articles after a street word English shares ("avenue du Douard", "boulevard de la Mer"). */
const FRENCH_ARTICLES = new Set(['du', 'de', 'des', 'la', 'le', 'les']);

/** Languages whose street words the text holds. */
export function streetLanguages(text: string): string[] {
  const found = new Set<string>();
  const all = words(text);
  for (const [index, word] of all.entries()) {
    const languages = WORD_LANGUAGES.get(word) ?? [];
    const french = languages.includes('fr') && FRENCH_ARTICLES.has(all[index + 1] ?? '');
    for (const language of french ? ['fr'] : languages) if (!WEAK.has(word)) found.add(language);
    if (word.length > 5) {
      for (const { suffix, language } of SUFFIXES) if (word.endsWith(suffix)) found.add(language);
    }
  }
  if (/[ąćęłńśźż]/i.test(text)) found.add('pl');
  if (/\d\s?[ºª]/.test(text)) found.add('es');
  return [...found];
}

/** Whether the text names a street (by a street word of any language). */
export function hasStreetWord(text: string): boolean {
  return words(text).some(
    (word) =>
      (WORD_LANGUAGES.has(word) && !WEAK.has(word)) ||
      STRONG_SUFFIXES.some((suffix) => word.length > suffix.length + 2 && word.endsWith(suffix)),
  );
}

/** Compounds that are streets beyond doubt ("Hauptstraße", "Keizersgracht"); "-ring" or "-hof" may be a town. */
const STRONG_SUFFIXES = [
  'strasse',
  'str',
  'gasse',
  'straat',
  'gracht',
  'laan',
  'platz',
  'allee',
  'weg',
  'singel',
  'kade',
];

function hasWeakCompound(text: string): boolean {
  return words(text).some((word) => word.length > 5 && SUFFIXES.some(({ suffix }) => word.endsWith(suffix)));
}

/** Whether the text has a weak street word that, next to a number, still makes a street. */
export function hasWeakStreetWord(text: string): boolean {
  return words(text).some((word) => WEAK.has(word) || WORD_LANGUAGES.has(word));
}

/** Post-office boxes: the street line of the address. */
export const PO_BOX =
  /^(?:p\.?\s?o\.?\s?box|post\s?office\s?box|postfach|postbus|boîte postale|bp|apartado(?: de correos)?|casella postale|skrytka pocztowa|gpo box|locked bag)\s*\d/i;

/**
 * Second-line designators: apartment, suite, unit, floor, building, care-of. A line starting with one
 * is `address2`; one found inside the street line splits it there ("123 Main St Apt 4B"). Most need a
 * number or a single letter after them, so "Tower Bridge Road" or "Building Lane" stay streets.
 */
const NUMBERED_UNITS =
  'apt|apartment|appt|app|appartement|appartamento|suite|ste|unit|flat|floor|fl|room|rm|bldg|building|bâtiment|batiment|' +
  'bât|bat|escalier|esc|étage|etage|piso|planta|puerta|pta|scala|interno|int\\.|piano|wohnung|whg|top|stiege|stg|tür|' +
  'dept|department|level|lvl|shop|nave|local|oficina|bloque|escalera|bus|boîte|bte|m\\.|lok\\.|lokal|mieszkanie|klatka|edificio|portal|block|blk|lgh|gebäude|haus|' +
  // A US private mailbox ("PMB 204") and a Québec office ("bureau 600").
  'pmb|bureau';
const BARE_UNITS =
  'c/o|attn|résidence|residence|hinterhaus|vorderhaus|seitenflügel|rez-de-chaussée|ground floor|erdgeschoss|' +
  'parterre|dachgeschoss|bajo|entresuelo|ático|atico|àtic|hochparterre|chez|' +
  // British flats named by their floor: "Basement Flat", "Garden Flat", "Top Floor Flat".
  'basement|(?:garden|top|upper|lower|first|second|third|top floor|first floor|second floor) flat';
// A letter needs a dot or a space after the word ("Bât. C", "Flat B"): "Bath" is a town, not "Bat h".
const UNIT_VALUE = '(?:\\.?\\s*(?:#\\s*)?\\d|(?:\\.\\s*|\\s+)(?:#\\s*)?(?:[a-z](?![\\p{L}])|[ivx]{1,4}(?![\\p{L}])))';
const ORDINAL_FLOOR =
  '\\d+(?:r|n|t)\\s\\d+a(?![\\p{L}])|\\d+\\s?[ºª°](?!\\p{L}{3})|\\d+\\.?\\s?(?:og|eg|dg|stock|etage|obergeschoss)(?![\\p{L}])|\\d+(?:st|nd|rd|th|e|er|ème|eme)\\s(?:floor|fl|étage|etage|piano)(?![\\p{L}])';
/** A Scottish tenement flat's position alone: "3F2" (third floor, second door), "0/2" (ground floor, second). */
const FLAT_POSITION = '\\d{1,2}F\\d{1,2}(?![\\p{L}\\d])|\\d{1,2}/\\d{1,2}$';
export const UNIT_START = new RegExp(
  `^(?:(?:${NUMBERED_UNITS})${UNIT_VALUE}|(?:${BARE_UNITS})(?![\\p{L}])|#\\s?\\w|${ORDINAL_FLOOR}|${FLAT_POSITION})`,
  'iu',
);

/** A unit inside the street line, after the street: " Apt 4B", " #12", " 3º B", " Top 5". */
const INLINE_UNIT = new RegExp(
  `[\\s,]+(?:(?:apt|apartment|suite|ste|unit|flat|room|rm|fl|floor|bldg|pmb|bureau|lgh|top|stiege|stg|tür|whg|wohnung|bus|bte|boîte|m\\.|lok\\.|interno|int\\.|scala|piso|puerta|esc|escalier|app|appartement|bât|bâtiment)${UNIT_VALUE}|#\\s?\\d|${ORDINAL_FLOOR})`,
  'iu',
);

const UNIT_WORD_ALONE = new RegExp(`^(?:${NUMBERED_UNITS})\\.?\\s*#?\\s*$`, 'iu');

/** Whether the text before a number is only a unit's word ("lgh ", "Suite "): the number is the unit's. */
export function isUnitWord(text: string): boolean {
  // "FL 32801" is a state before its ZIP code, not a floor.
  return UNIT_WORD_ALONE.test(text) && !/^[A-Z]{2}\s*$/.test(text);
}

export function isUnitLine(text: string): boolean {
  return UNIT_START.test(text.trim()) && !PO_BOX.test(text.trim());
}

/** A unit written before the street's number on one line: "2F3 17 Bruntsfield Place", "Unit 4 27 Beach Rd". */
const LEADING_UNIT = /^(\d{1,2}F\d{1,2}|\d{1,2}\/\d{1,2}|(?:flat|apt|apartment|unit|suite)\s?\d{1,4}[a-z]?)\s+(?=\d)/iu;

/** Splits "2F3 17 Bruntsfield Place" into its unit and a street line, when what follows is one. */
export function splitLeadingUnit(text: string): { unit: string; street: string } | undefined {
  const match = LEADING_UNIT.exec(text);
  if (!match?.[1]) return undefined;
  const street = text.slice(match[0].length);
  // A number, a street word (weak ones count: "40 Smith St") and a digit: 5 at least.
  return streetScore(street) >= 5 ? { unit: match[1], street } : undefined;
}

/** Splits "123 Main St Apt 4B" into the street and its unit. */
export function splitInlineUnit(text: string): { street: string; unit: string } {
  const match = INLINE_UNIT.exec(text);
  if (!match || match.index === 0) return { street: text, unit: '' };
  const street = text.slice(0, match.index).trim();
  if (!/\p{L}/u.test(street)) return { street: text, unit: '' };
  return { street, unit: text.slice(match.index).replace(/^[\s,]+/, '') };
}

const NUMBER_TOKEN = /^\d{1,5}[a-zA-Z]?(?:[-/](?:\d{1,5}[a-zA-Z]?|[a-zA-Z]{1,3}))*$/;
const NUMBER_SUFFIX = /^(?:[a-zA-Z]|bis|ter|quater|hs|huis)$/i;
const NUMBER_PREFIX = /^(?:nr\.?|no\.?|n\.|nº|n°|núm\.?|num\.?)$/i;

/** Whether a token is a house number ("12", "12a", "12-14", "5/2/7", "123-A"). */
export function isHouseNumber(token: string): boolean {
  return NUMBER_TOKEN.test(token);
}

/**
 * Splits the street line of a European address into the street and its house number: the number
 * leads in France and Ireland ("12 bis rue de la Paix", "12 Main Street") and trails elsewhere
 * ("Hauptstraße 5a", "Via Roma, 10", "ul. Długa 5/7"); the other end is tried when the usual one has
 * none. Prefixes such as "Nr." or "nº" are dropped.
 */
export function splitHouseNumber(street: string, numberFirst: boolean): { street: string; number: string } {
  const tokens = street.split(' ').filter((token) => token !== '');
  const leading = () => {
    let index = NUMBER_PREFIX.test(tokens[0] ?? '') ? 1 : 0;
    const first = (tokens[index] ?? '').replace(/,$/, '');
    if (!NUMBER_TOKEN.test(first)) return undefined;
    const parts = [first];
    index += 1;
    const next = (tokens[index] ?? '').replace(/,$/, '');
    if (/^(?:bis|ter|quater)$/i.test(next) && tokens.length > index + 1) {
      parts.push(next);
      index += 1;
    }
    const rest = tokens.slice(index).join(' ').replace(/^,\s*/, '');
    return rest !== '' && /\p{L}/u.test(rest) ? { street: rest, number: parts.join(' ') } : undefined;
  };
  const trailing = () => {
    let end = tokens.length;
    let suffix = '';
    const last = tokens[end - 1] ?? '';
    if (end >= 3 && NUMBER_SUFFIX.test(last) && NUMBER_TOKEN.test((tokens[end - 2] ?? '').replace(/,$/, ''))) {
      suffix = last;
      end -= 1;
    }
    const number = (tokens[end - 1] ?? '').replace(/^,/, '');
    if (!NUMBER_TOKEN.test(number) || /^km\.?$/i.test(tokens[end - 2] ?? '')) return undefined;
    let streetEnd = end - 1;
    if (NUMBER_PREFIX.test(tokens[streetEnd - 1] ?? '')) streetEnd -= 1;
    const rest = tokens.slice(0, streetEnd).join(' ').replace(/\s*,$/, '');
    if (rest === '' || !/\p{L}/u.test(rest)) return undefined;
    return { street: rest, number: suffix ? `${number} ${suffix}` : number };
  };
  const found = numberFirst ? (leading() ?? trailing()) : (trailing() ?? leading());
  return found ?? { street, number: '' };
}

/** Whether a line is a street line: a house number beside words, a street word, or a PO box. */
export function streetScore(text: string): number {
  const trimmed = text.trim();
  if (PO_BOX.test(trimmed)) return 5;
  let score = 0;
  const tokens = trimmed.split(' ');
  const first = (tokens[0] ?? '').replace(/,$/, '');
  const last = (tokens.at(-1) ?? '').replace(/^,/, '');
  if (
    tokens.length > 1 &&
    (NUMBER_TOKEN.test(first) || NUMBER_TOKEN.test(last) || NUMBER_PREFIX.test(tokens.at(-2) ?? ''))
  )
    score += 3;
  else if (tokens.some((token, index) => index > 0 && index < tokens.length - 1 && /^\d{1,5}[a-zA-Z]?$/.test(token)))
    score += 2;
  // A Japanese block number ("3-14-2 Kamiyoshida": district, block, building) leads only a street line.
  if (/^\d{1,4}-\d{1,4}-\d{1,4}$/.test(first) && tokens.length > 1) score += 1;
  if (hasStreetWord(trimmed)) score += 3;
  else if (hasWeakCompound(trimmed)) score += 2;
  else if (score > 0 && hasWeakStreetWord(trimmed)) score += 1;
  if (/\d/.test(trimmed)) score += 1;
  return score;
}
