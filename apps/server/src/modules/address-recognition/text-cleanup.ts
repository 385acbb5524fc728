/**
 * Turns pasted text into plain lines: emoji and pictographs go (merchants paste chat messages),
 * full-width ASCII (Chinese input methods write `：`, `，`, `１２３`) becomes ASCII, and every kind of
 * line break becomes `\n`. The degree-like ordinals of Spanish addresses (`3º`, `2ª`) are kept, which
 * is why this is not a plain NFKC normalisation.
 */
export function cleanText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?|[\u2028\u2029\v\f]/g, '\n')
      .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(/[、。]/g, (c) => (c === '、' ? ',' : ' '))
      // The Japanese postal mark before a postcode ("〒530-0011").
      .replace(/〒/g, ' ')
      .replace(/\p{Extended_Pictographic}|\u200B|\u200C|\u200D|\u2060|\uFE0E|\uFE0F|[\u{1F3FB}-\u{1F3FF}]/gu, ' ')
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .replace(/[\u2022\u25CF\u25AA\u25BA\u2192\u2713\u2714\u00BB\u00AB"\u201C\u201D\u201E]/g, ' ')
      .replace(/[‐‑‒–—]/g, '-')
  );
}

/** Lines of the cleaned text, each trimmed, blank ones dropped. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/[ ]+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Collapses runs of spaces and trims separators a split leaves at either end. */
export function tidy(value: string): string {
  const text = value.replace(/\s+/g, ' ');
  let start = 0;
  let end = text.length;
  while (start < end && LEADING_JUNK.has(text.charAt(start))) start += 1;
  while (end > start && TRAILING_JUNK.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

const TRAILING_JUNK = new Set([' ', ',', ';', ':', '|']);
const LEADING_JUNK = new Set([...TRAILING_JUNK, '/', '-']);

const HAN = /\p{Script=Han}/u;

/** Whether the text holds Chinese characters (a 省市区 address or a Chinese name). */
export function hasHan(value: string): boolean {
  return HAN.test(value);
}

/** Lower case without accents, for comparing names of countries, states and keywords. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[.'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
