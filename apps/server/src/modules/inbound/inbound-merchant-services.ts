import type { Core } from '../../core';
import { InboundBookingService } from './inbound-booking-service';
import { inboundDeps } from './inbound-deps';
import { InboundReadService } from './inbound-read-service';

/** The merchant's own steps on bookings, for the Open API's routes and the demo seed: the services the portal's routes call. */
export function inboundMerchantServices(core: Core) {
  const deps = inboundDeps(core);
  return { bookings: new InboundBookingService(deps), reads: new InboundReadService(deps) };
}
