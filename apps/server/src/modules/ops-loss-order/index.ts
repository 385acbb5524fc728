import { defineModule } from '../../http/server-module';
import { opsLossOrderRoutes } from './routes';

/** The ops-loss-order module's public surface: staff confirm (with a recount) or close a loss order (ops-key header). */
export const opsLossOrderModule = defineModule({ area: 'opsLossOrder', routes: opsLossOrderRoutes });
