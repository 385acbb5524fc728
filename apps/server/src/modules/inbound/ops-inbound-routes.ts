import { opsInbound } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { staffActor } from '../../platform/actor';
import { inboundRateCards, inboundStaff } from './inbound-staff-parts';

/**
 * Staff steps on an inbound booking (operations API, `/api/ops/inbound/…`): each names the booking by
 * its receiving number and the staff member acting, who is kept in the booking's history; and the
 * inbound rate card a shelving charges by (`/api/ops/finance/…InboundRateCard`).
 */
export function opsInboundRoutes(core: Core): RouteBinding[] {
  const bookings = inboundStaff(core);
  const rateCards = inboundRateCards(core);
  const ofBooking = {
    merchantOf: ({ body }: { body: { receiving_no: string } }) => bookings.merchantOf(body.receiving_no),
  };
  return [
    route(opsInbound.getInboundRateCard, ({ query }) => rateCards.card(query.warehouse_id)),
    route(opsInbound.setInboundRateCard, ({ body }) => rateCards.setCard(body)),
    route(opsInbound.audit, ({ body }) => bookings.audit(body.receiving_no, staffActor(body.operator)), ofBooking),
    route(
      opsInbound.arrive,
      ({ body }) => bookings.arrive(body.receiving_no, body.box_nos, body.close, staffActor(body.operator)),
      ofBooking,
    ),
    route(
      opsInbound.qualityCheck,
      ({ body }) => bookings.qualityCheck(body.receiving_no, body.qualified, staffActor(body.operator)),
      ofBooking,
    ),
    route(
      opsInbound.shelve,
      ({ body }) => bookings.shelve(body.receiving_no, body.shelved, staffActor(body.operator)),
      ofBooking,
    ),
    route(
      opsInbound.receivePackaging,
      ({ body }) => bookings.receivePackaging(body.receiving_no, body.packaging, staffActor(body.operator)),
      ofBooking,
    ),
    route(
      opsInbound.voidBooking,
      ({ body }) => bookings.void(body.receiving_no, body.reason, staffActor(body.operator)),
      ofBooking,
    ),
  ];
}
