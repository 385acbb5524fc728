import { StringDecoder } from 'node:string_decoder';
import { GENERAL, type NumberFormat, numberFormat, numericCell, type SheetCell } from './cell-format';
import {
  DEFAULT_SPREADSHEET_LIMITS,
  MAX_COLUMN,
  MAX_ROW,
  type SheetRow,
  type Spreadsheet,
  type SpreadsheetLimits,
} from './spreadsheet';
import { XmlCollector, type XmlHandlerBase } from './xml-collector';
import { XmlScanner } from './xml-scanner';
import { attributesOf, SpreadsheetLimitError, unescapeXml } from './xml-text';
import { ZipArchive } from './zip-archive';

/** Column number of a cell reference (`AB12` → 28); 0 when it starts with no letter. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/** Tags of a small part, in order, each with its attributes. */
function tagsOf(xml: string, names: ReadonlySet<string>): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const scanner = new XmlScanner({
    wantsText: false,
    open: (name, attributes) => {
      if (names.has(name)) found.push({ name, attributes: attributesOf(attributes) });
    },
    close: () => {},
    text: () => {},
  });
  scanner.write(xml);
  scanner.end();
  return found;
}

/**
 * Reads the cells of an xlsx workbook as the merchant sees them (number formats applied; the number
 * or date behind a cell kept beside its text), from files of Excel, WPS, LibreOffice, Google Sheets,
 * SheetJS or exceljs. Sheets and shared strings are read as streams in one pass each; empty cells
 * cost nothing but the time to skip them.
 */
export class XlsxWorkbook implements Spreadsheet {
  private sharedStrings: string[] | undefined;
  private formats: NumberFormat[] | undefined;
  private cellsRead = 0;

  private constructor(
    private readonly zip: ZipArchive,
    readonly sheets: { name: string; path: string }[],
    private readonly date1904: boolean,
    private readonly limits: SpreadsheetLimits,
  ) {}

