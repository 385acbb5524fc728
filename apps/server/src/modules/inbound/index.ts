import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { InboundArrivalsRepository } from './inbound-arrivals-repository';
import { openInboundRoutes } from './open-inbound-routes';
import { opsInboundRoutes } from './ops-inbound-routes';
import { opsLossOrderRoutes } from './ops-loss-order-routes';
import { inboundRoutes } from './routes';

/**
 * The inbound module's public surface. Its routes: the merchant's bookings (`routes.ts`), the staff's
 * steps on them and the inbound rate cards (`ops-inbound-routes.ts`), and the staff's review of loss
 * orders (`ops-loss-order-routes.ts`: a review needs the booking's facts, and loss orders, raised by
 * bookings, sit below this module), and the Open API's bookings (`open-inbound-routes.ts`).
 * `inboundStaff(core)` is those staff steps and
 * `inboundMerchantServices(core)` the merchant's, for code outside the routes (the demo seed and
 * simulator). Depends on products, product reference data and the stock ledger; loss orders come in
 * through its port (`inbound-ports.ts`, wired in `inbound-wiring.ts`). Other modules import this file only.
 */
export const inboundModule = defineModule({
  name: 'inbound',
  areas: ['inbound', 'opsInbound', 'opsLossOrder', 'open'],
  routes: (core) => [
    ...inboundRoutes(core),
    ...opsInboundRoutes(core),
    ...opsLossOrderRoutes(core),
    ...openInboundRoutes(core),
  ],
});
export type { StatusReply } from './inbound-booking-service';
export type { BookingInput } from './inbound-draft';
export { inboundMerchantServices } from './inbound-merchant-services';
export type { DifferenceKind, DifferenceLine, InboundLossOrders, RaiseRequest } from './inbound-ports';
export { inboundStaff } from './inbound-staff-parts';
export type { SkuQuantity, StaffStepResult } from './inbound-staff-service';

/** Bookings due to arrive, for the monitor dashboard (read-only). */
export function inboundArrivals(core: Pick<Core, 'db'>): InboundArrivalsRepository {
  return new InboundArrivalsRepository(core.db);
}
export type { InboundArrivalsRepository } from './inbound-arrivals-repository';
