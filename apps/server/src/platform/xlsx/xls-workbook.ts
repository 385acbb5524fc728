import { type CellObject, read, type WorkBook } from '@e965/xlsx';
import { GENERAL, numberFormat, numericCell, type SheetCell } from './cell-format';
import { DEFAULT_SPREADSHEET_LIMITS, type SheetRow, type Spreadsheet, type SpreadsheetLimits } from './spreadsheet';
import { SpreadsheetLimitError } from './xml-text';

/** The signature of an OLE2 compound file: what Excel 97-2003 (BIFF8), WPS and LibreOffice save as .xls. */
const CFB_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

export function isCompoundFile(file: Buffer): boolean {
  return file.length >= 512 && file.subarray(0, 8).equals(CFB_SIGNATURE);
}

function cellOf(cell: CellObject, date1904: boolean): SheetCell | undefined {
  switch (cell.t) {
    case 'n': {
      const value = cell.v as number;
      if (!Number.isFinite(value)) return undefined;
      const format = typeof cell.z === 'string' ? numberFormat(-1, cell.z) : GENERAL;
      return numericCell(value, format, date1904);
    }
    case 's':
      return { text: String(cell.v ?? '') };
    case 'b':
      return { text: cell.v ? 'TRUE' : 'FALSE' };
    case 'e':
      return { text: cell.w ?? '' };
    default:
      return undefined;
  }
}

/**
 * A legacy binary .xls workbook read by SheetJS (the `@e965/xlsx` build of its current release):
 * values, and number formats applied by the same rules as for xlsx. The file is at most the upload
 * limit, so its cells are bounded by its size; the worker's heap and time limits bound the rest.
 */
export class XlsWorkbook implements Spreadsheet {
  private cellsRead = 0;

  private constructor(
    private readonly book: WorkBook,
    private readonly limits: SpreadsheetLimits,
  ) {}

  get sheets(): { name: string }[] {
    return this.book.SheetNames.map((name) => ({ name }));
  }

  /** Undefined when the file is no compound file; throws when it is one but no readable workbook. */
  static open(file: Buffer, limits: SpreadsheetLimits = DEFAULT_SPREADSHEET_LIMITS): XlsWorkbook | undefined {
    if (!isCompoundFile(file)) return undefined;
    // cellNF keeps each cell's format code; dense keeps rows as arrays; no formulas, styles or HTML.
    const book = read(file, { type: 'buffer', dense: true, cellNF: true, cellFormula: false, cellHTML: false });
    return new XlsWorkbook(book, limits);
  }

  async *rows(index: number): AsyncGenerator<SheetRow> {
    const name = this.book.SheetNames[index];
    const sheet = name === undefined ? undefined : this.book.Sheets[name];
    const data = sheet?.['!data'] ?? [];
    const date1904 = Boolean(this.book.Workbook?.WBProps?.date1904);
    for (let r = 0; r < data.length; r += 1) {
      const cells = new Map<number, SheetCell>();
      const row = data[r] ?? [];
      for (let c = 0; c < row.length; c += 1) {
        const cell = row[c];
        const found = cell ? cellOf(cell, date1904) : undefined;
        if (!found || found.text === '') continue;
        this.cellsRead += 1;
        if (this.cellsRead > this.limits.cells) throw new SpreadsheetLimitError('xls: too many cells');
        cells.set(c + 1, found);
      }
      if (cells.size) yield { number: r + 1, cells };
    }
  }
}
