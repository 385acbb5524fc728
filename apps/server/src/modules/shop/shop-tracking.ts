import { randomUUID } from 'node:crypto';
import type { Core } from '../../core';
import type { DeliveredEvent } from '../../platform/events/event-outbox';
import { everyMinutes } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { type OrderShipmentReads, orderShipmentReads } from '../order';
import { type ShipmentNotice, ShopCallError, type ShopOrder } from './connectors/shop-connector';
import type { ShopCalls } from './shop-calls';
import type { ShopPushRepository } from './shop-push-repository';
import type { ShopOrderRow, ShopRepository } from './shop-repository';

/** The events subscriber's name: its place in the outbox is kept under it. */
export const SHOP_TRACKING_SUBSCRIBER = 'shop.tracking';

/** Shop orders sent per run of the job at most (the rest stay due for the next minute). */
const ORDERS_PER_RUN = 50;
/** How long a claim on a shop order's tracking holds: an instance that died mid-call leaves it due again then. */
const CLAIM_MS = 5 * 60_000;
/** Minutes waited after each failed attempt; after the last the portal stops trying (the error stays shown). */
export const TRACKING_RETRY_MINUTES = [1, 5, 30, 120, 360, 720, 1440];

/**
 * Marks the tracking of shop orders due when their portal order ships (`order.statusChanged` to
 * `shipped`, the move `order.shipped` webhooks are sent for). It only marks rows: the call to the
 * shop is the send job's, so a slow shop never holds up the outbox's other subscribers.
 */
export function shopTrackingSubscriber(core: Pick<Core, 'clock'>, store: ShopPushRepository) {
  return async (events: DeliveredEvent[]): Promise<void> => {
    const shipped = new Map<number, number[]>();
    for (const event of events) {
      if (event.type !== 'order.statusChanged' || event.payload.to !== 'shipped') continue;
      const orderId = Number(event.payload.order_id);
      if (!Number.isInteger(orderId)) continue;
      shipped.set(event.customerId, [...(shipped.get(event.customerId) ?? []), orderId]);
    }
    const at = core.clock.now().toISOString();
    for (const [customerId, orderIds] of shipped) await store.markTrackingDue(customerId, orderIds, at);
  };
}

/**
 * Sends the tracking of shipped orders back to the shops they came from (Shopify: a fulfilment;
 * WooCommerce: completed with a note). Each due shop order is claimed first, so two instances never
 * send one twice at once; a failure keeps the shop's answer and is tried again after a backoff;
 * refused credentials mark the connection as needing attention, and its orders wait for it.
 */
export class ShopTracking {
  private readonly orders: OrderShipmentReads;

  constructor(
    private readonly core: Core,
    private readonly connections: ShopRepository,
    private readonly store: ShopPushRepository,
    private readonly calls: ShopCalls,
  ) {
    this.orders = orderShipmentReads(core);
  }

  async runDue(now: Date, signal: AbortSignal): Promise<{ sent: number; failed: number }> {
    const owner = randomUUID();
    const at = now.toISOString();
    const until = new Date(now.getTime() + CLAIM_MS).toISOString();
    const totals = { sent: 0, failed: 0 };
    for (const row of await this.store.dueTracking(this.calls.platforms(), at, ORDERS_PER_RUN)) {
      if (signal.aborted) break;
      if (!row.tracking_due_at || !(await this.store.claimTracking(row.id, row.tracking_due_at, owner, until)))
        continue;
      const sent = await this.sendClaimed(row, owner, now, signal);
      totals[sent ? 'sent' : 'failed'] += 1;
    }
    return totals;
  }

  private async sendClaimed(row: ShopOrderRow, owner: string, now: Date, signal: AbortSignal): Promise<boolean> {
    const at = now.toISOString();
    try {
      const connection = await this.connections.connection(row.customer_id, row.connection_id);
      const connector = connection && this.calls.connector(connection.platform);
      if (!connection || !connector) throw new Error('the connection is gone');
      const shipment = await this.shipmentOf(row);
      await connector.sendShipment(await this.calls.target(connection), shipment, signal);
      await this.store.releaseTracking(row.id, owner, { sentAt: at });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof ShopCallError)) {
        this.core.log.error({ err: error, shopOrder: row.id }, 'sending tracking to the shop failed');
      }
      if (isAuth(error)) {
        // Refused credentials: the connection waits for the merchant; its orders are sent once it is active again.
        await this.connections.updateConnection(row.customer_id, row.connection_id, {
          status: 'needs_attention',
          last_error: message,
          updated_at: at,
        });
        await this.store.releaseTracking(row.id, owner, {
          error: message,
          attempts: row.tracking_attempts,
          dueAt: at,
          at,
        });
        return false;
      }
      const attempts = row.tracking_attempts + 1;
      const wait = TRACKING_RETRY_MINUTES[attempts - 1];
      await this.store.releaseTracking(row.id, owner, {
        error: message,
        attempts,
        dueAt: wait === undefined ? null : new Date(now.getTime() + wait * 60_000).toISOString(),
        at,
      });
      return false;
    }
  }

  /** The parcel as the shop is told of it: the portal ships an order whole, so every line the shop sent. */
  private async shipmentOf(row: ShopOrderRow): Promise<ShipmentNotice> {
    const order = row.order_id
      ? (await this.orders.byIds({ customerId: row.customer_id }, [row.order_id])).get(row.order_id)
      : undefined;
    if (!order) throw new Error(`the portal order of shop order ${row.order_no} is gone`);
    const pulled = JSON.parse(row.payload) as ShopOrder;
    return {
      externalOrderId: row.external_id,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: null,
      lines: pulled.lines.map((line) => ({ externalLineId: line.externalLineId, quantity: line.quantity })),
    };
  }
}

function isAuth(error: unknown): error is ShopCallError {
  return error instanceof ShopCallError && error.failure === 'auth';
}

/** `shop.sendTracking`: every minute, sends the tracking that is due. */
export function shopTrackingJob(tracking: ShopTracking): ScheduledJob {
  return {
    name: 'shop.sendTracking',
    schedule: everyMinutes(1),
    run: (now, signal) => tracking.runDue(now, signal),
  };
}
