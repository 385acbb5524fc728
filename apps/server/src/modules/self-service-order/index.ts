import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { opsParcelRoutes } from './ops-parcel-routes';
import { type ParcelMerchantServices, parcelParts } from './parcel-parts';
import type { ParcelStaffService } from './parcel-staff-service';
import { selfServiceOrderRoutes } from './routes';

/**
 * The self-service-order module's public surface (issue 27, docs/server/self-service-orders.md):
 * parcels the merchant hands over itself, for goods not in the provider's warehouse. A domain of its
 * own, not a part of `order/`: it owns its tables and its statuses, locks no stock and names no SKU,
 * and shares with orders only what the contract already holds (the recipient and tax-code rules) and
 * the modules both call (the rate engine, the wallet). It serves the merchant's area
 * (`selfServiceOrder`, `routes.ts`) and the hub's (`opsSelfServiceOrder`, `ops-parcel-routes.ts`);
 * `parcelMerchant(core)` and `parcelStaff(core)` are the same services for the demo seed and simulator.
 */
export const selfServiceOrderModule = defineModule({
  name: 'selfServiceOrder',
  areas: ['selfServiceOrder', 'opsSelfServiceOrder'],
  routes: (core) => [...selfServiceOrderRoutes(core), ...opsParcelRoutes(core)],
});
export type { ParcelMerchantServices } from './parcel-parts';
export type { ParcelStaffService } from './parcel-staff-service';

export function parcelMerchant(
  core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>,
): ParcelMerchantServices {
  return parcelParts(core).merchant;
}

export function parcelStaff(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>): ParcelStaffService {
  return parcelParts(core).staff;
}
