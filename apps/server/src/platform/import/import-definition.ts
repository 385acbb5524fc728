import type { Lang, Localized, Permission } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { Viewer } from '../../kernel/viewer';
import type { Actor } from '../actor';
import type { XlsxSheetSpec } from '../xlsx/xlsx-writer';
import type { ImportColumn } from './import-columns';
import type { Cells } from './sheet-reader';

/** One data row of an import as the pipeline carries it: where it was, what it held, what became of it. */
export interface ImportRow<K extends string, T> {
  row: number;
  cells: Cells<K>;
  /** The row read into what the kind saves; undefined once the row has failed. */
  value?: T;
  reasons: Localized[];
}

/** A row still valid (it has a value): the kind checks and saves these. */
export type ValidRow<K extends string, T> = ImportRow<K, T> & { value: T };

/** Fails a row with a reason (in both languages, kept with the job for the failed-rows file). */
export type FailRow = (row: ImportRow<string, unknown>, reason: Localized) => void;

/**
 * Writes the import's job (its counts and failed rows as they stand) inside `tx`. A kind calls it last
 * in every transaction that saves rows, so rows are never committed without the job that reports them.
 */
export type RecordJob = (tx: Tx) => Promise<void>;

/** What saving rows is given besides them: the user's language, who acts (from the route), the job's recorder. */
export interface ImportSaveContext {
  lang: Lang;
  actor: Actor;
  recordJob: RecordJob;
}

export type RowOutcome<T> = { value: T } | { reasons: Localized[] };

/**
 * A kind of import on the shared pipeline (`platform/import`): the pipeline receives the file, reads
 * the sheet in a worker, fails repeats, keeps the job and writes templates and failed-rows files;
 * the kind says what its columns are, how a row reads and where valid rows go.
 */
export interface ImportDefinition<K extends string = string, T = unknown> {
  /** Stored with each job: `product`, `sku_tax_info`, … */
  kind: string;
  /** What a sub-account needs to import, and to download the failed rows afterwards. */
  permission: Permission;
  columns: readonly ImportColumn<K>[];
  /** The column that names a row in the results (the SKU); the header must have it. */
  keyColumn: K;
  /** Columns whose value may appear only once per file (compared case-insensitively). */
  uniqueColumns?: readonly K[];
  /**
   * Rows with the same value here are one record (an order's SKU lines): they stand or fall together,
   * so a row whose record has a failed row fails too, before the check and again before the save.
   */
  groupColumn?: K;
  template: {
    fileName: string;
    sheetName: Localized;
    /** The first line of the instructions sheet; the file rules of every import follow it. */
    instructions: Localized;
    /** Sheets after the instructions: lists of values to choose from. */
    extraSheets?(lang: 'en' | 'zh_CN'): Promise<XlsxSheetSpec[]>;
  };
  /**
   * Loads what reading rows needs for one import (reference lists, settings); answers the row reader,
   * which is called once per row in sheet order with the row's number as Excel shows it.
   */
  prepare(viewer: Viewer): Promise<(cells: Cells<K>, row: number) => RowOutcome<T>>;
  /** Checks valid rows against stored data (codes taken, unknown SKUs) and fails some; writes nothing. A dry run stops here. */
  check(viewer: Viewer, rows: ValidRow<K, T>[], fail: FailRow, lang: Lang): Promise<void>;
  /**
   * Saves the rows still valid after the check, each whole or not at all; may fail some (a race on a
   * unique code). Every transaction that saves rows ends with `context.recordJob(tx)`.
   */
  save(viewer: Viewer, rows: ValidRow<K, T>[], fail: FailRow, context: ImportSaveContext): Promise<void>;
}
