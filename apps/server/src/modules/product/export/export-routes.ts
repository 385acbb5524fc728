import { EXPORT_MAX, product } from '@portal/contract';
import type { Core } from '../../../core';
import { AppError } from '../../../http/app-error';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import type { ProductService } from '../product-service';
import { WarehouseRepository } from '../warehouse-repository';
import { skuExportWorkbook } from './sku-export-workbook';

/** `SKU-20260101093000.xlsx`: the time of the export in UTC. */
function exportFileName(now: Date): string {
  return `SKU-${now.toISOString().slice(0, 19).replace(/\D/g, '')}.xlsx`;
}

/** exportSku: the list's filters (or the selected ids, still the merchant's own only) as xlsx, at most 5000 rows. */
export function exportRoutes(core: Core, service: ProductService): RouteBinding[] {
  const warehouses = new WarehouseRepository(core.db);
  return [
    route(product.exportSku, async ({ viewer, query, lang, reply }) => {
      const { rows, total } = await service.matching(viewer, query, EXPORT_MAX);
      if (total === 0) throw new AppError('NO_DATA_EXPORTED');
      if (total > EXPORT_MAX) throw new AppError('EXPORT_LIMIT');
      const file = skuExportWorkbook(rows, await warehouses.list(), lang);
      sendXlsx(reply, { fileName: exportFileName(core.clock.now()), file });
    }),
  ];
}
