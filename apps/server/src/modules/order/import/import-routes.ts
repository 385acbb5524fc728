import { importOrderFieldsSchema, order } from '@portal/contract';
import type { Core } from '../../../core';
import { readFilePart } from '../../../http/multipart';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { AppError } from '../../../kernel/app-error';
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
      const part = await readFilePart(request, 'file');
      const fields = importOrderFieldsSchema.safeParse(part.fields ?? {});
      if (!fields.success) {
        part.stream.resume();
        throw new AppError('VALIDATION_FAILED', { issues: fields.error.issues });
      }
      return pipeline.run(viewer, kind, part, lang, { actor, dryRun: fields.data.dry_run });
    }),
    route(order.downloadImportTemplate, async ({ viewer, lang, reply }) => {
      sendXlsx(reply, await pipeline.template(kind, viewer, lang));
    }),
    route(order.downloadFailedRows, async ({ viewer, query, lang, reply }) => {
      sendXlsx(reply, await pipeline.failedRows(viewer, query.job_id, lang, kind.kind));
    }),
  ];
}
