import { opsSelfServiceOrder } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { staffActor } from '../../platform/actor';
import { parcelParts } from './parcel-parts';

/**
 * The hub's steps on parcel orders (operations API, `/api/ops/selfServiceOrder/…`): each names the
 * parcel by its number and the staff member acting, who is kept in the parcel's history.
 */
export function opsParcelRoutes(core: Core): RouteBinding[] {
  const { staff } = parcelParts(core);
  const ofParcel = {
    merchantOf: ({ body }: { body: { parcel_no: string } }) => staff.merchantOf(body.parcel_no),
  };
  return [
    route(
      opsSelfServiceOrder.handOverParcel,
      ({ body }) => staff.handOver(body.parcel_no, staffActor(body.operator)),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.receiveParcel,
      ({ body, lang }) =>
        staff.receive(
          body.parcel_no,
          body.pieces.map((p) => ({
            weight_g: p.weight_g,
            length_cm: p.length_cm,
            width_cm: p.width_cm,
            height_cm: p.height_cm,
          })),
          staffActor(body.operator),
          lang,
        ),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.shipParcel,
      ({ body }) =>
        staff.ship(body.parcel_no, { number: body.tracking_number, courier: body.courier }, staffActor(body.operator)),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.addParcelTrackingEvent,
      ({ body }) => {
        const { parcel_no, operator, ...event } = body;
        return staff.addTrackingEvent(parcel_no, event, staffActor(operator));
      },
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.deliverParcel,
      ({ body }) => staff.deliver(body.parcel_no, staffActor(body.operator)),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.returnParcel,
      ({ body }) => staff.returnParcel(body.parcel_no, body.reason, staffActor(body.operator)),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.raiseParcelException,
      ({ body }) => staff.raiseException(body.parcel_no, body.reason, staffActor(body.operator)),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.resolveParcelException,
      ({ body }) => staff.resolveException(body.parcel_no, body.exception_id, staffActor(body.operator)),
      ofParcel,
    ),
    route(
      opsSelfServiceOrder.resolveParcelInterception,
      ({ body }) => staff.resolveInterception(body.parcel_no, body.approve, body.note, staffActor(body.operator)),
      ofParcel,
    ),
  ];
}
