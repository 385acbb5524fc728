import { opsOrder } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { staffActor } from '../../platform/actor';
import { orderDeps } from './order-deps';
import { OrderFulfilmentService } from './order-fulfilment-service';

/**
 * Staff steps on an order (operations API, `/api/ops/order/…`): each names the order by its system
 * order id and the staff member acting, who is kept in the order's history.
 */
export function opsOrderRoutes(core: Core): RouteBinding[] {
  const orders = new OrderFulfilmentService(orderDeps(core));
  const ofOrder = {
    merchantOf: ({ body }: { body: { system_order_id: string } }) => orders.merchantOf(body.system_order_id),
  };
  return [
    route(opsOrder.verify, ({ body }) => orders.verify(body.system_order_id, staffActor(body.operator)), ofOrder),
    route(
      opsOrder.pack,
      ({ body, lang }) =>
        orders.pack(
          body.system_order_id,
          { weightG: body.weight_g, lengthCm: body.length_cm, widthCm: body.width_cm, heightCm: body.height_cm },
          staffActor(body.operator),
          lang,
          body.serial_numbers,
        ),
      ofOrder,
    ),
    route(opsOrder.handOver, ({ body }) => orders.handOver(body.system_order_id, staffActor(body.operator)), ofOrder),
    route(
      opsOrder.ship,
      ({ body, lang }) =>
        orders.ship(
          body.system_order_id,
          { number: body.tracking_number, lastMile: body.last_mile_tracking_number },
          staffActor(body.operator),
          lang,
          body.parcel && {
            weightG: body.parcel.weight_g,
            lengthCm: body.parcel.length_cm,
            widthCm: body.parcel.width_cm,
            heightCm: body.parcel.height_cm,
          },
        ),
      ofOrder,
    ),
    route(
      opsOrder.addTrackingEvent,
      ({ body }) => {
        const { system_order_id, operator, ...event } = body;
        return orders.addTrackingEvent(system_order_id, event, staffActor(operator));
      },
      ofOrder,
    ),
    route(
      opsOrder.raiseException,
      ({ body }) => orders.raiseException(body.system_order_id, body.reason, staffActor(body.operator)),
      ofOrder,
    ),
    route(
      opsOrder.resolveException,
      ({ body }) =>
        orders.resolveException(body.system_order_id, body.exception_id, body.resolution, staffActor(body.operator)),
      ofOrder,
    ),
    route(
      opsOrder.resolveInterception,
      ({ body }) =>
        orders.resolveInterception(body.system_order_id, body.approve, body.remark, staffActor(body.operator)),
      ofOrder,
    ),
    route(
      opsOrder.markExpired,
      ({ body }) => orders.markExpired(body.system_order_id, body.reason, staffActor(body.operator)),
      ofOrder,
    ),
    route(
      opsOrder.markDelivered,
      ({ body }) => orders.markDelivered(body.system_order_id, staffActor(body.operator)),
      ofOrder,
    ),
  ];
}
