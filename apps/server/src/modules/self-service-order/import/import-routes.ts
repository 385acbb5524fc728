import { selfServiceOrder } from '@portal/contract';
import type { Core } from '../../../core';
import { readCheckedImport } from '../../../http/import-upload';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
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
      const { part, dryRun } = await readCheckedImport(request);
      return pipeline.run(viewer, kind, part, lang, { actor, dryRun });
    }),
    route(selfServiceOrder.downloadParcelImportTemplate, async ({ viewer, lang, reply }) => {
      sendXlsx(reply, await pipeline.template(kind, viewer, lang));
    }),
  ];
}
