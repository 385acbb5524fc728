import { defineModule } from '../../http/server-module';
import { billingRoutes } from './routes';

/**
 * The billing module's public surface: the merchant's transaction history with its export and
 * detail, the per-order fulfilment-fee report and the monthly statements (issue 12). It reads the
 * wallet's transactions through the wallet module and the orders they belong to through the order
 * module; it writes nothing.
 */
export const billingModule = defineModule({ area: 'billing', routes: billingRoutes });
