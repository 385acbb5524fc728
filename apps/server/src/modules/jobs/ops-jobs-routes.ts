import { opsJobs } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';

/** Staff watch the scheduled jobs and run one now (under its lease, like a scheduled run). */
export function opsJobsRoutes(core: Core): RouteBinding[] {
  return [
    route(opsJobs.getJobList, () => core.jobs.list()),
    route(opsJobs.runJob, ({ body }) => core.jobs.runNow(body.name)),
  ];
}
