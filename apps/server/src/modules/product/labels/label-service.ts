import { LABELS_MAX, type LabelSize } from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import type { Viewer } from '../../../kernel/viewer';
import type { FileTaskLimit } from '../../../platform/heavy-work/file-task-limit';
import type { HeavyWorkPool } from '../../../platform/heavy-work/heavy-work-pool';
import { asBuffer } from '../../../platform/heavy-work/serve-tasks';
import { workerEntry } from '../../../platform/heavy-work/worker-entry';
import type { ProductRepository } from '../product-repository';
import type { LabelContent } from './label-pdf';
import type { RenderLabelsTask } from './render-labels.worker';

const RENDER_LABELS = workerEntry('modules/product/labels/render-labels.worker.ts');

export interface PrintRequest {
  ids: number[];
  label_size: LabelSize;
  copies: number;
  /** Copies of a SKU named here, in place of `copies`. */
  copies_of?: { id: number; copies: number }[];
}

/** Barcode labels of the merchant's SKUs (issue 3): what is printed, and for whom. */
export class LabelService {
  constructor(
    private readonly products: ProductRepository,
    private readonly heavyWork: HeavyWorkPool,
    private readonly fileTasks: FileTaskLimit,
  ) {}

  /** All or nothing: one id that is not the merchant's prints no label at all. */
  async print(viewer: Viewer, request: PrintRequest): Promise<Buffer> {
    const ids = [...new Set(request.ids)];
    if (!ids.length) throw new AppError('NO_SELECTED_DATA');
    const named = new Map((request.copies_of ?? []).map((entry) => [entry.id, entry.copies]));
    const copiesOf = (id: number) => named.get(id) ?? request.copies;
    if (ids.reduce((sum, id) => sum + copiesOf(id), 0) > LABELS_MAX) {
      // The copies that would fit, said of the uniform field (with per-SKU counts, the run's limit).
      const max = named.size ? LABELS_MAX : Math.max(1, Math.floor(LABELS_MAX / ids.length));
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'copies', message: 'v.tooBig', params: { max } }],
      });
    }
    const rows = await this.products.byIds(viewer, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const byId = new Map(rows.map((row) => [row.id, row]));
    // In the order the merchant selected them.
    const items: LabelContent[] = ids.map((id) => {
      const row = byId.get(id) as (typeof rows)[number];
      return {
        sku: row.sku,
        code: row.barcode || row.sku,
        name_en: row.name_en,
        name_cn: row.name_cn,
        copies: copiesOf(id),
      };
    });
    // Rendered in a worker: 5,000 labels take about a second of CPU.
    const task: RenderLabelsTask = { items, size: request.label_size };
    return this.fileTasks.run(viewer.customerId, async () =>
      asBuffer(await this.heavyWork.run<Uint8Array>(RENDER_LABELS, task, { owner: viewer.customerId })),
    );
  }
}
