import type { PDFFont } from 'pdf-lib';

const ELLIPSIS = '...';

/**
 * Keeps only characters the font can draw: the standard PDF fonts know WinAnsi (Latin) alone, and
 * pdf-lib throws on anything else, so a Chinese character or an emoji is dropped rather than
 * failing the whole print. Whitespace runs become one space.
 */
export function drawable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x20 || charset.has(code)) out += char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** `text` cut at the end (with "...") so it is at most `width` wide at `size`. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with the ellipsis after it.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * The name a label shows: the English name, or the Chinese one when no English is left to draw —
 * of which only its Latin part (model numbers, brands) survives the standard font.
 */
export function labelName(nameEn: string, nameCn: string, charset: ReadonlySet<number>): string {
  return drawable(nameEn, charset) || drawable(nameCn, charset);
}
