import type { InboundDetail, Lang } from '@portal/contract';
import { PDFDocument } from 'pdf-lib';
import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import { embedCjkFont } from '../../../platform/pdf/cjk-font';
import { renderPackingListPdf } from './packing-list-pdf';
import { renderShippingMarks } from './shipping-marks-pdf';

/** A PDF of one booking: its shipping marks or its packing list. */
export interface RenderDocumentTask {
  kind: 'shippingMarks' | 'packingList';
  detail: InboundDetail;
  lang: Lang;
}

/** Start-up's warm-up: reads the Chinese font and subsets it once, so the first real document is not slow. */
export interface WarmDocumentsTask {
  kind: 'warm';
}

serveTasks<RenderDocumentTask | WarmDocumentsTask, Uint8Array>(async (task) => {
  if (task.kind === 'warm') {
    const doc = await PDFDocument.create();
    await embedCjkFont(doc, ['入库单 Box 1 / 1']);
    return { result: await doc.save() };
  }
  const { kind, detail, lang } = task;
  const pdf =
    kind === 'shippingMarks' ? await renderShippingMarks(detail, lang) : await renderPackingListPdf(detail, lang);
  return { result: pdf, transfer: transferOf(pdf) };
});
