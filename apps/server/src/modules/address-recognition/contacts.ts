import { findPhones } from './phone';
import { firstOf, type LabelledValue, type Segment, takeEmail } from './segments';
import { tidy } from './text-cleanup';

/**
 * Takes the e-mail address and the phone number out of the text (labelled ones first, then the first
 * found in the parts), so their digits and dots are not read as postcodes or house numbers later.
 * A "Name:" or "Contact:" label holding only a number is the phone. Parts keep what is left.
 */
export function takeContacts(segments: Segment[], values: LabelledValue[]): { email: string; phone: string } {
  let phoneRaw = firstOf(values, 'phone') ?? '';
  const labelledEmail = firstOf(values, 'email');
  let found = labelledEmail ? takeEmail(labelledEmail).email || labelledEmail.trim() : '';
  for (const kind of ['name', 'company'] as const) {
    const value = firstOf(values, kind);
    if (value && findPhones(value).length > 0 && !/\p{L}{2}/u.test(value)) {
      if (!phoneRaw) phoneRaw = value;
      values.splice(
        values.findIndex((item) => item.kind === kind && item.value === value),
        1,
      );
    }
  }
  for (const segment of segments) {
    const { email, rest } = takeEmail(segment.text);
    if (email && !found) found = email;
    let remaining = rest;
    const phones = findPhones(remaining);
    for (const phone of [...phones].reverse()) {
      if (!phoneRaw) phoneRaw = phone.raw;
      remaining = `${remaining.slice(0, phone.start)} ${remaining.slice(phone.end)}`;
    }
    if (phones.length > 0) {
      remaining = remaining.replace(/\b(?:tel|phone|mob|mobile|cell|t|m|ph)\.?\s*:?\s*$/i, '');
    }
    segment.text = tidy(remaining);
  }
  return { email: found, phone: phoneRaw };
}
