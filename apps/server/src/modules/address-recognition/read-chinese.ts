import { looksChineseAddress, parseChineseAddress } from './chinese-address';
import { normalisePhone } from './phone';
import { applyLabelledNames } from './recipient';
import type { RecognizedAddress } from './recognized-address';
import { firstOf, type LabelledValue, type Segment } from './segments';
import { hasHan, tidy } from './text-cleanup';

/** Chinese addresses: name, phone and postcode may stand anywhere, separated by spaces or commas. */
export function readChinese(
  result: RecognizedAddress,
  segments: Segment[],
  values: LabelledValue[],
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
  return (
    /^\p{Script=Han}{2,4}$|^\p{Script=Han}{1,6}·\p{Script=Han}{1,8}$/u.test(piece) &&
    !ADDRESS_CHARACTERS.test(piece.slice(1)) &&
    !looksChineseAddress(piece)
  );
}
