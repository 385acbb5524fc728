import { defineModule } from '../../http/server-module';
import { evaluationRoutes } from './routes';

/** The service evaluation (`/evaluation`): merchants rate the service each quarter; staff read the ratings. */
export const evaluationModule = defineModule({
  name: 'evaluation',
  areas: ['evaluation', 'opsContent'],
  routes: evaluationRoutes,
});
