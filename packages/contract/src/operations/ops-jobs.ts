import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { RESOURCES } from '../core/resources';

/** The provider's staff watch and start the scheduled jobs (`ops-key` header). */

export const JOB_STATUSES = ['succeeded', 'failed', 'interrupted'] as const;

export const jobRunSchema = z.object({
  name: z.string(),
  /** `succeeded`, `failed` (its error in `error`), or `interrupted` (the instance stopped mid-run). */
  status: z.enum(JOB_STATUSES),
  /** What the job reports of its run (rows pruned per table, …). */
  result: z.record(z.string(), z.union([z.number(), z.string()])).nullable(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string(),
});

export const jobSchema = z.object({
  name: z.string(),
  /** "daily at 03:30 UTC", "every 60 minutes". */
  schedule: z.string(),
  /** 1 while an instance holds its lease (running it now). */
  running: z.union([z.literal(0), z.literal(1)]),
  last_started_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_status: z.enum(JOB_STATUSES).nullable(),
  last_result: jobRunSchema.shape.result,
  last_error: z.string().nullable(),
  next_run_at: z.string(),
});
export type ScheduledJobView = z.infer<typeof jobSchema>;

export const getJobList = defineOperation({
  id: 'opsJobs.getJobList',
  method: 'GET',
  shows: ['jobs'],
  path: '/api/ops/jobs/getJobList',
  summary: 'Every scheduled job: its schedule, last run, result and next run.',
  auth: 'ops',
  response: z.array(jobSchema),
});

export const runJob = defineOperation({
  id: 'opsJobs.runJob',
  method: 'POST',
  changes: RESOURCES,
  path: '/api/ops/jobs/runJob',
  summary: 'Run a job now, under its lease (refused while it runs anywhere), and answer how it went.',
  auth: 'ops',
  body: z.object({ name: z.string().trim().min(1).max(100) }),
  response: jobRunSchema,
});
