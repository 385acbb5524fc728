import type { ImportResult, Lang, Localized } from '@portal/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { FileDownload, FilePart } from '../../kernel/files';
import { requirePermission, type Viewer } from '../../kernel/viewer';
import type { Actor } from '../actor';
import type { Clock } from '../clock';
import type { FileTaskLimit } from '../heavy-work/file-task-limit';
import type { HeavyWorkPool } from '../heavy-work/heavy-work-pool';
import { transferOf } from '../heavy-work/serve-tasks';
import { workerEntry } from '../heavy-work/worker-entry';
import { writeXlsxInWorker } from '../xlsx/write-xlsx-in-worker';
import type { ImportDefinition, ImportRow, ValidRow } from './import-definition';
import { ImportJobRecorder } from './import-job-recorder';
import type { FailedRow, ImportJobRepository } from './import-job-repository';
import type { ImportRegistry } from './import-registry';
import { fill, IMPORT_REASONS } from './import-texts';
import { failedRowsSheet, templateSheets } from './import-workbooks';
import { Turns } from './in-turns';
import type { ReadSheetTask } from './read-sheet.worker';
import { receiveImportFile } from './receive-file';
import type { ImportSheetRow } from './sheet-reader';

const READ_SHEET = workerEntry('platform/import/read-sheet.worker.ts');

/** The import result shows this many failures at once; the job keeps them all for the download. */
const FAILURES_SHOWN = 100;

/** Where a pipeline runs: the shared pool, the database and its job store, the clock. */
export interface ImportPipelineDeps {
  db: Db;
  heavyWork: HeavyWorkPool;
  fileTasks: FileTaskLimit;
  jobs: ImportJobRepository;
  registry: ImportRegistry;
  clock: Clock;
}

function fail(row: ImportRow<string, unknown>, why: Localized): void {
  row.value = undefined;
  row.reasons.push(why);
}

function isValid<K extends string, T>(row: ImportRow<K, T>): row is ValidRow<K, T> {
  return row.value !== undefined;
}

/**
 * Every spreadsheet import, whatever it creates (spec 5 "Import"): receive the file (name 3-64
 * characters, .xls/.xlsx, at most 10 MB), read its sheet in a worker, read each row with the kind's
 * reader, fail repeats of unique columns, let the kind check and save the valid rows, keep the job
 * with every failed row, and answer the counts with the first failures.
 */
export class ImportPipeline {
  constructor(private readonly deps: ImportPipelineDeps) {}

  async run<K extends string, T>(
    viewer: Viewer,
    definition: ImportDefinition<K, T>,
    part: FilePart,
    lang: Lang,
    options: { actor: Actor; dryRun?: boolean },
  ): Promise<ImportResult> {
    requirePermission(viewer, definition.permission, 'manage');
    const { name, file } = await receiveImportFile(part);
    return this.deps.fileTasks.run(viewer.customerId, () =>
      this.process(viewer, definition, name, file, lang, options),
    );
  }

  private async process<K extends string, T>(
    viewer: Viewer,
    definition: ImportDefinition<K, T>,
    name: string,
    file: Buffer,
    lang: Lang,
    options: { actor: Actor; dryRun?: boolean },
  ): Promise<ImportResult> {
    const task: ReadSheetTask = {
      file,
      columns: [...definition.columns],
      keyColumn: definition.keyColumn,
    };
    const [sheetRows, readRow] = await Promise.all([
      // The file moves to the worker (it is not read here again), so a 10 MB upload is not copied.
      this.deps.heavyWork.run<ImportSheetRow<K>[]>(READ_SHEET, task, {
        owner: viewer.customerId,
        transfer: transferOf(file),
      }),
      definition.prepare(viewer),
    ]);
    // Rows are read, and repeats marked, a few milliseconds at a time: 5,000 rows of schema checks
    // held the event loop (and every other merchant's request) for 100-200 ms.
    const turns = new Turns();
    const rows: ImportRow<K, T>[] = [];
    for (const sheetRow of sheetRows) {
      await turns.pause();
      const outcome = readRow(sheetRow.cells, sheetRow.row);
      rows.push(
        'value' in outcome
          ? { ...sheetRow, value: outcome.value, reasons: [] }
          : { ...sheetRow, reasons: outcome.reasons },
      );
    }
    for (const column of definition.uniqueColumns ?? []) await markRepeats(definition, rows, column, turns);
    await failGroups(definition, rows, turns);
    await turns.take();
    await definition.check(viewer, rows.filter(isValid), fail, lang);
    await turns.take();
    await failGroups(definition, rows, turns);
    await turns.take();
    let jobId = 0;
    if (!options.dryRun) {
      const job = new ImportJobRecorder(this.deps.db, this.deps.jobs, viewer, () => {
        const failedRows = failedRowsOf(rows);
        return {
          kind: definition.kind,
          fileName: name.slice(0, 255),
          total: rows.length,
          succeeded: rows.length - failedRows.length,
          failedRows,
          at: this.deps.clock.now().toISOString(),
        };
      });
      await definition.save(viewer, rows.filter(isValid), fail, { lang, actor: options.actor, recordJob: job.record });
      jobId = await job.settle();
      await turns.take();
    }
    return this.answer(definition, rows, lang, jobId);
  }

