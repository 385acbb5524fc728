import { EU_COUNTRIES } from '@portal/contract';
import { townLike } from './locality';
import { findPostcodes } from './postcodes';
import type { RecognizedAddress } from './recognized-address';
import { COMPANY, nextLive, previousLive, type Segment } from './segments';
import {
  hasStreetWord,
  isHouseNumber,
  isUnitLine,
  PO_BOX,
  splitHouseNumber,
  splitInlineUnit,
  splitLeadingUnit,
  streetScore,
} from './street';
import { tidy } from './text-cleanup';

/** EU countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['FR', 'IE', 'LU']);

/** Joins a number written as its own part to its street ("Via Roma, 10", "12, rue de la Paix"). */
export function joinLoneNumbers(segments: Segment[]): void {
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
export function readStreet(
  result: RecognizedAddress,
  segments: Segment[],
  country: string,
  zipSegment: Segment | undefined,
): Segment | undefined {
  joinLoneNumbers(segments);
  for (const [index, segment] of segments.entries()) {
    const split = segment.used ? undefined : splitLeadingUnit(segment.text);
    if (!split) continue;
    segment.text = split.street;
    segments.splice(index, 0, { text: split.unit, fromAddressLabel: segment.fromAddressLabel, used: false });
    break;
  }
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
    best =
      segments.find((segment) => !segment.used && segment.fromAddressLabel && segment.text !== '') ??
      streetWithoutNumber(segments, zipSegment);
    if (!best) return undefined;
  }
  best.used = true;
  const streetIndex = segments.indexOf(best);
  const units: Array<{ index: number; text: string }> = [];
  let { street, unit } = splitInlineUnit(best.text);
  if (unit) units.push({ index: streetIndex, text: unit });
  const leadingName = country ? splitLeadingName(street, country) : undefined;
  if (
    leadingName &&
    !segments.some(
      (segment, index) => index < streetIndex && !segment.used && segment.text !== '' && nameLike(segment.text),
    )
  ) {
    segments.splice(streetIndex, 0, { text: leadingName.name, fromAddressLabel: false, used: false });
    street = leadingName.street;
  }
  const zipIndex = segments.findIndex(
    (segment) => segment.used && segment !== best && findPostcodes(segment.text, country).length > 0,
  );
  const newStreetIndex = segments.indexOf(best);
  for (const [index, segment] of segments.entries()) {
    if (segment.used || segment.text === '') continue;
    if (isUnitLine(segment.text)) {
      units.push({ index, text: segment.text });
      segment.used = true;
    } else if (
      index > newStreetIndex &&
      (zipIndex < 0 || index < zipIndex) &&
      townLike(segment.text) &&
      !result.city.includes(segment.text)
    ) {
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

/**
 * An address with a postcode but no line that reads as a street ("Unit 4, Sandyford Business Park,
 * Dublin 18"): the last plain line before the town, other than the first (the recipient).
 */
function streetWithoutNumber(segments: Segment[], zipSegment: Segment | undefined): Segment | undefined {
  if (!zipSegment) return undefined;
  const before = segments
    .slice(0, segments.indexOf(zipSegment))
    .filter((segment) => !segment.used && segment.text !== '');
  return before
    .slice(1)
    .filter((segment) => !isUnitLine(segment.text) && !COMPANY.test(segment.text) && /\p{L}{3}/u.test(segment.text))
    .at(-1);
}

export function nameLike(text: string): boolean {
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
    : tokens.findIndex(
        (token, index) =>
          hasStreetWord(token) || (index + 1 < tokens.length && /^(?:via|rue|calle|ul\.|am|an der|im)$/i.test(token)),
      );
  if (at < 2 || at > 4) return undefined;
  const name = tokens.slice(0, at);
  if (!name.every((token) => /^\p{Lu}[\p{L}'’.-]*$/u.test(token))) return undefined;
  return { name: name.join(' '), street: tokens.slice(at).join(' ') };
}
