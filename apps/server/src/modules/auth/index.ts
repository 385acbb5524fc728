import { defineModule } from '../../http/server-module';
import { authJobs } from './auth-jobs';
import { opsAccountRoutes } from './ops-account-routes';
import { authRoutes } from './routes';

/**
 * The auth module's public surface: sign-in, registration and password-reset routes (`routes.ts`),
 * the staff's calls on accounts (`ops-account-routes.ts`: the demo mail outbox, signing an account
 * out everywhere) and its pruning job.
 */
export const authModule = defineModule({
  name: 'auth',
  areas: ['auth', 'opsIdentity'],
  routes: (core) => [...authRoutes(core), ...opsAccountRoutes(core)],
  jobs: authJobs,
});
