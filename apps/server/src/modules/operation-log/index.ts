import { defineModule } from '../../http/server-module';
import { pruneOperationLogJob } from './operation-log-jobs';
import { operationLogRoutes } from './routes';

/**
 * The operation log's module: the page's reads (`routes.ts`) and the nightly pruning. Entries are
 * written by the route layer (platform/operation-log), not here: no module writes its own.
 */
export const operationLogModule = defineModule({
  name: 'operation-log',
  areas: ['operationLog'],
  routes: operationLogRoutes,
  jobs: (core) => [pruneOperationLogJob(core)],
});
