import { INBOUND_IN_TRANSIT_STATUSES, inbound } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { inboundDocumentRoutes } from './documents/document-routes';
import { InboundBookingService } from './inbound-booking-service';
import { inboundDeps } from './inbound-deps';
import { InboundReadService } from './inbound-read-service';

/** The merchant's inbound bookings (spec 2 "Inbound booking wizard", 3, 4 and 5 "Inbound"). */
export function inboundRoutes(core: Core): RouteBinding[] {
  const deps = inboundDeps(core);
  core.onboarding.register('inbound', 'inbound', (scope) => deps.list.anySubmitted(scope));
  // A SKU on any booking not deleted cannot be deleted (its packing list names it).
  core.productUsage.register('inbound', (tx, customerId, productIds) =>
    deps.lookups.skusInUse(tx, customerId, productIds),
  );
  // The merchant's packaging declared on or received with a booking not yet shelved cannot be deleted.
  core.packagingUsage.register('inbound', {
    refusal: 'PACKAGING_ON_OPEN_BOOKINGS',
    inUse: async (tx, customerId, packagingIds) => {
      const received = await deps.packaging.bookingsReceived(tx, { customerId }, packagingIds);
      const bookingIds = [...new Set(received.map((r) => r.bookingId))];
      const open = new Set(await deps.lookups.bookingsIn(tx, customerId, bookingIds, INBOUND_IN_TRANSIT_STATUSES));
      const declared = await deps.lookups.packagingDeclared(tx, customerId, packagingIds, INBOUND_IN_TRANSIT_STATUSES);
      return [...new Set([...received.filter((r) => open.has(r.bookingId)).map((r) => r.packagingId), ...declared])];
    },
  });
  // The stock log names a shelving's receipt by the booking's receiving number.
  core.referenceNames.register('inbound', (customerId, ids) => deps.lookups.numbersOf(customerId, ids));
  // The inventory list's "inbound in transit": booked and not yet shelved.
  core.inboundInTransit.register((customerId, productIds) =>
    deps.lookups.inTransit(customerId, productIds, INBOUND_IN_TRANSIT_STATUSES),
  );
  const bookings = new InboundBookingService(deps);
  const reads = new InboundReadService(deps);
  return [
    route(inbound.getList, ({ viewer, query }) => reads.list(viewer, query)),
    route(inbound.getStatusCount, ({ viewer, query }) => reads.statusCounts(viewer, query)),
    route(inbound.getDetail, ({ viewer, query, lang }) => reads.detail(viewer, query.id, lang)),
    route(inbound.saveDraft, ({ viewer, actor, body }) => bookings.save(viewer, body, actor, { submit: false })),
    route(inbound.reserve, ({ viewer, actor, body }) => bookings.reserve(viewer, body, actor)),
    route(inbound.submit, ({ viewer, actor, body }) => bookings.save(viewer, body, actor, { submit: true })),
    route(inbound.withdraw, ({ viewer, actor, body }) => bookings.withdraw(viewer, body.id, actor)),
    route(inbound.deleteDraft, ({ viewer, body }) => bookings.remove(viewer, body.id)),
    // Product list, packing list and shipping marks, made from the same tenant-scoped detail.
    ...inboundDocumentRoutes(core, (viewer, id, lang) => reads.detail(viewer, id, lang)),
  ];
}
