import { serialNumber } from '@portal/contract';
import type { Core } from '../../core';
import { readCheckedImport } from '../../http/import-upload';
import { type RouteBinding, route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { importPipelineOf } from '../../platform/import/import-pipeline-of';
import { productApi } from '../product';
import { serialNumberExportSheet } from './export/serial-number-export-sheet';
import { SerialNumberImport } from './import/serial-number-import';
import { SerialNumberRepository } from './serial-number-repository';
import { SerialNumberService } from './serial-number-service';

/** The serial-number page: list, export, import (with its dry run, template and failed rows), suggestions. */
export function serialNumberRoutes(core: Core): RouteBinding[] {
  const serials = new SerialNumberRepository(core.db);
  const products = productApi(core);
  const service = new SerialNumberService(serials, products, core.clock);
  const kind = new SerialNumberImport(core.db, serials, products, core.clock);
  core.imports.register(kind);
  core.productUsage.register('serial_numbers', (tx, customerId, productIds) =>
    serials.skusInUse(tx, customerId, productIds),
  );
  const pipeline = importPipelineOf(core);
  return [
    route(serialNumber.getList, ({ viewer, query }) => service.list(viewer, query)),
    route(serialNumber.exportSerialNumber, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: (rows) => [serialNumberExportSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('SerialNumber', core.clock.now()), file });
    }),
    route(serialNumber.downloadTemplate, async ({ viewer, lang, reply }) => {
      sendXlsx(reply, await pipeline.template(kind, viewer, lang));
    }),
    route(serialNumber.importSerialNumber, async ({ viewer, actor, request, lang }) => {
      const { part, dryRun } = await readCheckedImport(request);
      return pipeline.run(viewer, kind, part, lang, { actor, dryRun });
    }),
    route(serialNumber.downloadFailedRows, async ({ viewer, query, lang, reply }) => {
      sendXlsx(reply, await pipeline.failedRows(viewer, query.job_id, lang, kind.kind));
    }),
    route(serialNumber.getNewSn, ({ viewer, query }) => service.suggest(viewer, query.sku)),
  ];
}
