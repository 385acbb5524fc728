import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Noto Sans SC (SIL Open Font License) as @fontsource ships it: one WOFF of the Simplified Chinese
 * range, which also holds Latin letters, digits and punctuation, with TrueType outlines.
 */
const FONT_PACKAGE_FILE = '@fontsource/noto-sans-sc/LICENSE';
const FONT_FILE = 'files/noto-sans-sc-chinese-simplified-400-normal.woff';

/** HarfBuzz's subsetter (subset-font, which ships no types): the part of its API used here. */
type SubsetFont = (font: Uint8Array, text: string | null, options: { targetFormat: 'sfnt' }) => Promise<Buffer>;
const subsetFont: SubsetFont = createRequire(import.meta.url)('subset-font');

interface WholeFont {
  ttf: Buffer;
  codePoints: ReadonlySet<number>;
}

let whole: Promise<WholeFont> | undefined;

/**
 * The font as TrueType, read once per thread (the WOFF's tables inflated, a few milliseconds).
 * Its package's exports name no font file, so the file is found beside the package's LICENSE.
 */
function wholeFont(): Promise<WholeFont> {
  whole ??= (async () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve(FONT_PACKAGE_FILE));
    const woff = await readFile(path.join(dir, FONT_FILE));
    const ttf = woffToSfnt(woff);
    return { ttf, codePoints: new Set(fontkit.create(ttf).characterSet) };
  })();
  return whole;
}

/** A font embedded in one document, with what the content-stream writers need of it. */
export interface DocumentFont {
  font: PDFFont;
  /** `text` with only the characters the font can draw, whitespace runs as one space. */
  drawable(text: string): string;
  /** Width in points of drawable text at `size`. */
  width(text: string, size: number): number;
  /** Drawable text as the hex string operand of `Tj` (glyph ids, Identity-H). */
  encode(text: string): string;
}

/**
 * Embeds Noto Sans SC in `doc`, cut down to the characters of `texts` (Chinese names and addresses
 * render; a character the font lacks, such as an emoji, is left out rather than failing the file).
 * The subset is made with HarfBuzz (subset-font) and embedded whole: pdf-lib's own subsetter writes
 * outlines that PDF readers refuse for this font, and CFF fonts (Source Han, Noto CJK OTF) would
 * need CID mapping pdf-lib does not write. Characters map to glyphs through the font's cmap, one
 * glyph each, the same glyphs whose widths pdf-lib writes (its `encodeText` lays text out with
 * OpenType features and may pick substitute glyphs, proportional digits, that its width table lacks).
 */
export async function embedCjkFont(doc: PDFDocument, texts: Iterable<string>): Promise<DocumentFont> {
  const { ttf, codePoints } = await wholeFont();
  const collapse = (text: string): string[] => {
    const chars: string[] = [];
    for (const char of text.replace(/\s+/g, ' ')) {
      if (char === ' ' || codePoints.has(char.codePointAt(0) ?? 0)) chars.push(char);
    }
    return chars;
  };
  const used = new Set<string>(['.', ' ']);
  for (const text of texts) for (const char of collapse(text)) used.add(char);
  const subset = await subsetFont(ttf, [...used].join(''), { targetFormat: 'sfnt' });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(subset, { subset: false });
  const face = fontkit.create(subset);
  const scale = 1000 / face.unitsPerEm;
  const glyphs = new Map<string, { hex: string; advance: number }>();
  for (const char of used) {
    const glyph = face.glyphForCodePoint(char.codePointAt(0) ?? 0);
    glyphs.set(char, { hex: glyph.id.toString(16).padStart(4, '0'), advance: glyph.advanceWidth * scale });
  }
  const drawable = (text: string): string =>
    collapse(text)
      .filter((char) => glyphs.has(char))
      .join('')
      .replace(/ {2,}/g, ' ')
      .trim();
  return {
    font,
    drawable,
    width: (text, size) => {
      let units = 0;
      for (const char of text) units += glyphs.get(char)?.advance ?? 0;
      return (units * size) / 1000;
    },
    encode: (text) => {
      let hex = '<';
      for (const char of text) hex += glyphs.get(char)?.hex ?? '';
      return `${hex}>`;
    },
  };
}
