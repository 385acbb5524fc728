import { ORDER_EXPORT_LIMIT, order } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { exportFileName, exportWorkbook } from '../../../platform/export/export-workbook';
import type { OrderReadService } from '../order-read-service';
import { orderExportSheets } from './order-export-sheet';

/** exportOrder: the list's tab and filters (or the ticked orders, still the merchant's own only) as xlsx. */
export function orderExportRoutes(core: Core, reads: OrderReadService): RouteBinding[] {
  return [
    route(order.exportOrder, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(
        core,
        viewer,
        {
          load: (limit) => reads.exportRows(viewer, query, limit),
          sheets: (rows) => orderExportSheets(rows, lang),
        },
        { max: ORDER_EXPORT_LIMIT, refusal: 'ORDER_EXPORT_LIMIT' },
      );
      sendXlsx(reply, { fileName: exportFileName('Orders', core.clock.now()), file });
    }),
  ];
}
