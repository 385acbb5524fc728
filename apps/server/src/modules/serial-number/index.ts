import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { serialNumberRoutes } from './routes';
import { SerialNumberBinding } from './serial-number-binding';
import { SerialNumberRepository } from './serial-number-repository';

/**
 * The serial-number module's public surface: its routes, and binding serial numbers to an order at
 * packing (`serialNumberBinding(core)`), which the order module calls in its own transactions.
 * Depends on products (SKUs by code), never on orders.
 */
export const serialNumberModule = defineModule({
  name: 'serialNumber',
  areas: ['serialNumber'],
  routes: serialNumberRoutes,
});
export type { BindRequest, SerialNumberBinding } from './serial-number-binding';

export function serialNumberBinding(core: Pick<Core, 'db'>): SerialNumberBinding {
  return new SerialNumberBinding(new SerialNumberRepository(core.db));
}
