import { type Lang, PARCEL_STATUS_NAMES } from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import type { FileDownload } from '../../../kernel/files';
import type { Viewer } from '../../../kernel/viewer';
import type { FileTaskLimit } from '../../../platform/heavy-work/file-task-limit';
import type { HeavyWorkPool } from '../../../platform/heavy-work/heavy-work-pool';
import { asBuffer } from '../../../platform/heavy-work/serve-tasks';
import { workerEntry } from '../../../platform/heavy-work/worker-entry';
import type { ParcelReadService } from '../parcel-read-service';
import type { RenderParcelDocumentTask } from './render-parcel-documents.worker';

const RENDER_PARCEL_DOCUMENTS = workerEntry('modules/self-service-order/labels/render-parcel-documents.worker.ts');

/**
 * The parcel's printouts, rendered in the heavy-work pool while the merchant holds one of its
 * file-task slots: the 4 × 6 inch labels and the customs declaration. A draft has no number the hub
 * expects yet and a canceled parcel goes nowhere: both are refused (`parcelActionsFor`'s `print_label`).
 */
export class ParcelDocuments {
  constructor(
    private readonly deps: { heavyWork: HeavyWorkPool; fileTasks: FileTaskLimit },
    private readonly parcels: Pick<ParcelReadService, 'detail'>,
  ) {}

  label(viewer: Viewer, id: number, lang: Lang): Promise<FileDownload> {
    return this.render(viewer, id, 'label', lang);
  }

  customsDeclaration(viewer: Viewer, id: number, lang: Lang): Promise<FileDownload> {
    return this.render(viewer, id, 'customsDeclaration', lang);
  }

  private async render(viewer: Viewer, id: number, kind: RenderParcelDocumentTask['kind'], lang: Lang) {
    const detail = await this.parcels.detail(viewer, id, lang);
    if (!detail.can.print_label) {
      throw new AppError('PARCEL_STEP_REFUSED', { params: { status: PARCEL_STATUS_NAMES[detail.status] } });
    }
    const task: RenderParcelDocumentTask = { kind, detail, lang };
    const file = await this.deps.fileTasks.run(viewer.customerId, async () =>
      asBuffer(await this.deps.heavyWork.run<Uint8Array>(RENDER_PARCEL_DOCUMENTS, task, { owner: viewer.customerId })),
    );
    const name = kind === 'label' ? 'label' : 'customs-declaration';
    return { fileName: `${detail.parcel_no}-${name}.pdf`, file };
  }
}
