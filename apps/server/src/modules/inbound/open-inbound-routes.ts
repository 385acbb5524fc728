import { open } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { productReferenceApi } from '../product-reference';
import { inboundMerchantServices } from './inbound-merchant-services';
import { OpenInboundService } from './open-inbound-service';

/** The Open API's inbound bookings (`auth: 'apiKey'`): each route gets the key's merchant as `viewer` and `API_KEY_ACTOR`. */
export function openInboundRoutes(core: Core): RouteBinding[] {
  const bookings = new OpenInboundService(inboundMerchantServices(core), productReferenceApi(core));
  return [
    route(open.createInboundBooking, ({ viewer, body, actor }) => bookings.create(viewer, body, actor)),
    route(open.getInboundBooking, ({ viewer, params, lang }) => bookings.detail(viewer, params.id, lang)),
    route(open.getInboundBookings, ({ viewer, query }) => bookings.list(viewer, query)),
  ];
}
