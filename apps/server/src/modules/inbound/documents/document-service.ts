import { INBOUND_LINES_MAX, type InboundDetail, type Lang } from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import type { FileDownload } from '../../../kernel/files';
import type { Viewer } from '../../../kernel/viewer';
import { exportFileName } from '../../../platform/export/export-workbook';
import type { FileTaskLimit } from '../../../platform/heavy-work/file-task-limit';
import type { HeavyWorkPool } from '../../../platform/heavy-work/heavy-work-pool';
import { asBuffer } from '../../../platform/heavy-work/serve-tasks';
import { workerEntry } from '../../../platform/heavy-work/worker-entry';
import { writeXlsxInWorker } from '../../../platform/xlsx/write-xlsx-in-worker';
import type { ProductApi } from '../../product';
import { packingListSheet } from './packing-list-sheet';
import { productListSheet } from './product-list-sheet';
import type { RenderDocumentTask, WarmDocumentsTask } from './render-documents.worker';

const RENDER_DOCUMENTS = workerEntry('modules/inbound/documents/render-documents.worker.ts');

/** The merchant's booking by id (names in `lang`); refused as not found when it is another merchant's. */
export type LoadBooking = (viewer: Viewer, id: number, lang: Lang) => Promise<InboundDetail>;

/**
 * The inbound booking's documents (spec 2, wizard steps 2 and 4). Files are made in the heavy-work
 * pool (PDFs rendered, workbooks written) while the merchant holds one of its file-task slots, so a
 * 500-box booking never holds the event loop and one merchant cannot fill the pool.
 */
export class InboundDocuments {
  constructor(
    private readonly deps: { heavyWork: HeavyWorkPool; fileTasks: FileTaskLimit; now: () => Date },
    private readonly loadBooking: LoadBooking,
    private readonly products: ProductApi,
  ) {}

  async packingList(viewer: Viewer, id: number, format: 'xlsx' | 'pdf', lang: Lang): Promise<FileDownload> {
    const detail = await this.loadBooking(viewer, id, lang);
    const fileName = `${detail.receiving_no}-packing-list.${format}`;
    const file = await this.deps.fileTasks.run(viewer.customerId, () =>
      format === 'pdf'
        ? this.render(viewer, { kind: 'packingList', detail, lang })
        : writeXlsxInWorker(this.deps.heavyWork, viewer.customerId, [packingListSheet(detail, lang)]),
    );
    return { fileName, file };
  }

  async shippingMarks(viewer: Viewer, id: number, lang: Lang): Promise<FileDownload> {
    const detail = await this.loadBooking(viewer, id, lang);
    const file = await this.deps.fileTasks.run(viewer.customerId, () =>
      this.render(viewer, { kind: 'shippingMarks', detail, lang }),
    );
    return { fileName: `${detail.receiving_no}-shipping-marks.pdf`, file };
  }

  /**
   * Step 2's product list of the SKUs named (comma-separated, any case, in the order given), with
   * the units booked of each when `quantities` pairs them. Codes the merchant does not have refuse
   * the whole list, naming them.
   */
  async productList(viewer: Viewer, skus: string, quantities: string | undefined, lang: Lang): Promise<FileDownload> {
    const booked = bookedCodes(skus, quantities);
    const codes = [...booked.keys()];
    if (codes.length > INBOUND_LINES_MAX) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'skus', message: 'v.tooManyItems', params: { max: INBOUND_LINES_MAX } }],
      });
    }
    const found = await this.products.findBySkus(viewer, codes);
    const byCode = new Map(found.map((product) => [product.sku.toUpperCase(), product]));
    const missing = codes.filter((code) => !byCode.has(code.toUpperCase()));
    if (missing.length) throw new AppError('SKU_NOT_FOUND', { blockers: missing });
    const items = codes.flatMap((code) => {
      const product = byCode.get(code.toUpperCase());
      return product ? [{ ...product, booked: booked.get(code) }] : [];
    });
    const file = await this.deps.fileTasks.run(viewer.customerId, () =>
      writeXlsxInWorker(this.deps.heavyWork, viewer.customerId, [productListSheet(items, lang)]),
    );
    return { fileName: exportFileName('product-list', this.deps.now()), file };
  }

  /** Loads the rendering worker now (start-up), not when the first merchant asks for a document. */
  warm(): Promise<boolean> {
    const task: WarmDocumentsTask = { kind: 'warm' };
    return this.deps.heavyWork.warm(RENDER_DOCUMENTS, task);
  }

  private async render(viewer: Viewer, task: RenderDocumentTask): Promise<Buffer> {
    return asBuffer(await this.deps.heavyWork.run<Uint8Array>(RENDER_DOCUMENTS, task, { owner: viewer.customerId }));
  }
}

/** `a, B ,a,,c` → `a, B, c`: trimmed, empty ones dropped, each code once (any case). */
export function uniqueCodes(text: string): string[] {
  return [...bookedCodes(text, undefined).keys()];
}

/**
 * The codes named, each once (any case), with the booked units the same place of `quantities`
 * gives (undefined without them). Quantities that do not pair one to one with the codes are refused.
 */
export function bookedCodes(text: string, quantities: string | undefined): Map<string, number | undefined> {
  const parts = text.split(/[,，\n]/).map((part) => part.trim());
  const counts = quantities === undefined ? undefined : quantities.split(',').map((n) => Number(n.trim()));
  if (counts && counts.length !== parts.filter(Boolean).length) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'quantities', message: 'v.skuQuantityMismatch' }] });
  }
  const seen = new Set<string>();
  const codes = new Map<string, number | undefined>();
  let named = 0;
  for (const code of parts) {
    if (!code) continue;
    const count = counts?.[named];
    named += 1;
    if (seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    codes.set(code, count);
  }
  return codes;
}
