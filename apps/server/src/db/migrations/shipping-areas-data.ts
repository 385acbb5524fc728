/**
 * Where the seeded shipping methods go (migration 0008): US zone charts by ZIP prefix from each US
 * warehouse, country groups of the cross-border methods, and the postcode lists of remote-area
 * surcharges. Frozen with the migration: later changes go through the ops API.
 */

export interface SeedArea {
  country: string;
  from?: string;
  to?: string;
}

/** [first ZIP3, last ZIP3, zone]: each chart covers 000–999 once (checked by its unit test). */
export type ZipChart = ReadonlyArray<readonly [number, number, number]>;

/** From Ontario, CA (USWE): zone 2 is Southern California, 9 Alaska, Hawaii, Guam and Puerto Rico. */
export const USWE_ZIP_ZONES: ZipChart = [
  [0, 5, 8],
  [6, 9, 9],
  [10, 349, 8],
  [350, 429, 7],
  [430, 459, 8],
  [460, 479, 7],
  [480, 499, 8],
  [500, 529, 6],
  [530, 569, 7],
  [570, 589, 6],
  [590, 599, 5],
  [600, 629, 7],
  [630, 699, 6],
  [700, 715, 7],
  [716, 797, 6],
  [798, 839, 5],
  [840, 869, 4],
  [870, 888, 5],
  [889, 899, 3],
  [900, 935, 2],
  [936, 961, 3],
  [962, 966, 8],
  [967, 969, 9],
  [970, 979, 4],
  [980, 994, 5],
  [995, 999, 9],
];

/** From Cranbury, NJ (USEA): zone 2 is New Jersey and New York City. */
export const USEA_ZIP_ZONES: ZipChart = [
  [0, 5, 3],
  [6, 9, 9],
  [10, 29, 3],
  [30, 59, 4],
  [60, 69, 3],
  [70, 89, 2],
  [90, 99, 8],
  [100, 119, 2],
  [120, 219, 3],
  [220, 289, 4],
  [290, 319, 5],
  [320, 339, 6],
  [340, 340, 8],
  [341, 369, 6],
  [370, 385, 5],
  [386, 397, 6],
  [398, 429, 5],
  [430, 459, 4],
  [460, 499, 5],
  [500, 569, 6],
  [570, 589, 7],
  [590, 599, 8],
  [600, 629, 5],
  [630, 658, 6],
  [659, 699, 7],
  [700, 729, 6],
  [730, 816, 7],
  [817, 869, 8],
  [870, 888, 7],
  [889, 966, 8],
  [967, 969, 9],
  [970, 994, 8],
  [995, 999, 9],
];

const zip3 = (n: number) => String(n).padStart(3, '0');

/** The areas of each zone of a chart, optionally only the zones a courier serves. */
export function zipZoneAreas(chart: ZipChart, zones: readonly number[]): Map<number, SeedArea[]> {
  const out = new Map<number, SeedArea[]>();
  for (const [from, to, zone] of chart) {
    if (!zones.includes(zone)) continue;
    const areas = out.get(zone) ?? [];
    areas.push({ country: 'US', from: zip3(from), to: zip3(to) });
    out.set(zone, areas);
  }
  return out;
}

/** US ZIP prefixes where ground couriers charge a delivery-area surcharge (rural West and Plains). */
export const US_DELIVERY_AREA: SeedArea[] = [
  { country: 'US', from: '569', to: '577' },
  { country: 'US', from: '580', to: '588' },
  { country: 'US', from: '592', to: '599' },
  { country: 'US', from: '690', to: '693' },
  { country: 'US', from: '820', to: '831' },
  { country: 'US', from: '877', to: '884' },
];

/** Extended delivery area: farther still (Alaska, Hawaii, the Navajo Nation, Nevada's interior). */
export const US_EXTENDED_AREA: SeedArea[] = [
  { country: 'US', from: '864', to: '865' },
  { country: 'US', from: '893', to: '898' },
  { country: 'US', from: '967', to: '969' },
  { country: 'US', from: '995', to: '999' },
];

/**
 * The EU as the rate cards were seeded. Kept here rather than taken from the contract's
 * EU_COUNTRIES: a migration must write the same rows on every install, whatever the code says later.
 */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Western Europe near the hubs, the rest of the EU, and (for three-zone charts) the far edges. */
