import type { InboundDetail, Lang } from '@portal/contract';
import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import { renderPackingListPdf } from './packing-list-pdf';
import { renderShippingMarks } from './shipping-marks-pdf';

/** A PDF of one booking: its shipping marks or its packing list. */
export interface RenderDocumentTask {
  kind: 'shippingMarks' | 'packingList';
  detail: InboundDetail;
  lang: Lang;
}

serveTasks<RenderDocumentTask, Uint8Array>(async ({ kind, detail, lang }) => {
  const pdf =
    kind === 'shippingMarks' ? await renderShippingMarks(detail, lang) : await renderPackingListPdf(detail, lang);
  return { result: pdf, transfer: transferOf(pdf) };
});
