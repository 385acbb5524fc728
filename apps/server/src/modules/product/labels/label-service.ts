import { LABELS_MAX, type LabelSize, type Lang, validationMessage } from '@portal/contract';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../../http/viewer';
import { type LabelContent, renderLabels } from './label-pdf';
import type { LabelRepository } from './label-repository';

export interface PrintRequest {
  ids: number[];
  label_size: LabelSize;
  copies: number;
}

/** Barcode labels of the merchant's SKUs (issue 3): what is printed, and for whom. */
export class LabelService {
  constructor(private readonly repository: LabelRepository) {}

  /** All or nothing: one id that is not the merchant's prints no label at all. */
  async print(viewer: Viewer, request: PrintRequest, lang: Lang): Promise<Uint8Array> {
    const ids = [...new Set(request.ids)];
    if (!ids.length) throw new AppError('NO_SELECTED_DATA');
    if (ids.length * request.copies > LABELS_MAX) {
      const max = Math.max(1, Math.floor(LABELS_MAX / ids.length));
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'copies', message: validationMessage('v.tooBig', lang, { max }) }],
      });
    }
    const rows = await this.repository.products(viewer, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const byId = new Map(rows.map((row) => [row.id, row]));
    // In the order the merchant selected them.
    const items: LabelContent[] = ids.map((id) => {
      const row = byId.get(id) as (typeof rows)[number];
      return { sku: row.sku, code: row.barcode || row.sku, name_en: row.name_en, name_cn: row.name_cn };
    });
    return renderLabels(items, request.label_size, request.copies);
  }
}
