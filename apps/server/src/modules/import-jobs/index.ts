import { defineModule } from '../../http/server-module';
import { importJobsRoutes } from './routes';

/** The import-jobs module's public surface: what every import shares (the failed-rows download). */
export const importJobsModule = defineModule({ name: 'importJobs', areas: ['importJobs'], routes: importJobsRoutes });
