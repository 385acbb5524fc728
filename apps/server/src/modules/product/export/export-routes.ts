import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { exportFileName, exportWorkbook } from '../../../platform/export/export-workbook';
import type { ProductService } from '../product-service';
import { skuExportSheet } from './sku-export-workbook';

/** exportSku: the list's filters (or the selected ids, still the merchant's own only) as xlsx, at most 5000 rows. */
export function exportRoutes(core: Core, service: ProductService): RouteBinding[] {
  return [
    route(product.exportSku, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: async (rows) => [skuExportSheet(rows, (await service.references()).lists.warehouses, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('SKU', core.clock.now()), file });
    }),
  ];
}
