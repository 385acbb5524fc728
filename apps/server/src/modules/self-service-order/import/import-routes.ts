import { importParcelFieldsSchema, selfServiceOrder } from '@portal/contract';
import type { Core } from '../../../core';
import { readFilePart } from '../../../http/multipart';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { AppError } from '../../../kernel/app-error';
import { importPipelineOf } from '../../../platform/import/import-pipeline-of';
import type { ParcelServiceDeps } from '../parcel-deps';
import { ParcelImport } from './parcel-import';

/**
 * The parcel import on the shared pipeline: its template and the import (or its dry run). Its failed
 * rows download through `importJobs.downloadFailedRows`, which finds the kind and its permission.
 */
export function parcelImportRoutes(core: Core, deps: ParcelServiceDeps): RouteBinding[] {
  const kind = new ParcelImport(deps);
  core.imports.register(kind);
  const pipeline = importPipelineOf(core);
  return [
    route(selfServiceOrder.importParcels, async ({ viewer, actor, request, lang }) => {
      const part = await readFilePart(request, 'file');
      const fields = importParcelFieldsSchema.safeParse(part.fields ?? {});
      if (!fields.success) {
        part.stream.resume();
        throw new AppError('VALIDATION_FAILED', { issues: fields.error.issues });
      }
      return pipeline.run(viewer, kind, part, lang, { actor, dryRun: fields.data.dry_run });
    }),
    route(selfServiceOrder.downloadParcelImportTemplate, async ({ viewer, lang, reply }) => {
      sendXlsx(reply, await pipeline.template(kind, viewer, lang));
    }),
  ];
}
