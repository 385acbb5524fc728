import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { decodeCode128 } from './code128-decoder';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What one label holds: drawn inside one `q … Q` group of the page's content. */
export interface PrintedLabel {
  /** Where the group was placed (its `cm` translation), points from the page's bottom-left. */
  origin: { x: number; y: number };
  bars: Rect[];
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
 * Reads labels back out of a PDF: page sizes, the rectangles (bars) and the strings of each
 * top-level graphics group. Understands what label printing writes: `q`, `Q`, translation-only
 * `cm`, `re`, `Tf`, `Td`, hex-string `Tj`.
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
  const stack: { x: number; y: number }[] = [];
  let origin = { x: 0, y: 0 };
  let current: PrintedLabel | undefined;
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
        current?.bars.push({ x: origin.x + x, y: origin.y + y, width: w, height: h });
        break;
      }
      case 'Tj': {
        const hex = (operands[0] ?? '<>').slice(1, -1).replace(/\s/g, '');
        current?.texts.push(WIN_ANSI.decode(Buffer.from(hex, 'hex')));
        break;
      }
    }
    operands = [];
  }
  return labels;
}

/** The text the label's bars encode, read from the rectangles' widths and gaps. */
export function barcodeOf(label: PrintedLabel): string {
  const bars = [...label.bars].sort((a, b) => a.x - b.x);
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    widths.push(bar.width);
    const next = bars[index + 1];
    if (next) widths.push(next.x - (bar.x + bar.width));
  });
  return decodeCode128(widths);
}
