import { defineModule } from '../../http/server-module';
import { opsBillingRoutes } from './routes';

/** The ops-billing module's public surface: finance staff's adjustments, refunds and credit limits (ops-key header). */
export const opsBillingModule = defineModule({ area: 'opsBilling', routes: opsBillingRoutes });
