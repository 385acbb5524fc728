import { defineModule } from '../../http/server-module';
import { opsJobsRoutes } from './ops-jobs-routes';

/**
 * The scheduled jobs' staff API: watch the jobs, run one now. A module of its own, not part of a
 * domain: the jobs belong to the modules that declare them and the runner with its tables to the
 * platform (`platform/jobs`, `core.jobs`); this module only serves the `opsJobs` area over it.
 */
export const jobsModule = defineModule({ name: 'jobs', areas: ['opsJobs'], routes: opsJobsRoutes });
