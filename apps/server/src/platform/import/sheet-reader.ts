import { IMPORT_ROWS_MAX } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import { numberText, type SheetCell } from '../xlsx/cell-format';
import { openSpreadsheet } from '../xlsx/open-spreadsheet';
import type { SheetRow, SpreadsheetLimits } from '../xlsx/spreadsheet';
import { SpreadsheetLimitError } from '../xlsx/xml-text';
import { headerMatcher, type ImportColumn, type ImportColumnType } from './import-columns';
import { IMPORT_REASONS } from './import-texts';

/** The header is looked for in the first rows, so a title line above it does no harm. */
const HEADER_SEARCH_ROWS = 10;

/** The cells of one data row by column key, trimmed; empty cells are left out. */
export type Cells<K extends string> = Partial<Record<K, string>>;

export interface ImportSheetRow<K extends string> {
  /** The row number as Excel shows it. */
  row: number;
  cells: Cells<K>;
}

/** What a column of its type takes from a cell. */
function columnValue(cell: SheetCell, type: ImportColumnType): string {
  if (type === 'number' && cell.number !== undefined) return numberText(cell.number);
  if (type === 'date' && cell.date !== undefined) return cell.date;
  return cell.text;
}

/**
 * The data rows of the first sheet whose header names the key column and another known column, by
 * header text in English or Chinese. Blank rows are skipped. Refuses a file that is not a workbook
 * (xlsx or xls), has no such header, lacks a required column, has no or too many data rows, or
 * breaks a reading limit. Runs in a worker (`read-sheet.worker.ts`).
 */
export async function readImportSheet<K extends string>(
  file: Buffer,
  columns: readonly ImportColumn<K>[],
  keyColumn: K,
  limits?: SpreadsheetLimits,
): Promise<ImportSheetRow<K>[]> {
  const match = headerMatcher(columns);
  const types = new Map(columns.map((c) => [c.key, c.type]));
  let header: Map<number, K> | undefined;
  let tooMany = false;
  const rows: ImportSheetRow<K>[] = [];
  try {
    const book = openSpreadsheet(file, limits);
    if (!book?.sheets.length) throw new AppError('IMPORT_FILE_UNREADABLE');
    for (let index = 0; index < book.sheets.length && !header; index += 1) {
      for await (const row of book.rows(index)) {
        if (!header) {
          if (row.number > HEADER_SEARCH_ROWS) break;
          header = headerOf(row, match, keyColumn);
          continue;
        }
        const cells = cellsOf(row, header, types);
        if (!cells) continue;
        if (rows.length === IMPORT_ROWS_MAX) {
          tooMany = true;
          break;
        }
        rows.push({ row: row.number, cells });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof SpreadsheetLimitError) throw new AppError('FILE_TOO_COMPLEX', { cause: error });
    throw new AppError('IMPORT_FILE_UNREADABLE', { cause: error });
  }
  const found = new Set(header?.values());
  const missing = columns.filter((c) => c.required && !found.has(c.key));
  if (missing.length) {
    const columns = {
      en: missing.map((c) => c.label.en).join(', '),
      zh_CN: missing.map((c) => c.label.zh_CN).join('、'),
    };
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'file', message: IMPORT_REASONS.missingColumns, params: { columns } }],
    });
  }
  if (tooMany) throw new AppError('IMPORT_TOO_MANY_ROWS');
  if (!rows.length) throw new AppError('IMPORT_EMPTY');
  return rows;
}

/** The columns a row names, when it is a header: it names the key column and at least one more. */
function headerOf<K extends string>(
  row: SheetRow,
  match: (header: string) => K | undefined,
  keyColumn: K,
): Map<number, K> | undefined {
  const header = new Map<number, K>();
  const taken = new Set<K>();
  for (const [column, cell] of row.cells) {
    const key = match(cell.text);
    // The first of two columns with the same header counts.
    if (key && !taken.has(key)) {
      taken.add(key);
      header.set(column, key);
    }
  }
  return header.size >= 2 && taken.has(keyColumn) ? header : undefined;
}

function cellsOf<K extends string>(
  row: SheetRow,
  header: Map<number, K>,
  types: Map<K, ImportColumnType>,
): Cells<K> | undefined {
  const cells: Cells<K> = {};
  let filled = false;
  for (const [column, key] of header) {
    const cell = row.cells.get(column);
    const text = cell ? columnValue(cell, types.get(key) ?? 'general').trim() : '';
    if (text) {
      cells[key] = text;
      filled = true;
    }
  }
  return filled ? cells : undefined;
}
