import { foldText } from './text-cleanup';

/**
 * States and provinces that a label carries as their postal abbreviation (US, CA, AU): a pasted
 * "California" or "New South Wales" is answered as "CA" or "NSW", which carriers expect.
 */
const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  // Military post ("FPO AP 96349"): USPS writes these where a state stands.
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const CA_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const AU_STATES: Readonly<Record<string, string>> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

export const ABBREVIATED_STATES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  AU: AU_STATES,
};

function lookup(table: Readonly<Record<string, string>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [code, name] of Object.entries(table)) {
    map.set(code.toLowerCase(), code);
    map.set(foldText(name), code);
  }
  return map;
}

const LOOKUPS = new Map(Object.entries(ABBREVIATED_STATES).map(([country, table]) => [country, lookup(table)]));
LOOKUPS.get('CA')?.set('que', 'QC');
LOOKUPS.get('CA')?.set('newfoundland', 'NL');
LOOKUPS.get('US')?.set('washington dc', 'DC');
LOOKUPS.get('US')?.set('d c', 'DC');

/** The postal abbreviation of a state of `country` written as code or name, or undefined. */
export function stateCode(country: string, text: string): string | undefined {
  const key = foldText(text);
  return LOOKUPS.get(country)?.get(key);
}

/**
 * A state ending `text` ("Springfield IL", "Sydney New South Wales"): its code and what comes before.
 * A bare code counts only in capitals ("Portland Or" is not Oregon), unless the postcode follows it
 * at once ("albany ny 12203").
 */
export function trailingState(
  country: string,
  text: string,
  beforePostcode = false,
): { code: string; rest: string } | undefined {
  const words = text.split(' ').filter((word) => word !== '');
  for (let take = Math.min(4, words.length); take >= 1; take -= 1) {
    const tail = words.slice(-take).join(' ');
    const code = stateCode(country, tail);
    if (!code) continue;
    const isAbbreviation = take === 1 && tail.replace(/\./g, '').length <= 3;
    const lowerCase = tail.replace(/\./g, '') !== tail.replace(/\./g, '').toUpperCase();
    if (isAbbreviation && lowerCase && !beforePostcode) continue;
    return { code, rest: words.slice(0, -take).join(' ') };
  }
  return undefined;
}

/** Countries whose states are recognised by name or code. */
export function countriesWithState(text: string): string[] {
  return [...LOOKUPS.keys()].filter((country) => stateCode(country, text) !== undefined);
}

/** Italian provinces, written as two capitals after the town ("20121 Milano MI", "(RM)"). */
export const IT_PROVINCES = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE FG FI FM FR GE ' +
    'GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC ' +
    'RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV'
  ).split(' '),
);

/** Counties of the United Kingdom that addresses still carry after the town. */
export const UK_COUNTIES = new Set(
  [
    'Avon',
    'Bedfordshire',
    'Berkshire',
    'Buckinghamshire',
    'Cambridgeshire',
    'Cheshire',
    'Cornwall',
    'County Durham',
    'Cumbria',
    'Derbyshire',
    'Devon',
    'Dorset',
    'East Sussex',
    'Essex',
    'Gloucestershire',
    'Greater London',
    'Greater Manchester',
    'Hampshire',
    'Herefordshire',
    'Hertfordshire',
    'Kent',
    'Lancashire',
    'Leicestershire',
    'Lincolnshire',
    'Merseyside',
    'Middlesex',
    'Norfolk',
    'North Yorkshire',
    'Northamptonshire',
    'Northumberland',
    'Nottinghamshire',
    'Oxfordshire',
    'Rutland',
    'Shropshire',
    'Somerset',
    'South Yorkshire',
    'Staffordshire',
    'Suffolk',
    'Surrey',
    'Tyne and Wear',
    'Warwickshire',
    'West Midlands',
    'West Sussex',
    'West Yorkshire',
    'Wiltshire',
    'Worcestershire',
    'East Riding of Yorkshire',
    'Isle of Wight',
    'Cumberland',
    'Westmorland',
    'Huntingdonshire',
    'Sussex',
    'Yorkshire',
    // Scotland: council areas and the counties still written.
    'Midlothian',
    'East Lothian',
    'West Lothian',
    'Fife',
    'Lanarkshire',
    'North Lanarkshire',
    'South Lanarkshire',
    'Aberdeenshire',
    'Angus',
    'Argyll and Bute',
    'Argyll',
    'Ayrshire',
    'East Ayrshire',
    'North Ayrshire',
    'South Ayrshire',
    'Dumfries and Galloway',
    'Dumfriesshire',
    'Dunbartonshire',
    'East Dunbartonshire',
    'West Dunbartonshire',
    'Highland',
    'Inverness-shire',
    'Moray',
    'Perthshire',
    'Perth and Kinross',
    'Renfrewshire',
    'East Renfrewshire',
    'Scottish Borders',
    'Stirlingshire',
    'Clackmannanshire',
    'Kincardineshire',
    'Orkney',
    'Shetland',
    'Isle of Skye',
    // Wales: the principal areas and the old counties still written.
    'Gwynedd',
    'Powys',
    'Glamorgan',
    'Mid Glamorgan',
    'South Glamorgan',
    'West Glamorgan',
    'Vale of Glamorgan',
    'Anglesey',
    'Isle of Anglesey',
    'Carmarthenshire',
    'Ceredigion',
    'Conwy',
    'Denbighshire',
    'Flintshire',
    'Monmouthshire',
    'Pembrokeshire',
    'Wrexham',
    'Dyfed',
    'Gwent',
    'Clwyd',
    // Northern Ireland.
    'County Antrim',
    'County Down',
    'County Armagh',
    'County Fermanagh',
    'County Londonderry',
    'County Tyrone',
    'Co. Antrim',
    'Co. Down',
    'Co. Armagh',
    'Co. Fermanagh',
    'Co. Londonderry',
    'Co. Tyrone',
  ].map(foldText),
);

/**
 * Japan's 47 prefectures in Latin letters ("Kanagawa", "Osaka-fu", "Tokyo-to"), which addresses
 * written for abroad put after the city: "Yokohama, Kanagawa 220-0012".
 */
const JP_PREFECTURES = new Set(
  (
    'hokkaido aomori iwate miyagi akita yamagata fukushima ibaraki tochigi gunma saitama chiba tokyo kanagawa ' +
    'niigata toyama ishikawa fukui yamanashi nagano gifu shizuoka aichi mie shiga kyoto osaka hyogo nara ' +
    'wakayama tottori shimane okayama hiroshima yamaguchi tokushima kagawa ehime kochi fukuoka saga nagasaki ' +
    'kumamoto oita miyazaki kagoshima okinawa'
  ).split(' '),
);

export function isJapanesePrefecture(text: string): boolean {
  return JP_PREFECTURES.has(foldText(text).replace(/[- ](?:ken|fu|to|do)$/, ''));
}

/** "Co. Cork", "County Cork", "Co Cork": the Irish county, answered without the prefix ("Cork"). */
export function irishCounty(text: string): string | undefined {
  const match = /^(?:co\.?|county)\s+([\p{L}' -]+)$/iu.exec(text.trim());
  return match?.[1]?.trim();
}
