import { defineModule } from '../../http/server-module';
import { opsBillingRoutes } from './ops-billing-routes';
import { billingRoutes } from './routes';

/**
 * The billing module's public surface. The merchant's routes (`routes.ts`): the transaction history
 * with its export and detail, the per-order fulfilment-fee report and the monthly statements (issue
 * 12). Finance staff's (`ops-billing-routes.ts`): adjustments, refunds and credit limits, posted
 * through the wallet module's calls. It reads the wallet's transactions through the wallet module and
 * the orders they belong to through the order module; it owns no table.
 */
export const billingModule = defineModule({
  name: 'billing',
  areas: ['billing', 'opsBilling'],
  routes: (core) => [...billingRoutes(core), ...opsBillingRoutes(core)],
});
