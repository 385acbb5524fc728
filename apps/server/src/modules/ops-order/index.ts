import { defineModule, type ServerModule } from '../../http/server-module';
import type { OrderPorts } from '../order';
import { opsOrderRoutes } from './routes';

/** The ops-order module's public surface: the warehouse's and customer service's steps on orders (ops-key header). */
export const opsOrderModule = defineModule({ area: 'opsOrder', routes: (core) => opsOrderRoutes(core) });

/** The staff steps with some of the order module's ports replaced (tests, as `orderModuleOn`). */
export function opsOrderModuleOn(replace: Partial<OrderPorts>): ServerModule {
  return defineModule({ area: 'opsOrder', routes: (core) => opsOrderRoutes(core, replace) });
}
