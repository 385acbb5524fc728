import { defineModule } from '../../http/server-module';
import { authJobs } from './auth-jobs';
import { authRoutes } from './routes';

/** The auth module's public surface: sign-in, registration and password-reset routes, and its pruning job. */
export const authModule = defineModule({ area: 'auth', routes: authRoutes, jobs: authJobs });