  /** Undefined when the file is no xlsx workbook. Throws when it is one but corrupt or over a limit. */
  static open(file: Buffer, limits: SpreadsheetLimits = DEFAULT_SPREADSHEET_LIMITS): XlsxWorkbook | undefined {
    const zip = ZipArchive.open(file, limits.unpackedBytes);
    const workbook = zip?.read('xl/workbook.xml')?.toString('utf8');
    if (!zip || workbook === undefined) return undefined;
    const targets = new Map<string, string>();
    const rels = zip.read('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
    for (const { attributes } of tagsOf(rels, new Set(['Relationship']))) {
      const target = attributes.Target ?? '';
      targets.set(attributes.Id ?? '', target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    }
    let date1904 = false;
    const sheets: { name: string; path: string }[] = [];
    for (const { name, attributes } of tagsOf(workbook, new Set(['sheet', 'workbookPr']))) {
      if (name === 'workbookPr') {
        date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
        continue;
      }
      const path = targets.get(attributes.id ?? '');
      if (path && zip.has(path)) sheets.push({ name: attributes.name ?? '', path });
    }
    return new XlsxWorkbook(zip, sheets, date1904, limits);
  }

  async *rows(index: number): AsyncGenerator<SheetRow> {
    const sheet = this.sheets[index];
    if (!sheet) return;
    const shared = await this.shared();
    const formats = await this.numberFormats();
    const handler = new SheetHandler(shared, formats, this.date1904, this.limits, () => {
      this.cellsRead += 1;
      if (this.cellsRead > this.limits.cells) throw new SpreadsheetLimitError('xlsx: too many cells');
    });
    for await (const rows of this.scanPart(sheet.path, handler, () => handler.takeRows())) yield* rows;
    handler.finish();
  }

  /** Feeds a part to `handler` chunk by chunk, answering what `drain` collected after each chunk. */
  private async *scanPart<T>(path: string, handler: XmlHandlerBase, drain: () => T): AsyncGenerator<T> {
    const scanner = new XmlScanner(handler);
    const decoder = new StringDecoder('utf8');
    for await (const chunk of this.zip.stream(path, this.limits.streamedPartBytes)) {
      scanner.write(decoder.write(chunk));
      yield drain();
    }
    scanner.write(decoder.end());
    scanner.end();
    yield drain();
  }

  private async shared(): Promise<string[]> {
    if (!this.sharedStrings) {
      const collector = new SharedStringsHandler(this.limits);
      for await (const _ of this.scanPart('xl/sharedStrings.xml', collector, () => undefined));
      this.sharedStrings = collector.items;
    }
    return this.sharedStrings;
  }

  private async numberFormats(): Promise<NumberFormat[]> {
    if (!this.formats) {
      const xml = this.zip.read('xl/styles.xml')?.toString('utf8') ?? '';
      const codes = new Map<number, string>();
      const formats: NumberFormat[] = [];
      let inCellXfs = false;
      const scanner = new XmlScanner({
        wantsText: false,
        open: (name, text, selfClosing) => {
          if (name === 'numFmt') {
            const attributes = attributesOf(text);
            codes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
          } else if (name === 'cellXfs') {
            inCellXfs = !selfClosing;
          } else if (name === 'xf' && inCellXfs) {
            if (formats.length >= this.limits.cellFormats) throw new SpreadsheetLimitError('xlsx: too many formats');
            const id = Number(attributesOf(text).numFmtId ?? 0);
            formats.push(Number.isInteger(id) ? numberFormat(id, codes.get(id)) : GENERAL);
          }
        },
        close: (name) => {
          if (name === 'cellXfs') inCellXfs = false;
        },
        text: () => {},
      });
      scanner.write(xml);
      scanner.end();
      this.formats = formats;
    }
    return this.formats;
  }
}

/** The items of the shared-string table, each its runs joined without phonetic guides. */
class SharedStringsHandler extends XmlCollector {
  readonly items: string[] = [];
  private inItem = false;
  private inPhonetic = false;
  private chars = 0;

  constructor(private readonly limits: SpreadsheetLimits) {
    super(limits.cellChars * 8);
  }

  open(name: string, _attributes: string, selfClosing: boolean): void {
    if (name === 'si') {
      if (this.inItem) throw new Error('xlsx: shared string item not closed');
      if (this.items.length >= this.limits.sharedStrings) throw new SpreadsheetLimitError('xlsx: too many strings');
      if (selfClosing) this.items.push('');
      else this.inItem = true;
      this.collected = '';
    } else if (name === 'rPh') {
      this.inPhonetic = !selfClosing;
    } else if (name === 't' && this.inItem && !this.inPhonetic && !selfClosing) {
      this.wantsText = true;
    }
  }

  close(name: string): void {
    if (name === 't') {
      this.wantsText = false;
    } else if (name === 'rPh') {
      this.inPhonetic = false;
    } else if (name === 'si' && this.inItem) {
      const text = unescapeXml(this.collected);
      this.chars += text.length;
      if (this.chars > this.limits.sharedStringChars) throw new SpreadsheetLimitError('xlsx: strings too long');
      this.items.push(text);
      this.inItem = false;
    }
  }
}

/** The cells of a sheet's rows; a row or cell opened inside another is refused at once. */
class SheetHandler extends XmlCollector {
  private rows: SheetRow[] = [];
  private inSheetData = false;
  private row: Map<number, SheetCell> | undefined;
  private rowNumber = 0;
  private previousColumn = 0;
  private cell: { column: number; type: string; style: number } | undefined;
  private value: string | undefined;
  private inline: string | undefined;
  private inInline = false;
  private inPhonetic = false;

  constructor(
    private readonly shared: string[],
    private readonly formats: NumberFormat[],
    private readonly date1904: boolean,
    limits: SpreadsheetLimits,
    private readonly countCell: () => void,
  ) {
    super(limits.cellChars * 8);
  }

  takeRows(): SheetRow[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  finish(): void {
    if (this.row) throw new Error(`xlsx: row ${this.rowNumber} not closed`);
  }

  open(name: string, attributes: string, selfClosing: boolean): void {
    if (name === 'sheetData') {
      this.inSheetData = !selfClosing;
      return;
    }
    if (!this.inSheetData) return;
    switch (name) {
      case 'row':
        this.openRow(attributes, selfClosing);
        return;
      case 'c':
        this.openCell(attributes, selfClosing);
        return;
      case 'v':
        if (this.cell && !selfClosing) this.collect();
        return;
      case 'is':
        this.inInline = !selfClosing;
        return;
      case 'rPh':
        this.inPhonetic = !selfClosing;
        return;
      case 't':
        // An empty run is written `<t/>` by some writers: it adds nothing.
        if (this.cell && this.inInline && !this.inPhonetic && !selfClosing) this.collect();
        return;
    }
  }

  close(name: string): void {
    if (name === 'v') {
      if (this.wantsText) this.value = (this.value ?? '') + this.stop();
    } else if (name === 't') {
      if (this.wantsText) this.inline = (this.inline ?? '') + this.stop();
    } else if (name === 'rPh') {
      this.inPhonetic = false;
    } else if (name === 'is') {
      this.inInline = false;
    } else if (name === 'c') {
      this.closeCell();
    } else if (name === 'row') {
      if (this.cell) throw new Error(`xlsx: a cell of row ${this.rowNumber} not closed`);
      if (this.row?.size) this.rows.push({ number: this.rowNumber, cells: this.row });
      this.row = undefined;
    } else if (name === 'sheetData') {
      if (this.row) throw new Error(`xlsx: row ${this.rowNumber} not closed`);
      this.inSheetData = false;
    }
  }

  private openRow(attributes: string, selfClosing: boolean): void {
    if (this.row) throw new Error(`xlsx: row ${this.rowNumber} not closed`);
    const r = attributesOf(attributes).r;
    const number = r === undefined ? this.rowNumber + 1 : Number(r);
    if (!Number.isInteger(number) || number < 1 || number > MAX_ROW) throw new Error('xlsx: bad row number');
    this.rowNumber = number;
    this.previousColumn = 0;
    if (!selfClosing) this.row = new Map();
  }

  private openCell(attributes: string, selfClosing: boolean): void {
    if (!this.row) throw new Error('xlsx: a cell outside a row');
    if (this.cell) throw new Error(`xlsx: a cell of row ${this.rowNumber} not closed`);
    const { r, t, s } = attributesOf(attributes);
    const column = r ? columnOf(r) : this.previousColumn + 1;
    if (column < 1 || column > MAX_COLUMN) throw new Error('xlsx: bad cell reference');
    this.previousColumn = column;
    if (selfClosing) return;
    this.cell = { column, type: t ?? 'n', style: s ? Number(s) : 0 };
    this.value = undefined;
    this.inline = undefined;
  }

  private closeCell(): void {
    const cell = this.cell;
    if (!cell || !this.row) return;
    this.cell = undefined;
    const found = this.cellOf(cell.type, cell.style);
    if (found && found.text !== '') {
      this.countCell();
      this.row.set(cell.column, found);
    }
  }

  private cellOf(type: string, style: number): SheetCell | undefined {
    if (type === 'inlineStr') return this.inline === undefined ? undefined : { text: unescapeXml(this.inline) };
    const raw = this.value;
    if (raw === undefined) return undefined;
    switch (type) {
      case 's':
        return { text: this.shared[Number(raw)] ?? '' };
      case 'str':
      case 'e':
        return { text: unescapeXml(raw) };
      case 'd': {
        const text = unescapeXml(raw).trim();
        return {
          text,
          date: text
            .replace('T', ' ')
            .replace(/(\.\d+)?Z?$/, '')
            .replace(/ 00:00:00$/, ''),
        };
      }
      case 'b':
        return { text: raw.trim() === '1' ? 'TRUE' : 'FALSE' };
      default: {
        const trimmed = raw.trim();
        const value = Number(trimmed);
        if (trimmed === '' || !Number.isFinite(value)) return { text: unescapeXml(raw) };
        return numericCell(value, this.formats[style] ?? GENERAL, this.date1904);
      }
    }
  }
}
