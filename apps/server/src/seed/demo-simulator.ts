import type { OrderStatus } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { orderFulfilment } from '../modules/order';
import { systemActor } from '../platform/actor';
import { everyMinutes } from '../platform/jobs/schedule';
import type { ScheduledJob } from '../platform/jobs/scheduled-job';
import type { SeedTables } from './seed-tables';

/** The demo merchants: the only customers whose orders the simulator moves. */
export const DEMO_CUSTOMERS = [10001, 10002] as const;
/** Every Nth order (by id) meets a carrier exception while in transit, and waits for the merchant's reply. */
export const SIMULATOR_EXCEPTION_EVERY = 5;

const MOVING: readonly OrderStatus[] = [
  'verifying',
  'awaiting_packing',
  'packaged',
  'awaiting_shipping',
  'shipped',
  'in_transit',
  'out_for_delivery',
];

interface Moving {
  id: number;
  system_order_id: string;
  status: string;
  city: string;
  country: string;
}

/**
 * `demo.simulateOrders` (demo mode only, DEMO_SIMULATOR=0 turns it off): plays the warehouse and the
 * carrier for orders the demo merchants submit themselves, so the portal shows an order move from
 * Verifying to Delivered in a few minutes. Each order takes at most one step per run, once it has
 * waited DEMO_SIMULATOR_STEP_MS (a minute) in its status; the steps are the order module's own (as
 * the system actor), so stock, fees, transitions and tracking are real. The seeded orders (`DEMO-…`) keep their status,
 * an order waiting on an interception or an exception is left to staff and the merchant.
 */
export function demoSimulatorJob(core: Core): ScheduledJob {
  const db = queryBuilder<SeedTables>(core.db);
  const staff = orderFulfilment(core);
  const actor = systemActor('demo simulator');

  const parcelOf = async (order: Moving) => {
    const lines = await db
      .selectFrom('order_lines')
      .select(['quantity', 'weight_g', 'length_cm', 'width_cm', 'height_cm'])
      .where('customer_id', 'in', DEMO_CUSTOMERS)
      .where('order_id', '=', order.id)
      .execute();
    // Items stacked in one carton, with 60 g and 2 cm of packing around them.
    return {
      weightG: lines.reduce((sum, line) => sum + line.weight_g * line.quantity, 60),
      lengthCm: Math.max(1, ...lines.map((line) => line.length_cm)) + 2,
      widthCm: Math.max(1, ...lines.map((line) => line.width_cm)) + 2,
      heightCm: lines.reduce((sum, line) => sum + line.height_cm * line.quantity, 2),
    };
  };

  const track = (
    order: Moving,
    at: string,
    text: string,
    location: string,
    to: 'in_transit' | 'out_for_delivery' | 'delivered',
  ) =>
    staff.addTrackingEvent(
      order.system_order_id,
      {
        source: to === 'in_transit' ? 'carrier' : 'last_mile',
        status_text: text,
        location,
        occurred_at: at,
        moves_to: to,
      },
      actor,
    );

  const step = async (order: Moving, at: string) => {
    const id = order.system_order_id;
    const near = `${order.city}, ${order.country}`;
    switch (order.status as OrderStatus) {
      case 'verifying':
        return staff.verify(id, actor);
      case 'awaiting_packing':
        return staff.pack(id, await parcelOf(order), actor, 'en');
      case 'packaged':
        return staff.handOver(id, actor);
      case 'awaiting_shipping':
        return staff.ship(id, { number: `SIM${String(order.id).padStart(10, '0')}`, lastMile: `LM${id}` }, actor, 'en');
      case 'shipped':
        return track(order, at, 'Departed facility', 'Ontario, CA, US', 'in_transit');
      case 'in_transit':
        if (order.id % SIMULATOR_EXCEPTION_EVERY === 0) {
          return staff.raiseException(id, 'Address incomplete: the carrier needs an apartment or unit number', actor);
        }
        return track(order, at, 'Out for delivery', near, 'out_for_delivery');
      default:
        return track(order, at, 'Delivered, front door/porch', near, 'delivered');
    }
  };

  return {
    name: 'demo.simulateOrders',
    schedule: everyMinutes(1),
    async run(now, signal) {
      const waitedSince = new Date(now.getTime() - core.config.demoSimulatorStepMs).toISOString();
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'system_order_id', 'status', 'city', 'country'])
        .where('customer_id', 'in', DEMO_CUSTOMERS)
        .where('status', 'in', MOVING)
        .where('interception_requested', '=', 0)
        .where('needs_reply', '=', 0)
        .where('platform_order_no', 'not like', 'DEMO-%')
        .where('updated_at', '<=', waitedSince)
        .orderBy('id')
        .limit(200)
        .execute();
      let moved = 0;
      let failed = 0;
      for (const order of orders) {
        signal.throwIfAborted();
        // One order's refusal (staff moved it meanwhile) must not stop the others.
        try {
          await step(order, now.toISOString());
          moved += 1;
        } catch (error) {
          failed += 1;
          core.log.warn({ err: error, order: order.system_order_id }, 'demo simulator: step refused');
        }
      }
      return { moved, failed };
    },
  };
}
