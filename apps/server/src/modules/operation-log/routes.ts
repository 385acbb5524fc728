import { operationLog } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { OperationLogRepository } from '../../platform/operation-log/operation-log-repository';
import { operationLogExportSheet } from './operation-log-export-sheet';
import { OperationLogService } from './operation-log-service';

/** The operation-log page: list, one entry's detail, export. */
export function operationLogRoutes(core: Core): RouteBinding[] {
  const service = new OperationLogService(new OperationLogRepository(core.db), core.accounts);
  return [
    route(operationLog.getList, ({ viewer, query }) => service.list(viewer, query)),
    route(operationLog.getDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(operationLog.exportOperationLog, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: (rows) => [operationLogExportSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('OperationLog', core.clock.now()), file });
    }),
  ];
}
