import type { Lang, ParcelDetail } from '@portal/contract';
import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import { renderCustomsDeclaration } from './customs-declaration-pdf';
import { renderParcelLabels } from './parcel-label-pdf';

/** A PDF of one parcel order: its 4 × 6 inch labels or its customs declaration. */
export interface RenderParcelDocumentTask {
  kind: 'label' | 'customsDeclaration';
  detail: ParcelDetail;
  lang: Lang;
}

serveTasks<RenderParcelDocumentTask, Uint8Array>(async (task) => {
  const pdf =
    task.kind === 'label'
      ? await renderParcelLabels(task.detail, task.lang)
      : await renderCustomsDeclaration(task.detail, task.lang);
  return { result: pdf, transfer: transferOf(pdf) };
});
