import { defineModule } from '../../http/server-module';
import { opsOrderRoutes } from './routes';

/** The ops-order module's public surface: the warehouse's and customer service's steps on orders (ops-key header). */
export const opsOrderModule = defineModule({ area: 'opsOrder', routes: opsOrderRoutes });
