import type { HeavyWorkPool } from '../heavy-work/heavy-work-pool';
import { asBuffer } from '../heavy-work/serve-tasks';
import { workerEntry } from '../heavy-work/worker-entry';
import type { XlsxSheetSpec } from './xlsx-writer';

const WRITE_XLSX = workerEntry('platform/xlsx/write-xlsx.worker.ts');

/**
 * A workbook written by a worker: 5,000 rows of 40 columns take a few hundred milliseconds of CPU
 * to write and deflate, which the event loop does not wait for. Rows must be arrays (they are copied).
 */
export async function writeXlsxInWorker(pool: HeavyWorkPool, owner: number, sheets: XlsxSheetSpec[]): Promise<Buffer> {
  return asBuffer(await pool.run<Uint8Array>(WRITE_XLSX, sheets, { owner }));
}