  async template<K extends string, T>(
    definition: ImportDefinition<K, T>,
    viewer: Viewer,
    lang: Lang,
  ): Promise<FileDownload> {
    const sheets = await templateSheets(definition, lang);
    return {
      fileName: definition.template.fileName,
      file: await writeXlsxInWorker(this.deps.heavyWork, viewer.customerId, sheets),
    };
  }

  /**
   * A job's failed rows as a workbook; the job's kind says which permission a sub-account needs. A
   * kind's own download (`onlyKind`) knows no job of another kind.
   */
  async failedRows(viewer: Viewer, jobId: number, lang: Lang, onlyKind?: string): Promise<FileDownload> {
    const job = await this.deps.jobs.find(viewer, jobId);
    const definition = job && this.deps.registry.find(job.kind);
    if (!job || !definition || (onlyKind !== undefined && job.kind !== onlyKind)) throw new AppError('NOT_FOUND');
    requirePermission(viewer, definition.permission);
    const sheet = failedRowsSheet(definition.columns, job.failedRows, lang);
    const file = await this.deps.fileTasks.run(viewer.customerId, () =>
      writeXlsxInWorker(this.deps.heavyWork, viewer.customerId, [sheet]),
    );
    return { fileName: `import-failed-rows-${job.id}.xlsx`, file };
  }

  private answer<K extends string, T>(
    definition: ImportDefinition<K, T>,
    rows: ImportRow<K, T>[],
    lang: Lang,
    jobId: number,
  ): ImportResult {
    const failed = failedRowsOf(rows);
    return {
      job_id: jobId,
      total: rows.length,
      success: rows.length - failed.length,
      failed: failed.length,
      failures: failed.slice(0, FAILURES_SHOWN).map((f) => ({
        row: f.row,
        sku: f.cells[definition.keyColumn] ?? '',
        reasons: f.reasons.map((r) => r[lang]),
      })),
    };
  }
}

function failedRowsOf<K extends string, T>(rows: ImportRow<K, T>[]): FailedRow[] {
  return rows
    .filter((r) => r.reasons.length)
    .map((r) => ({ row: r.row, cells: r.cells as Record<string, string>, reasons: r.reasons }));
}

/** Rows of a record (`groupColumn`) of which a row has failed: the rest fail too, naming the first failed row. */
async function failGroups<K extends string, T>(
  definition: ImportDefinition<K, T>,
  rows: ImportRow<K, T>[],
  turns: Turns,
): Promise<void> {
  const key = definition.groupColumn;
  const column = key && definition.columns.find((c) => c.key === key);
  if (!key || !column) return;
  const failedRow = new Map<string, number>();
  for (const row of rows) {
    await turns.pause();
    const value = row.cells[key];
    if (value !== undefined && row.value === undefined && !failedRow.has(value)) failedRow.set(value, row.row);
  }
  for (const row of rows) {
    await turns.pause();
    const value = row.cells[key];
    const failed = value === undefined ? undefined : failedRow.get(value);
    if (failed !== undefined && row.value !== undefined) {
      fail(row, fill(IMPORT_REASONS.groupFailed, { label: column.label, row: failed }));
    }
  }
}

/** A value already used by an earlier row of the file: the later row fails, naming the earlier one. */
async function markRepeats<K extends string, T>(
  definition: ImportDefinition<K, T>,
  rows: ImportRow<K, T>[],
  key: K,
  turns: Turns,
): Promise<void> {
  const column = definition.columns.find((c) => c.key === key);
  if (!column) return;
  const first = new Map<string, number>();
  for (const row of rows) {
    await turns.pause();
    const value = row.cells[key]?.toUpperCase();
    if (!value) continue;
    const seen = first.get(value);
    if (seen === undefined) first.set(value, row.row);
    else fail(row, fill(IMPORT_REASONS.repeated, { label: column.label, row: seen }));
  }
}
