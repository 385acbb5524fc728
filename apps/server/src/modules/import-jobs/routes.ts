import { importJobs } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import { importPipelineOf } from '../../platform/import/import-pipeline-of';

/** What every import shares: the failed rows of a job, whatever its kind (the kind names the permission). */
export function importJobsRoutes(core: Core): RouteBinding[] {
  const pipeline = importPipelineOf(core);
  return [
    route(importJobs.downloadFailedRows, async ({ viewer, query, lang, reply }) => {
      sendXlsx(reply, await pipeline.failedRows(viewer, query.job_id, lang));
    }),
  ];
}
