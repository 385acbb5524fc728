import { ZIP_FIRST } from './postcodes';
import type { RecognizedAddress } from './recognized-address';
import {
  ABBREVIATED_STATES,
  IT_PROVINCES,
  irishCounty,
  isJapanesePrefecture,
  stateCode,
  trailingState,
  UK_COUNTIES,
} from './regions';
import { nextLive, previousLive, type Segment } from './segments';
import { hasWeakStreetWord, isHouseNumber, isUnitLine, PO_BOX, streetScore } from './street';
import { foldText, tidy } from './text-cleanup';

/** Whether a segment could be a town: letters, no house number or street word. */
export function townLike(text: string): boolean {
  if (DUBLIN_DISTRICT.test(text)) return true;
  return /\p{L}/u.test(text) && !isUnitLine(text) && streetScore(text) < 3 && !PO_BOX.test(text);
}

/** Dublin's postal districts are towns with a number ("Dublin 2", "Dublin 6W"). */
const DUBLIN_DISTRICT = /^(?:dublin|baile átha cliath)\s\d{1,2}w?$/i;

/**
 * Reads town and state around the postcode. Postcode-first countries write "10115 Berlin" (the town
 * after it, a street before it when one line holds both); the others "Springfield, IL 62704" or
 * "London SW1A 1AA" (town and state before it, or in the lines before).
 */
export function readLocality(
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
    const province = /(?<=\s)\(?([A-Z]{2})\)?$/.exec(town);
    if (country === 'IT' && province?.[1] && IT_PROVINCES.has(province[1])) {
      town = town.slice(0, province.index);
      result.state = province[1];
    }
    const bracketed = bracketedTail(town);
    if (bracketed && country === 'ES') {
      town = bracketed.rest;
      result.state = bracketed.inside;
    }
    result.city = tidy(town);
    const following = nextLive(segments, segments.indexOf(zipSegment as Segment));
    if (
      following &&
      !result.state &&
      townLike(following.text) &&
      !/\d/.test(following.text) &&
      !nextLive(segments, segments.indexOf(following))
    ) {
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
    const bracketed = bracketedTail(local);
    const bracketedState = bracketed ? stateCode(country, bracketed.inside) : undefined;
    if (bracketed && bracketedState) {
      result.state = bracketedState;
      local = bracketed.rest;
    }
    // "Québec (Québec)": with the province in brackets, what stands before them is the town.
    const state = bracketedState
      ? undefined
      : (trailingState(country, local, true) ??
        (stateCode(country, local) ? { code: stateCode(country, local) ?? '', rest: '' } : undefined));
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
  // "Yokohama, Kanagawa 220-0012": the prefecture after the city. A ward before it ("Meguro-ku,
  // Tokyo") leaves the prefecture's name as the city, since Tokyo is both.
  const city = previousLive(segments, index);
  if (country === 'JP' && isJapanesePrefecture(local) && city && townLike(city.text) && !/-ku$/i.test(city.text)) {
    result.state = local;
    local = city.text;
    city.used = true;
  }
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
export function splitStreetFromTown(text: string): { street: string; town: string } {
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
export function readLocalityWithoutPostcode(
  result: RecognizedAddress,
  segments: Segment[],
  street: Segment | undefined,
  country: string,
): void {
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

export function normaliseState(country: string, value: string): string {
  if (ABBREVIATED_STATES[country]) return stateCode(country, value) ?? value;
  if (country === 'IE') return irishCounty(value) ?? value;
  if (country === 'IT') return value.replace(/^\((.*)\)$/, '$1');
  return value;
}

/** "Sevilla (Sevilla)", "Montréal (Québec)": the text and what its closing brackets hold. */
function bracketedTail(text: string): { rest: string; inside: string } | undefined {
  if (!text.endsWith(')')) return undefined;
  const open = text.lastIndexOf('(');
  if (open <= 0) return undefined;
  return { rest: text.slice(0, open).trim(), inside: text.slice(open + 1, -1).trim() };
}
