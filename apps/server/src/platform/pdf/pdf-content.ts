import { deflateSync } from 'node:zlib';
import { type PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import type { DocumentFont } from './cjk-font';

/** Points per millimetre: page sizes are given in mm and PDF measures in points (1/72 inch). */
export const MM = 72 / 25.4;
const ELLIPSIS = '...';
/** The resource name of the document font on every page. */
const FONT_KEY = 'F1';

/** A coordinate in points with at most three decimals (a third of a micrometre). */
export function num(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export type Align = 'left' | 'center' | 'right';

/**
 * One page's drawing as content-stream operators, written by hand rather than through pdf-lib's
 * drawText (which lays out and writes operators one call at a time: five hundred pages took seconds).
 * Texts are made drawable by the font first; bars and rules are filled rectangles.
 */
export class PageContent {
  private readonly ops: string[] = [];

  constructor(private readonly font: DocumentFont) {}

  /**
   * `text` on the baseline `y`, shrunk down to `minSize` and then cut with "..." to fit `maxWidth`;
   * `x` is its left edge, centre or right edge by `align`. Answers the width drawn.
   */
  text(
    value: string,
    at: { x: number; y: number; size: number; maxWidth?: number; minSize?: number; align?: Align },
  ): number {
    const fitted = fitLine(this.font, value, at.size, at.maxWidth ?? Number.POSITIVE_INFINITY, at.minSize ?? at.size);
    if (!fitted.text) return 0;
    const width = this.font.width(fitted.text, fitted.size);
    const x = at.align === 'center' ? at.x - width / 2 : at.align === 'right' ? at.x - width : at.x;
    this.ops.push(
      `BT /${FONT_KEY} ${num(fitted.size)} Tf ${num(x)} ${num(at.y)} Td ${this.font.encode(fitted.text)} Tj ET`,
    );
    return width;
  }

  /** A filled rectangle (a bar, a rule). */
  fill(x: number, y: number, width: number, height: number): void {
    this.ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  /** A rectangle's outline, `lineWidth` thick. */
  stroke(x: number, y: number, width: number, height: number, lineWidth = 0.5): void {
    this.ops.push(`${num(lineWidth)} w ${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`);
  }

  /** A grey background (`gray` 0 black … 1 white) behind what is drawn after it. */
  shade(x: number, y: number, width: number, height: number, gray: number): void {
    this.ops.push(`q ${num(gray)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q`);
  }

  toString(): string {
    return `0 g 0 G\n${this.ops.join('\n')}\n`;
  }
}

/** `text` at `size`, else smaller down to `minSize`, else cut with "..." at `minSize`. */
export function fitLine(
  font: DocumentFont,
  value: string,
  size: number,
  maxWidth: number,
  minSize = size,
): { text: string; size: number } {
  const text = font.drawable(value);
  const natural = font.width(text, size);
  if (natural <= maxWidth) return { text, size };
  const shrunk = Math.max(minSize, (size * maxWidth) / natural);
  if (font.width(text, shrunk) <= maxWidth) return { text, size: shrunk };
  return { text: cut(font, text, shrunk, maxWidth), size: shrunk };
}

/** The longest prefix of `text` that fits `maxWidth` with "..." after it (binary search). */
function cut(font: DocumentFont, text: string, size: number, maxWidth: number): string {
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (font.width(`${chars.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`, size) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * `text` broken into at most `maxLines` lines of `maxWidth`: Latin words stay whole where they fit,
 * Chinese breaks between any two characters; what does not fit ends the last line with "...".
 */
export function wrapLines(
  font: DocumentFont,
  value: string,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const tokens =
    font
      .drawable(value)
      .match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    const next = line + token;
    if (font.width(next.trimEnd(), size) <= maxWidth || !line.trim()) {
      line = next;
      continue;
    }
    lines.push(line.trim());
    if (lines.length === maxLines) {
      const rest = [line, ...tokens.slice(index)].join('');
      lines[maxLines - 1] = fitLine(font, rest, size, maxWidth).text;
      return lines;
    }
    line = token.trim() ? token : '';
  }
  if (line.trim()) lines.push(line.trim());
  return lines.map((l) => fitLine(font, l, size, maxWidth).text);
}

/**
 * Adds a page of `size` points for each content, the document font as `F1` on every page; page
 * streams are deflated with node's zlib, and identical pages share one stream.
 */
export function addContentPages(
  doc: PDFDocument,
  font: DocumentFont,
  size: [number, number],
  contents: readonly PageContent[],
): void {
  const streams = new Map<string, PDFRef>();
  for (const content of contents) {
    const page = doc.addPage(size);
    page.node.setFontDictionary(PDFName.of(FONT_KEY), font.font.ref);
    const text = content.toString();
    let stream = streams.get(text);
    if (!stream) {
      // Operators are ASCII and texts hex strings, so latin1 keeps every byte as written.
      stream = doc.context.register(
        doc.context.stream(deflateSync(Buffer.from(text, 'latin1')), { Filter: 'FlateDecode' }),
      );
      streams.set(text, stream);
    }
    page.node.addContentStream(stream);
  }
}
