import { IMPORT_FILE_NAME_MAX, IMPORT_FILE_NAME_MIN, IMPORT_ROWS_MAX, type Lang } from '@portal/contract';
import { AppError } from '../../../http/app-error';
import type { FilePart } from '../../../http/multipart';
import { type XlsxRow, XlsxWorkbook } from '../../../platform/xlsx/xlsx-workbook';
import { REASONS } from './import-texts';
import { headerMatcher, type SheetColumn } from './sku-columns';

/** An import file is read whole into memory, so it is capped well below the multipart limit. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** 5000 rows of every column unpack to 5-20 MB of XML; far more is a zip bomb or not an import. */
const UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
/** The header is looked for in the first rows, so a title line above it does no harm. */
const HEADER_SEARCH_ROWS = 10;

/** The cells of one data row by column key, trimmed; empty cells are left out. */
export type Cells<K extends string> = Partial<Record<K, string>>;

export interface SheetRow<K extends string> {
  /** The row number as Excel shows it. */
  row: number;
  cells: Cells<K>;
}

/**
 * Receives the uploaded file after checking its name: .xls or .xlsx, 3-64 characters. The whole
 * stream is consumed either way, and a file cut short by a size limit is refused, never half-read.
 */
export async function receiveImportFile(part: FilePart): Promise<{ name: string; file: Buffer }> {
  const name = part.filename;
  const refuse = (code: 'INVALID_FILE_TYPE' | 'IMPORT_FILE_NAME') => {
    part.stream.resume();
    return new AppError(code);
  };
  if (!/\.xlsx?$/i.test(name)) throw refuse('INVALID_FILE_TYPE');
  const length = [...name].length;
  if (length < IMPORT_FILE_NAME_MIN || length > IMPORT_FILE_NAME_MAX) throw refuse('IMPORT_FILE_NAME');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.stream) {
      size += (chunk as Buffer).length;
      // Past the cap the rest is still read (and dropped), so the request ends cleanly.
      if (size <= IMPORT_FILE_MAX_BYTES) chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw new AppError('PARAMETER_ERROR', { cause: error });
  }
  if (size > IMPORT_FILE_MAX_BYTES || part.truncated()) throw new AppError('FILE_TOO_LARGE');
  return { name, file: Buffer.concat(chunks) };
}

/**
 * The data rows of the first sheet whose header names the SKU column and another known column,
 * by header text in English or Chinese. Blank rows are skipped. Refuses a file that is not an
 * xlsx workbook, has no such header, lacks a required column, or has no or too many data rows.
 */
export function readImportSheet<K extends string>(
  file: Buffer,
  columns: readonly SheetColumn<K>[],
  lang: Lang,
): SheetRow<K>[] {
  const match = headerMatcher(columns);
  let header: Map<number, K> | undefined;
  let tooMany = false;
  const rows: SheetRow<K>[] = [];
  try {
    const book = XlsxWorkbook.open(file, UNPACKED_MAX_BYTES);
    if (!book?.sheets.length) throw new AppError('IMPORT_FILE_UNREADABLE');
    for (const sheet of book.sheets) {
      for (const row of book.rows(sheet)) {
        if (!header) {
          if (row.number > HEADER_SEARCH_ROWS) break;
          header = headerOf(row, match);
          continue;
        }
        const cells = cellsOf(row, header);
        if (!cells) continue;
        if (rows.length === IMPORT_ROWS_MAX) {
          tooMany = true;
          break;
        }
        rows.push({ row: row.number, cells });
      }
      if (header) break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMPORT_FILE_UNREADABLE', { cause: error });
  }
  const found = new Set(header?.values());
  const missing = columns.filter((c) => c.required && !found.has(c.key));
  if (missing.length) {
    const names = missing.map((c) => c.label[lang]).join(lang === 'zh_CN' ? '、' : ', ');
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'file', message: REASONS.missingColumns[lang].replace('{columns}', names) }],
    });
  }
  if (tooMany) throw new AppError('IMPORT_TOO_MANY_ROWS');
  if (!rows.length) throw new AppError('IMPORT_EMPTY');
  return rows;
}

/** The columns a row names, when it is a header: it names the SKU column and at least one more. */
function headerOf<K extends string>(
  row: XlsxRow,
  match: (header: string) => K | undefined,
): Map<number, K> | undefined {
  const header = new Map<number, K>();
  const taken = new Set<K>();
  for (const [column, text] of row.cells) {
    const key = match(text);
    // The first of two columns with the same header counts.
    if (key && !taken.has(key)) {
      taken.add(key);
      header.set(column, key);
    }
  }
  return header.size >= 2 && taken.has('sku' as K) ? header : undefined;
}

function cellsOf<K extends string>(row: XlsxRow, header: Map<number, K>): Cells<K> | undefined {
  const cells: Cells<K> = {};
  let filled = false;
  for (const [column, key] of header) {
    const text = row.cells.get(column)?.trim();
    if (text) {
      cells[key] = text;
      filled = true;
    }
  }
  return filled ? cells : undefined;
}
