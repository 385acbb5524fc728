import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';

/** What every import shares: its failed rows, whatever the import's kind. */
export const downloadFailedRows = defineOperation({
  id: 'importJobs.downloadFailedRows',
  method: 'GET',
  shows: ['imports'],
  path: '/api/ucenter/import/downloadFailedRows',
  summary: "An import's failed rows as xlsx, each with its reasons.",
  auth: 'user',
  permission: 'account',
  query: z.object({ job_id: idRule }),
  response: 'binary',
});
