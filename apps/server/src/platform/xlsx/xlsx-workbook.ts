import { ZipArchive } from './zip-archive';

/** One row of a sheet: its number as Excel shows it, and its cells as text by column number (A = 1). */
export interface XlsxRow {
  number: number;
  cells: Map<number, string>;
}

// Tags may carry a namespace prefix (`<x:row>`), as some writers (the Open XML SDK) produce.
const ROW = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const VALUE = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/;
const TEXT = /<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g;
const INLINE = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/;
const SHARED_ITEM = /<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g;
/** Phonetic guides (furigana) are not part of the cell's text. */
const PHONETIC = /<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g;
const SHEET = /<(?:\w+:)?sheet\b([^>]*?)\/?>/g;
const RELATIONSHIP = /<(?:\w+:)?Relationship\b([^>]*?)\/?>/g;
const ROW_NUMBER = /\br\s*=\s*["'](\d+)/;
const CELL_COLUMN = /\br\s*=\s*["']([A-Z]+)/;
const CELL_TYPE = /\bt\s*=\s*["'](\w+)/;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) found.set(m[1] as string, unescapeXml(m[2] ?? m[3] ?? ''));
  return found;
}

/** XML entities, and the `_xHHHH_` escapes OOXML uses for control characters in strings. */
function unescapeXml(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (whole, name: string) => {
      if (name === 'lt') return '<';
      if (name === 'gt') return '>';
      if (name === 'amp') return '&';
      if (name === 'quot') return '"';
      if (name === 'apos') return "'";
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text of a string item (shared or inline): its runs joined, without phonetic guides. */
function runText(xml: string): string {
  let text = '';
  for (const m of xml.replace(PHONETIC, '').matchAll(TEXT)) text += m[1];
  return unescapeXml(text);
}

/** A stored number as typed: without binary noise (12.300000000000001 is 12.3). */
function numberText(raw: string): string {
  const value = Number(raw);
  if (raw.trim() === '' || Number.isNaN(value)) return raw;
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** Column number of a cell reference (`AB12` → 28). */
function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/**
 * Reads the cells of an xlsx workbook as the text the user typed, sheet by sheet in workbook order.
 * Written for imports: values only (no styles, no formulas' formulas), string, number, boolean,
 * error and inline-string cells, from files of Excel, WPS, LibreOffice or exceljs.
 */
export class XlsxWorkbook {
  private sharedStrings: string[] | undefined;

  private constructor(
    private readonly zip: ZipArchive,
    readonly sheets: { name: string; path: string }[],
  ) {}

  /** Undefined when the file is no xlsx workbook. Throws when it is one but corrupt or over the budget. */
  static open(file: Buffer, maxUnpacked: number): XlsxWorkbook | undefined {
    const zip = ZipArchive.open(file, maxUnpacked);
    const workbook = zip?.read('xl/workbook.xml')?.toString('utf8');
    if (!zip || workbook === undefined) return undefined;
    const targets = new Map<string, string>();
    for (const m of (zip.read('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '').matchAll(RELATIONSHIP)) {
      const rel = attributes(m[1] ?? '');
      const target = rel.get('Target') ?? '';
      targets.set(rel.get('Id') ?? '', target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    }
    const sheets = [...workbook.matchAll(SHEET)].flatMap((m) => {
      const sheet = attributes(m[1] ?? '');
      const relId = [...sheet].find(([name]) => name === 'id' || name.endsWith(':id'))?.[1] ?? '';
      const path = targets.get(relId);
      return path && zip.has(path) ? [{ name: sheet.get('name') ?? '', path }] : [];
    });
    return new XlsxWorkbook(zip, sheets);
  }

  /** The rows of a sheet that hold something, in order; read lazily so a caller may stop early. */
  *rows(sheet: { path: string }): Generator<XlsxRow> {
    const xml = this.zip.read(sheet.path)?.toString('utf8') ?? '';
    const shared = this.shared();
    let previousRow = 0;
    for (const rowMatch of xml.matchAll(ROW)) {
      const number = Number(ROW_NUMBER.exec(rowMatch[1] ?? '')?.[1] ?? previousRow + 1);
      previousRow = number;
      const cells = new Map<number, string>();
      let previousColumn = 0;
      for (const cellMatch of (rowMatch[2] ?? '').matchAll(CELL)) {
        // Attributes by targeted patterns: a general attribute parse per cell would double the read time.
        const head = cellMatch[1] ?? '';
        const letters = CELL_COLUMN.exec(head)?.[1];
        const column = letters ? columnOf(letters) : previousColumn + 1;
        previousColumn = column;
        const text = cellText(CELL_TYPE.exec(head)?.[1] ?? 'n', cellMatch[2] ?? '', shared);
        if (text !== '') cells.set(column, text);
      }
      if (cells.size) yield { number, cells };
    }
  }

  private shared(): string[] {
    if (!this.sharedStrings) {
      const xml = this.zip.read('xl/sharedStrings.xml')?.toString('utf8') ?? '';
      this.sharedStrings = [...xml.matchAll(SHARED_ITEM)].map((m) => runText(m[1] ?? ''));
    }
    return this.sharedStrings;
  }
}

function cellText(type: string, body: string, shared: string[]): string {
  if (type === 'inlineStr') return runText(INLINE.exec(body)?.[1] ?? '');
  const raw = VALUE.exec(body)?.[1];
  if (raw === undefined) return '';
  switch (type) {
    case 's':
      return shared[Number(raw)] ?? '';
    case 'str':
    case 'e':
    case 'd':
      return unescapeXml(raw);
    case 'b':
      return raw.trim() === '1' ? 'TRUE' : 'FALSE';
    default:
      return numberText(raw);
  }
}
