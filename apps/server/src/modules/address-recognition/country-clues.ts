import { foldText } from './text-cleanup';

/**
 * The largest towns of each destination served, for an address pasted without its country whose
 * postcode shape several countries share (five digits: US, DE, FR, IT, ES; four: AU, AT, BE).
 */
const TOWNS: Readonly<Record<string, readonly string[]>> = {
  US: [
    'new york',
    'los angeles',
    'chicago',
    'houston',
    'phoenix',
    'philadelphia',
    'san antonio',
    'san diego',
    'dallas',
    'san francisco',
    'seattle',
    'boston',
    'miami',
    'atlanta',
    'denver',
    'brooklyn',
  ],
  DE: [
    'berlin',
    'hamburg',
    'munchen',
    'koln',
    'frankfurt am main',
    'frankfurt',
    'stuttgart',
    'dusseldorf',
    'leipzig',
    'dortmund',
    'essen',
    'bremen',
    'dresden',
    'hannover',
    'nurnberg',
    'bonn',
    'mannheim',
    'karlsruhe',
    'munster',
    'augsburg',
  ],
  FR: [
    'paris',
    'marseille',
    'lyon',
    'toulouse',
    'nice',
    'nantes',
    'strasbourg',
    'montpellier',
    'bordeaux',
    'lille',
    'rennes',
    'reims',
    'toulon',
    'grenoble',
    'dijon',
    'angers',
  ],
  IT: [
    'roma',
    'milano',
    'napoli',
    'torino',
    'palermo',
    'genova',
    'bologna',
    'firenze',
    'bari',
    'catania',
    'venezia',
    'verona',
    'padova',
    'trieste',
    'brescia',
  ],
  ES: [
    'madrid',
    'barcelona',
    'valencia',
    'sevilla',
    'zaragoza',
    'malaga',
    'murcia',
    'palma',
    'bilbao',
    'alicante',
    'cordoba',
    'valladolid',
    'vigo',
    'gijon',
    'granada',
  ],
  AT: [
    'wien',
    'graz',
    'linz',
    'salzburg',
    'innsbruck',
    'klagenfurt',
    'villach',
    'wels',
    'sankt polten',
    'st polten',
    'dornbirn',
    'bregenz',
  ],
  BE: [
    'bruxelles',
    'brussel',
    'brussels',
    'antwerpen',
    'anvers',
    'gent',
    'gand',
    'charleroi',
    'liege',
    'brugge',
    'bruges',
    'namur',
    'leuven',
    'louvain',
    'mons',
    'mechelen',
    'hasselt',
    'kortrijk',
    'ixelles',
    'elsene',
    'schaerbeek',
  ],
  AU: [
    'sydney',
    'melbourne',
    'brisbane',
    'perth',
    'adelaide',
    'canberra',
    'hobart',
    'darwin',
    'gold coast',
    'newcastle',
    'geelong',
  ],
  NL: [
    'amsterdam',
    'rotterdam',
    'den haag',
    "'s-gravenhage",
    'utrecht',
    'eindhoven',
    'groningen',
    'tilburg',
    'almere',
    'breda',
    'nijmegen',
  ],
  PL: ['warszawa', 'krakow', 'lodz', 'wroclaw', 'poznan', 'gdansk', 'szczecin', 'bydgoszcz', 'lublin', 'katowice'],
  GB: [
    'london',
    'manchester',
    'birmingham',
    'leeds',
    'glasgow',
    'liverpool',
    'edinburgh',
    'bristol',
    'sheffield',
    'cardiff',
  ],
  IE: ['dublin', 'cork', 'galway', 'limerick', 'waterford'],
  CA: ['toronto', 'montreal', 'vancouver', 'calgary', 'ottawa', 'edmonton', 'winnipeg'],
};

const TOWN_COUNTRY = new Map<string, string[]>();
for (const [country, towns] of Object.entries(TOWNS)) {
  for (const town of towns) TOWN_COUNTRY.set(foldText(town), [...(TOWN_COUNTRY.get(foldText(town)) ?? []), country]);
}

/** Countries with a large town of that name ("Wien" → AT), or none. */
export function townCountries(text: string): string[] {
  const key = foldText(text).replace(/\s+\d+$/, '');
  return TOWN_COUNTRY.get(key) ?? TOWN_COUNTRY.get(key.replace(/\s+cedex.*$/, '')) ?? [];
}

/** Legal forms of companies, each a country's own ("GmbH", "SARL", "B.V."): a clue like a street word. */
const LEGAL_FORMS: ReadonlyArray<{ form: RegExp; countries: readonly string[] }> = [
  { form: /\b(?:gmbh|ug \(haftungsbeschränkt\)|e\.k\.|ohg|gbr)(?![\p{L}])/iu, countries: ['DE', 'AT'] },
  { form: /\b(?:sarl|eurl|sasu)\b/i, countries: ['FR'] },
  { form: /\b(?:b\.v\.|bv|v\.o\.f\.)(?![\p{L}])/iu, countries: ['NL', 'BE'] },
  { form: /\b(?:s\.r\.l\.|srl|s\.p\.a\.|s\.n\.c\.)(?![\p{L}])/iu, countries: ['IT'] },
  { form: /\b(?:s\.l\.u?\.?|sociedad limitada)(?![\p{L}])/iu, countries: ['ES'] },
  { form: /\bsp\.?\s?z\s?o\.?\s?o\b/iu, countries: ['PL'] },
  { form: /\b(?:llc|inc)\b/i, countries: ['US'] },
  { form: /\bpty\b/i, countries: ['AU'] },
];

/** Countries whose legal forms of companies the text holds. */
export function legalFormCountries(text: string): string[] {
  return LEGAL_FORMS.filter(({ form }) => form.test(text)).flatMap(({ countries }) => countries);
}

export interface CountryClues {
  /** Countries whose postcode shape the postcode has, most likely first. */
  postcodeCountries: string[];
  /** The phone's own country (by `+` prefix), if any. */
  phoneCountry?: string;
  /** Countries with a state or province written beside the postcode or town. */
  stateCountries: string[];
  /** Countries of the street words' languages. */
  languageCountries: string[];
  /** Countries with a large town of the town's name. */
  townCountries: string[];
  /** The phone has the North American shape. */
  northAmericanPhone: boolean;
  /** The phone starts with a trunk 0, which North American numbers never do. */
  trunkPrefixPhone: boolean;
}

/**
 * The country of an address that does not name it: each clue votes, the postcode's shape limits
 * the choice when there is one. A postcode shape only one country has wins on its own. Answers ''
 * when nothing points anywhere, rather than a guess.
 */
export function inferCountry(clues: CountryClues): string {
  const { postcodeCountries } = clues;
  if (postcodeCountries.length === 1) return postcodeCountries[0] ?? '';
  const candidates =
    postcodeCountries.length > 0
      ? postcodeCountries
      : [
          ...new Set([
            ...(clues.phoneCountry ? [clues.phoneCountry] : []),
            ...clues.stateCountries,
            ...clues.townCountries,
          ]),
        ];
  let best = '';
  let bestScore = 0;
  for (const country of candidates) {
    let score = 0;
    if (clues.stateCountries.includes(country)) score += 4;
    if (clues.townCountries.includes(country)) score += 3;
    if (clues.phoneCountry === country) score += 3;
    if (clues.languageCountries.includes(country)) score += 2;
    if (clues.northAmericanPhone && (country === 'US' || country === 'CA')) score += 1;
    if (clues.trunkPrefixPhone && (country === 'US' || country === 'CA')) score -= 3;
    if (score > bestScore) {
      best = country;
      bestScore = score;
    }
  }
  return best;
}
