import { AMBIGUOUS_WITH_US_STATE, countryByCode, countryByName, trailingCountry } from './countries';
import { findPostcodes } from './postcodes';
import { ABBREVIATED_STATES, stateCode } from './regions';
import { firstOf, type LabelledValue, type Segment } from './segments';
import { hasHan, tidy } from './text-cleanup';

/**
 * The country the text names: a "Country:" label, a part that is a country's name (any language
 * known) or, last, a code in capitals; else a name ending the last parts ("75008 Paris France");
 * else "中国" leading a Chinese address. The part naming it is used up. Empty when none is written.
 */
export function writtenCountry(segments: Segment[], values: LabelledValue[]): string {
  const live = () => segments.filter((segment) => !segment.used && segment.text !== '');
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

  return country;
}

/**
 * A code ending the text that is also a state ("Springfield, IL") is the state unless a postcode
 * stands before it ("79098 Freiburg, DE"), where a state would stand after.
 */
function stateLike(code: string, before: Segment[]): boolean {
  if (!Object.keys(ABBREVIATED_STATES).some((country) => stateCode(country, code))) return false;
  return !before.some((segment) => findPostcodes(segment.text, '').length > 0);
}
