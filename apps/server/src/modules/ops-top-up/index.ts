import { defineModule } from '../../http/server-module';
import { opsTopUpRoutes } from './routes';

/** The ops-top-up module's public surface: finance's steps on top-ups (ops-key header). */
export const opsTopUpModule = defineModule({ area: 'opsTopUp', routes: opsTopUpRoutes });
