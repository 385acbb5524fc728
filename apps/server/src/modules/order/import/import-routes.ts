import { order } from '@portal/contract';
import type { Core } from '../../../core';
import { readCheckedImport } from '../../../http/import-upload';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { importPipelineOf } from '../../../platform/import/import-pipeline-of';
import type { OrderDeps } from '../order-deps';
import { OrderImport } from './order-import';

/** The order import on the shared pipeline: its template, the import (or its dry run) and its failed rows. */
export function orderImportRoutes(core: Core, deps: OrderDeps): RouteBinding[] {
  const kind = new OrderImport(deps);
  core.imports.register(kind);
  const pipeline = importPipelineOf(core);
  return [
    route(order.importOrder, async ({ viewer, actor, request, lang }) => {
      const { part, dryRun } = await readCheckedImport(request);
      return pipeline.run(viewer, kind, part, lang, { actor, dryRun });
    }),
    route(order.downloadImportTemplate, async ({ viewer, lang, reply }) => {
      sendXlsx(reply, await pipeline.template(kind, viewer, lang));
    }),
    route(order.downloadFailedRows, async ({ viewer, query, lang, reply }) => {
      sendXlsx(reply, await pipeline.failedRows(viewer, query.job_id, lang, kind.kind));
    }),
  ];
}