export const EU_WEST = ['AT', 'BE', 'DE', 'DK', 'FR', 'IE', 'IT', 'LU', 'NL', 'ES'];
export const EU_NEAR = ['AT', 'BE', 'CZ', 'DK', 'FR', 'LU', 'NL', 'PL'];
export const EU_MIDDLE = ['FI', 'HU', 'IE', 'IT', 'PT', 'SE', 'SI', 'SK', 'ES'];

export function countries(codes: readonly string[]): SeedArea[] {
  return codes.map((country) => ({ country }));
}

export function otherThan(all: readonly string[], ...taken: (readonly string[])[]): string[] {
  const used = new Set(taken.flat());
  return all.filter((code) => !used.has(code));
}

/** Scottish Highlands and Islands, Northern Ireland, Isles of Scilly, Man and the Channel Islands. */
export const UK_ISLANDS_AREA: SeedArea[] = [
  { country: 'GB', from: 'BT' },
  { country: 'GB', from: 'HS' },
  { country: 'GB', from: 'ZE' },
  { country: 'GB', from: 'KW15', to: 'KW17' },
  { country: 'GB', from: 'IV41', to: 'IV56' },
  { country: 'GB', from: 'PA20', to: 'PA49' },
  { country: 'GB', from: 'PA60', to: 'PA78' },
  { country: 'GB', from: 'PH30', to: 'PH44' },
  { country: 'GB', from: 'KA27', to: 'KA28' },
  { country: 'GB', from: 'TR21', to: 'TR25' },
  { country: 'IM' },
  { country: 'JE' },
  { country: 'GG' },
];

/** The Highlands' mainland: a lower tier of DPD's surcharge. */
export const UK_HIGHLANDS_AREA: SeedArea[] = [
  { country: 'GB', from: 'IV1', to: 'IV40' },
  { country: 'GB', from: 'IV63' },
  { country: 'GB', from: 'KW1', to: 'KW14' },
  { country: 'GB', from: 'PH17', to: 'PH26' },
  { country: 'GB', from: 'PH49', to: 'PH50' },
  { country: 'GB', from: 'AB36', to: 'AB38' },
];

/** German North Sea and Baltic islands and Herreninsel, where DPD and GLS add an island surcharge. */
export const DE_ISLANDS_AREA: SeedArea[] = [
  { country: 'DE', from: '18565' },
  { country: 'DE', from: '25846', to: '25849' },
  { country: 'DE', from: '25859' },
  { country: 'DE', from: '25863' },
  { country: 'DE', from: '25869' },
  { country: 'DE', from: '25938', to: '25999' },
  { country: 'DE', from: '26465' },
  { country: 'DE', from: '26474' },
  { country: 'DE', from: '26486' },
  { country: 'DE', from: '26548' },
  { country: 'DE', from: '26571' },
  { country: 'DE', from: '26579' },
  { country: 'DE', from: '26757' },
  { country: 'DE', from: '27498' },
  { country: 'DE', from: '83209' },
];

/** EU islands and far regions couriers charge extra for (Balearics, Canaries, Ceuta, Melilla, Corsica, Sardinia, Madeira and the Azores, Greek islands' main prefixes, Åland). */
export const EU_REMOTE_AREA: SeedArea[] = [
  { country: 'ES', from: '07' },
  { country: 'ES', from: '35' },
  { country: 'ES', from: '38' },
  { country: 'ES', from: '51', to: '52' },
  { country: 'FR', from: '20' },
  { country: 'IT', from: '07', to: '09' },
  { country: 'PT', from: '9' },
  { country: 'GR', from: '81', to: '85' },
  { country: 'FI', from: '22' },
];

/** Outlying regions of the far-away destinations: Australia's Northern Territory and north-west, Brazil's Amazon states, Canada's territories. */
export const WORLD_REMOTE_AREA: SeedArea[] = [
  { country: 'AU', from: '08' },
  { country: 'AU', from: '67' },
  { country: 'BR', from: '69' },
  { country: 'BR', from: '76', to: '78' },
  { country: 'CA', from: 'X' },
  { country: 'CA', from: 'Y' },
];
