import { storageFee } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { storageFeeParts } from './storage-fee-parts';
import { storageFeeSheet } from './storage-fee-sheets';

/** The merchant's storage fees (`/api/ucenter/billing/…`): list, detail, export and forecast. */
export function storageFeeRoutes(core: Core): RouteBinding[] {
  const { service } = storageFeeParts(core);
  return [
    route(storageFee.getStorageFeeList, ({ viewer, query }) => service.list(viewer, query)),
    route(storageFee.getStorageFeeDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(storageFee.getStorageForecast, ({ viewer, query }) => service.forecast(viewer, query)),
    route(storageFee.exportStorageFee, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: (rows) => [storageFeeSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('StorageFees', core.clock.now()), file });
    }),
  ];
}
