import { splitName } from './person-name';
import type { RecognizedAddress } from './recognized-address';
import { COMPANY, firstOf, isHandle, type LabelledValue, labelledPerson, type Segment } from './segments';
import { isUnitLine, PO_BOX } from './street';
import { nameLike } from './street-line';
import { tidy } from './text-cleanup';

/** The first line may hold a name that happens to end like a street ("Lisa van Dijk"). */
function personLike(text: string): boolean {
  return (
    !/\d/.test(text) && text.split(' ').length <= 5 && /^\p{Lu}/u.test(text) && !isUnitLine(text) && !PO_BOX.test(text)
  );
}

/** The name and company lines: before the street, without digits. */
export function readPeople(
  result: RecognizedAddress,
  segments: Segment[],
  street: Segment | undefined,
  country: string,
): void {
  const streetIndex = street ? segments.indexOf(street) : segments.length;
  const candidates = segments.filter(
    (segment, index) =>
      !segment.used && segment.text !== '' && !segment.fromAddressLabel && (index < streetIndex || !street),
  );
  const late = segments.filter(
    (segment, index) =>
      !segment.used && segment.text !== '' && !segment.fromAddressLabel && index > streetIndex && street,
  );
  let name = '';
  const asides = candidates.map((segment) => takeAside(segment)).filter((aside) => aside !== '');
  for (const segment of [...candidates, ...late]) {
    const isCompany = COMPANY.test(segment.text);
    if (isCompany && !result.company) {
      result.company = segment.text;
      segment.used = true;
    } else if (
      !isCompany &&
      !name &&
      (nameLike(segment.text) || (segment === candidates[0] && personLike(segment.text)))
    ) {
      name = segment.text;
      segment.used = true;
    }
  }
  // "Zoe Walker (Walker Ceramics)": what stands in brackets beside the person is the business.
  const business = asides.find((aside) => !/:/.test(aside) && !aside.split(' ').some(isHandle));
  if (business && !result.company) result.company = business;
  // "Lissadell\nStrandhill Road": the line just before a street without a number names the house
  // that stands in for the number, as British and Irish rural addresses do.
  const streetHasNumber = /\d/.test(result.address1) || result.house_number !== '';
  const lastBeforeStreet = candidates.filter((segment) => segments.indexOf(segment) < streetIndex).at(-1);
  const namesTheHouse = (segment: Segment) => street !== undefined && !streetHasNumber && segment === lastBeforeStreet;
  const leftovers: string[] = [];
  const firstUnit = segments.findIndex((other) => isUnitLine(other.text));
  for (const segment of candidates) {
    if (segment.used) continue;
    // "Sunny Heights 203" before the street: a building and its flat, the second line.
    if (/\d/.test(segment.text)) {
      if (/\p{L}{3}\s\d{1,4}[A-Za-z]?$/u.test(segment.text) && !isHandle(segment.text)) {
        leftovers.push(segment.text);
        segment.used = true;
      }
      continue;
    }
    const afterUnit = firstUnit >= 0 && firstUnit < segments.indexOf(segment);
    if (!result.company && !afterUnit && !HOUSE_NAME.test(segment.text) && !namesTheHouse(segment))
      result.company = segment.text;
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

/**
 * "Poppy Turner (eBay: poppyt_vintage)", "Zoe Walker (Walker Ceramics)": a name with something in
 * brackets after it. The segment keeps the name; the bracketed text is returned.
 */
function takeAside(segment: Segment): string {
  const match = /^(\p{Lu}[\p{L}'’.-]*(?:\s\p{L}[\p{L}'’.-]*){1,3})\s*\(([^()]+)\)$/u.exec(segment.text);
  if (!match?.[1] || !match[2] || !nameLike(match[1])) return '';
  segment.text = match[1];
  return tidy(match[2]);
}

/** Names of houses and buildings that British and Irish addresses carry before the street. */
const HOUSE_NAME =
  /\b(?:cottage|house|farm|lodge|barn|manor|villa|hall|court|mansions|apartments|building|tower|estate|maltings)$/i;

/** Adds building names found before the street to the units, in the order they were written. */
function mergeUnits(address2: string, extra: string[], segments: Segment[]): string {
  const parts = [...(address2 ? address2.split(', ') : []), ...extra];
  const position = (part: string) => {
    const index = segments.findIndex((segment) => segment.text === part || segment.text.endsWith(part));
    return index < 0 ? segments.length : index;
  };
  return parts.sort((a, b) => position(a) - position(b)).join(', ');
}

export function applyLabelledNames(result: RecognizedAddress, values: LabelledValue[], country: string): void {
  const full = labelledPerson(values);
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
