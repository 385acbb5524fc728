import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { decodeCode128 } from './code128-decoder';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What one label holds: drawn inside one translated `q … Q` group of a sheet's content, or the whole
 * page when nothing is grouped (a 4 × 6 inch parcel label is drawn straight on its page).
 */
export interface PrintedLabel {
  /** Where the group was placed (its `cm` translation), points from the page's bottom-left. */
  origin: { x: number; y: number };
  /** The filled rectangles: the barcode's bars, and on a whole-page label its rules too. */
  bars: Rect[];
  /** The strings shown, readable for the standard fonts (an embedded CJK font shows glyph ids). */
  texts: string[];
}

export interface PrintedPage {
  width: number;
  height: number;
  labels: PrintedLabel[];
}

/** The standard fonts' text encoding. */
const WIN_ANSI = new TextDecoder('windows-1252');
const TOKEN = /<[0-9A-Fa-f\s]*>|\/[^\s/<>[\]()]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/**
 * Reads labels back out of a PDF: page sizes, the filled rectangles (bars) and the strings of each
 * top-level translated graphics group, or of the page when it has none. Understands what label
 * printing writes: `q`, `Q`, translation-only `cm`, `re` painted by `f` (kept) or `S` (an outline,
 * dropped), `Tf`, `Td`, hex-string `Tj`.
 */
export async function readLabelPdf(bytes: Uint8Array): Promise<PrintedPage[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const text = streams
      .map((stream) => {
        if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream type');
        return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      })
      .join('\n');
    return { width, height, labels: parseContent(text) };
  });
}

function parseContent(content: string): PrintedLabel[] {
  const labels: PrintedLabel[] = [];
  /** What is drawn outside every translated group: the label when the page has no group. */
  const page: PrintedLabel = { origin: { x: 0, y: 0 }, bars: [], texts: [] };
  const stack: { x: number; y: number }[] = [];
  let origin = { x: 0, y: 0 };
  let current: PrintedLabel | undefined;
  /** Rectangles of the path being built, until an operator paints (fills) or drops it. */
  let path: Rect[] = [];
  let operands: string[] = [];
  for (const token of content.match(TOKEN) ?? []) {
    if (/^[-+.\d]/.test(token) || token.startsWith('<') || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    const numbers = operands.map(Number);
    switch (token) {
      case 'q':
        stack.push(origin);
        break;
      case 'Q':
        origin = stack.pop() ?? { x: 0, y: 0 };
        if (stack.length === 0) current = undefined;
        break;
      case 'cm': {
        const [a, b, c, d, e = 0, f = 0] = numbers;
        if (a !== 1 || b !== 0 || c !== 0 || d !== 1) throw new Error(`only translations expected, got ${operands}`);
        origin = { x: origin.x + e, y: origin.y + f };
        if (stack.length === 1) {
          current = { origin, bars: [], texts: [] };
          labels.push(current);
        }
        break;
      }
      case 're': {
        const [x = 0, y = 0, w = 0, h = 0] = numbers;
        path.push({ x: origin.x + x, y: origin.y + y, width: w, height: h });
        break;
      }
      case 'f':
      case 'F':
      case 'f*':
        (current ?? page).bars.push(...path);
        path = [];
        break;
      case 'S':
      case 's':
      case 'n':
        path = [];
        break;
      case 'Tj': {
        const hex = (operands[0] ?? '<>').slice(1, -1).replace(/\s/g, '');
        (current ?? page).texts.push(WIN_ANSI.decode(Buffer.from(hex, 'hex')));
        break;
      }
    }
    operands = [];
  }
  if (labels.length === 0 && (page.bars.length > 0 || page.texts.length > 0)) labels.push(page);
  return labels;
}

/**
 * The text the label's barcode encodes, read from its bars' widths and gaps. The barcode is the
 * largest set of bars standing on one line with one height; other rectangles (a label's rules) are
 * not part of it.
 */
export function barcodeOf(label: PrintedLabel): string {
  const rows = new Map<string, Rect[]>();
  for (const bar of label.bars) {
    const key = `${bar.y.toFixed(2)} ${bar.height.toFixed(2)}`;
    rows.set(key, [...(rows.get(key) ?? []), bar]);
  }
  const row = [...rows.values()].reduce<Rect[]>((largest, next) => (next.length > largest.length ? next : largest), []);
  const bars = [...row].sort((a, b) => a.x - b.x);
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    widths.push(bar.width);
    const next = bars[index + 1];
    if (next) widths.push(next.x - (bar.x + bar.width));
  });
  return decodeCode128(widths);
}
