import { EXPORT_MAX, selfServiceOrder } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { exportFileName, exportWorkbook } from '../../../platform/export/export-workbook';
import type { ParcelListRepository } from '../parcel-list-repository';
import type { ParcelReadService } from '../parcel-read-service';
import { parcelExportRows } from './parcel-export-rows';
import { parcelExportSheets } from './parcel-export-sheet';

/**
 * exportParcels: the list's tab and filters (or the ticked parcels) as xlsx, written in a worker while
 * the merchant holds a file-task slot; more than 5000 is refused with the exports' shared words.
 */
export function parcelExportRoutes(core: Core, deps: { parcelLists: ParcelListRepository; reads: ParcelReadService }) {
  return [
    route(selfServiceOrder.exportParcels, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(
        core,
        viewer,
        {
          load: (limit) => parcelExportRows(deps, viewer, query, limit, lang),
          sheets: (rows) => parcelExportSheets(rows, lang),
        },
        { max: EXPORT_MAX, refusal: 'EXPORT_LIMIT' },
      );
      sendXlsx(reply, { fileName: exportFileName('Parcels', core.clock.now()), file });
    }),
  ] satisfies RouteBinding[];
}
