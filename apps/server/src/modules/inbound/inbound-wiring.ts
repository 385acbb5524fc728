import type { Core } from '../../core';
import { lossOrderApi } from '../loss-order';
import type { InboundLossOrders } from './inbound-ports';

/**
 * The loss-order module behind the inbound port: a step's differences raise one loss (or gain)
 * order of the step's type, with each SKU's booked, arrived, qualified and actual units; a booking's
 * detail lists its loss orders. The one place the inbound module reaches the loss-order module.
 */
export function inboundLossOrders(core: Core): InboundLossOrders {
  const lossOrders = lossOrderApi(core);
  return {
    async raise(tx, scope, { booking, kind, lines, actor }) {
      const raised = await lossOrders.raise(tx, scope, {
        inboundId: booking.id,
        receivingNo: booking.receivingNo,
        warehouseId: booking.warehouseId,
        type: kind,
        lines: lines.map((line) => ({
          productId: line.productId,
          sku: line.sku,
          appointment: line.counts.booked,
          arrival: line.counts.arrived,
          qualified: line.counts.qualified,
          actual: line.actual,
        })),
        actor,
      });
      return raised ? [{ id: raised.id, loss_no: raised.lossNo }] : [];
    },
    ofBooking: (scope, bookingId) => lossOrders.ofInbound(scope, bookingId),
  };
}
