import { defineModule } from '../../http/server-module';
import { opsJobsRoutes } from './routes';

/** The scheduled jobs' staff API (the runner itself is `platform/jobs`, `core.jobs`). */
export const opsJobsModule = defineModule({ area: 'opsJobs', routes: opsJobsRoutes });
