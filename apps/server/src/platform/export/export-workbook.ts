import { type ErrorCodeName, EXPORT_MAX } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { FileTaskLimit } from '../heavy-work/file-task-limit';
import type { HeavyWorkPool } from '../heavy-work/heavy-work-pool';
import { writeXlsxInWorker } from '../xlsx/write-xlsx-in-worker';
import type { XlsxSheetSpec } from '../xlsx/xlsx-writer';

/** What an export reads: at most `limit` rows, and how many matched in all. */
export interface ExportSource<R> {
  load(limit: number): Promise<{ rows: R[]; total: number }>;
  sheets(rows: R[]): Promise<XlsxSheetSpec[]> | XlsxSheetSpec[];
}

/** `<prefix>-20260101093000.xlsx`: the time of the export in UTC. */
export function exportFileName(prefix: string, now: Date): string {
  return `${prefix}-${now.toISOString().slice(0, 19).replace(/\D/g, '')}.xlsx`;
}

/**
 * Every list export (spec 5 "Batch and export"): nothing matched is 'No data is exported', more than
 * 5000 rows (or the list's own cap) is refused, and the workbook is written in a worker while the merchant holds one of
 * its file-task slots.
 */
export async function exportWorkbook<R>(
  deps: { heavyWork: HeavyWorkPool; fileTasks: FileTaskLimit },
  viewer: Viewer,
  source: ExportSource<R>,
  /** A list's own cap and words for an export over it (orders: ORDER_EXPORT_LIMIT). */
  limit: { max: number; refusal: ErrorCodeName } = { max: EXPORT_MAX, refusal: 'EXPORT_LIMIT' },
): Promise<Buffer> {
  return exportWorkbookOf(deps, viewer.customerId, source, limit);
}

/** Staff's exports: the same rules, the file-task slots of the provider (`STAFF_EXPORT_OWNER`). */
export const STAFF_EXPORT_OWNER = 0;

/** `exportWorkbook` for the slots of `owner`: a merchant's id, or `STAFF_EXPORT_OWNER`. */
export async function exportWorkbookOf<R>(
  deps: { heavyWork: HeavyWorkPool; fileTasks: FileTaskLimit },
  owner: number,
  source: ExportSource<R>,
  limit: { max: number; refusal: ErrorCodeName } = { max: EXPORT_MAX, refusal: 'EXPORT_LIMIT' },
): Promise<Buffer> {
  return deps.fileTasks.run(owner, async () => {
    const { rows, total } = await source.load(limit.max);
    if (total === 0) throw new AppError('NO_DATA_EXPORTED');
    if (total > limit.max) throw new AppError(limit.refusal);
    return writeXlsxInWorker(deps.heavyWork, owner, await source.sheets(rows));
  });
}
