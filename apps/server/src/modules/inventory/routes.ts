import { inventory } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { productReferenceApi } from '../product-reference';
import { InventoryListRepository } from './inventory-list-repository';
import { InventoryReadService } from './inventory-read-service';
import { inventorySheet, stockLogSheet } from './inventory-sheets';
import { StockLogRepository } from './stock-log-repository';

/** The merchant's inventory list and stock log (issue 11), and their xlsx exports. */
export function inventoryRoutes(core: Core): RouteBinding[] {
  const reads = new InventoryReadService({
    list: new InventoryListRepository(core.db),
    log: new StockLogRepository(core.db),
    catalogue: core.skuCatalogue,
    referenceNames: core.referenceNames,
    inTransit: core.inboundInTransit,
    references: productReferenceApi(core),
    clock: core.clock,
  });
  return [
    route(inventory.getInventoryList, ({ viewer, query }) => reads.list(viewer, query)),
    route(inventory.getStockLog, ({ viewer, query }) => reads.stockLog(viewer, query)),
    route(inventory.exportInventory, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => reads.matchingInventory(viewer, query, limit),
        sheets: (rows) => [inventorySheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('Inventory', core.clock.now()), file });
    }),
    route(inventory.downloadStockLog, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => reads.matchingLog(viewer, query, limit),
        sheets: (rows) => [stockLogSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('StockLog', core.clock.now()), file });
    }),
  ];
}
