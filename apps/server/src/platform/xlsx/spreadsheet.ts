import type { SheetCell } from './cell-format';

export type { SheetCell } from './cell-format';

/** One row of a sheet that holds something: its number as Excel shows it, its cells by column (A = 1). */
export interface SheetRow {
  number: number;
  cells: Map<number, SheetCell>;
}

/** A workbook opened for reading, whatever its file format. */
export interface Spreadsheet {
  readonly sheets: readonly { name: string }[];
  /** The rows of the sheet at `index` that hold something, in order; read lazily so a caller may stop early. */
  rows(index: number): AsyncGenerator<SheetRow>;
}

/**
 * What reading one workbook may cost. Bytes bound memory, counts bound the work per item (12
 * million empty shared strings fit in 90 KB packed and in 64 MB unpacked), and the worker that
 * reads runs under a time and heap limit besides.
 */
export interface SpreadsheetLimits {
  /** Unpacked bytes of the parts held whole (workbook, relationships, styles). */
  unpackedBytes: number;
  /** Unpacked bytes of one part read as a stream (a sheet, the shared strings). */
  streamedPartBytes: number;
  sharedStrings: number;
  /** Characters of all shared strings together. */
  sharedStringChars: number;
  /** Cells that hold something, over every sheet read. */
  cells: number;
  /** Characters of one cell (Excel stops at 32,767). */
  cellChars: number;
  cellFormats: number;
}

export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = {
  unpackedBytes: 64 * 1024 * 1024,
  streamedPartBytes: 512 * 1024 * 1024,
  sharedStrings: 1_000_000,
  sharedStringChars: 32 * 1024 * 1024,
  cells: 1_000_000,
  cellChars: 32_767,
  cellFormats: 65_536,
};

/** Excel's largest sheet: 1,048,576 rows of 16,384 columns (XFD). */
export const MAX_ROW = 1_048_576;
export const MAX_COLUMN = 16_384;
