/**
 * Inbound documents (issue 11): how long the shipping marks of a 500-box booking take as a PDF
 * (target ≤ 2 s), and its packing list as PDF and xlsx, each made the way the server makes it: in
 * a heavy-work worker thread, the booking posted to it and the file moved back.
 *
 *   npm run bench:shipping-marks
 */
import type { Lang } from '@portal/contract';
import { fabricatedBooking } from '../apps/server/src/modules/inbound/documents/fabricated-booking.fixture';
import { packingListSheet } from '../apps/server/src/modules/inbound/documents/packing-list-sheet';
import type { RenderDocumentTask } from '../apps/server/src/modules/inbound/documents/render-documents.worker';
import { HeavyWorkPool } from '../apps/server/src/platform/heavy-work/heavy-work-pool';
import { workerEntry } from '../apps/server/src/platform/heavy-work/worker-entry';
import { writeXlsxInWorker } from '../apps/server/src/platform/xlsx/write-xlsx-in-worker';

const RENDER = workerEntry('modules/inbound/documents/render-documents.worker.ts');
const ROUNDS = 5;

async function timed(name: string, make: () => Promise<Uint8Array>): Promise<void> {
  const first = performance.now();
  const cold = await make();
  const coldMs = performance.now() - first;
  const times: number[] = [];
  let size = cold.byteLength;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    size = (await make()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(ROUNDS / 2)] ?? 0;
  console.log(
    `${name}: ${median.toFixed(0)} ms (median of ${ROUNDS}; ${(times[0] ?? 0).toFixed(0)}–${(times.at(-1) ?? 0).toFixed(0)}), first in a new worker ${coldMs.toFixed(0)} ms, ${(size / 1024).toFixed(0)} KB`,
  );
}

async function main() {
  const pool = new HeavyWorkPool({ threads: 1, queue: 10, timeoutMs: 60_000, memoryMb: 512, idleMs: 60_000 });
  // 250 packing-list rows of 2 boxes: 500 boxes, half with two SKUs, half with one (750 table rows).
  const detail = fabricatedBooking(250, 2);
  const render = (kind: RenderDocumentTask['kind'], lang: Lang) => () =>
    pool.run<Uint8Array>(RENDER, { kind, detail, lang } satisfies RenderDocumentTask, { owner: 1 });
  try {
    console.log(`booking: ${detail.boxes.length} boxes, ${detail.lines.length} SKUs, ${detail.quantity} units`);
    await timed('shipping marks PDF, 500 pages (zh_CN)', render('shippingMarks', 'zh_CN'));
    await timed('shipping marks PDF, 500 pages (en)', render('shippingMarks', 'en'));
    await timed('packing list PDF, A4 (zh_CN)', render('packingList', 'zh_CN'));
    await timed('packing list xlsx (zh_CN)', () => writeXlsxInWorker(pool, 1, [packingListSheet(detail, 'zh_CN')]));
  } finally {
    await pool.close();
  }
}

await main();
