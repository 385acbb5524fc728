import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { isCountryCode } from './countries';

/**
 * Phone numbers are answered in E.164 (`+4930123456`): one form for every destination that carriers'
 * label APIs accept and that keeps the country. A number libphonenumber-js cannot place (no country
 * written or known, or too short) is kept as its digits, with the `+` if it had one.
 */
export function normalisePhone(raw: string, country: string): string {
  const text = raw.replace(/^00(?=[1-9])/, '+');
  const parsed = parsePhoneNumberFromString(text, isCountryCode(country) ? (country as CountryCode) : undefined);
  if (parsed?.isPossible()) return parsed.number;
  const digits = text.replace(/\D/g, '');
  return text.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** The country a number names itself, by its `+`/`00` prefix, or a Chinese mobile's shape. */
export function phoneCountry(raw: string): string | undefined {
  const text = raw.replace(/^00(?=[1-9])/, '+').trim();
  if (text.startsWith('+')) return parsePhoneNumberFromString(text)?.country;
  if (CHINESE_MOBILE.test(text.replace(/[\s-]/g, ''))) return 'CN';
  return undefined;
}

const CHINESE_MOBILE = /^1[3-9]\d{9}$/;
/** National numbers without a trunk 0: "612 345 678" (ES, PL), "17 123 45 67" (PL), "348 7654321" (IT mobile). */
const GROUPED_NATIONAL =
  /^(?:\d{3}[ .-]\d{3}[ .-]\d{3}|\d{2}[ .-]\d{3}[ .-]\d{2}[ .-]\d{2}|3\d{2}[ .-]?\d{6,7}|[1-9]\d{8,10})$/;
const NORTH_AMERICAN = /^\(?[2-9]\d{2}\)?[ .-]?[2-9]\d{2}[ .-]?\d{4}$/;

/** Whether a bare number has the North American shape, `(415) 555-0123`. */
export function looksNorthAmerican(raw: string): boolean {
  return NORTH_AMERICAN.test(raw.trim());
}

/**
 * Runs of digits with the separators phone numbers are written with. Global and non-overlapping,
 * so one pass over the text: the greedy class backtracks only over the run's own tail.
 */
const RUN = /(?:\+|\b00)?\(?\d[\d ().\-/]*\d\)?/g;

function digitCount(text: string): number {
  let count = 0;
  for (const char of text) if (char >= '0' && char <= '9') count += 1;
  return count;
}

/** Whether a piece of a run reads as a whole phone number without knowing the country. */
function isPhoneShaped(piece: string): boolean {
  const text = piece.trim();
  const digits = digitCount(text);
  if (/^(?:\+|00)/.test(text)) return digits >= 8 && digits <= 15 && phoneCountry(text) !== undefined;
  if (/^\d{5}-\d{4}$/.test(text)) return false;
  if (CHINESE_MOBILE.test(text.replace(/[\s-]/g, ''))) return true;
  if (NORTH_AMERICAN.test(text)) return true;
  return (digits >= 9 && digits <= 12 && /^\(?0/.test(text)) || GROUPED_NATIONAL.test(text);
}

export interface PhoneMatch {
  start: number;
  end: number;
  raw: string;
}

/**
 * Phone numbers in unlabelled text. A run may hold a postcode before the number
 * ("62704 (217) 555-0123"), so the longest run of whole space-separated groups that is phone-shaped
 * is taken, and the rest of the run stays text.
 */
export function findPhones(text: string): PhoneMatch[] {
  const found: PhoneMatch[] = [];
  for (const match of text.matchAll(RUN)) {
    const run = match[0];
    const start = match.index ?? 0;
    if (digitCount(run) < 8) continue;
    const groups = [...run.matchAll(/\S+/g)].slice(0, 12);
    let best: PhoneMatch | undefined;
    for (let from = 0; from < groups.length; from += 1) {
      for (let to = groups.length; to > from; to -= 1) {
        const first = groups[from];
        const last = groups[to - 1];
        if (!first || !last) continue;
        const pieceStart = first.index ?? 0;
        const pieceEnd = (last.index ?? 0) + last[0].length;
        if (best && pieceEnd - pieceStart <= best.end - best.start) continue;
        const piece = run.slice(pieceStart, pieceEnd);
        if (isPhoneShaped(piece)) best = { start: start + pieceStart, end: start + pieceEnd, raw: piece };
      }
    }
    if (best) found.push(best);
  }
  return found;
}
