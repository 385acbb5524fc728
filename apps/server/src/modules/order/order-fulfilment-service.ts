import { IN_TRANSIT_STATUSES, type Lang, ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import { feeDifference } from './fee-adjustment';
import { type OrderDeps, orderReference } from './order-deps';
import { finalFeeOf, storedFinalFee } from './order-final-fee';
import type { MeasuredParcel, ScannedSerial } from './order-ports';
import type { OrderRow } from './order-repository';
import { OrderQuotes } from './order-shipments';
import { AT_WAREHOUSE_STATUSES, holdsLockedStock } from './order-state-machine';
import { assertMove } from './order-transitions';
import type { StoredFinalFee } from './order-views';

export interface StepResult {
  system_order_id: string;
  status: OrderStatus;
}

export interface TrackingEvent {
  source: 'carrier' | 'last_mile';
  status_text: string;
  location: string;
  occurred_at: string;
  moves_to?: 'in_transit' | 'pick_up' | 'out_for_delivery' | 'delivered';
}

/** Statuses in which a parcel has left and carrier events belong to it. */
const TRACKED: readonly OrderStatus[] = [...IN_TRANSIT_STATUSES, 'alert', 'expired', 'delivered'];

/**
 * The provider's steps on an order (operations API): verify, pack (stock deducted, final fee
 * charged), hand over, ship, tracking events, exceptions, interceptions, expiry and delivery. Each
 * is one transaction through the one transition function; staff find orders by system order id.
 */
export class OrderFulfilmentService {
  private readonly quotes: OrderQuotes;

  constructor(private readonly deps: OrderDeps) {
    this.quotes = new OrderQuotes(deps);
  }

  /** Whose order the number names (the operation log files a staff step under it); undefined when none. */
  async merchantOf(systemOrderId: string): Promise<number | undefined> {
    return (await this.deps.orders.findForStaff(systemOrderId))?.customer_id;
  }

  private async find(systemOrderId: string): Promise<{ order: OrderRow; scope: TenantScope }> {
    const order = await this.deps.orders.findForStaff(systemOrderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return { order, scope: { customerId: order.customer_id } };
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** A warehouse step that moves the order on, unless an interception waits for an answer. */
  private async step(systemOrderId: string, to: OrderStatus, actor: Actor, changes = {}): Promise<StepResult> {
    const { order, scope } = await this.find(systemOrderId);
    assertMove(order.status as OrderStatus, to, actor);
    if (order.interception_requested) throw new AppError('INTERCEPTION_PENDING');
    const at = this.now();
    await transaction(this.deps.db, (tx) => this.deps.transitions.move(tx, scope, to, actor, at, [{ order, changes }]));
    return { system_order_id: systemOrderId, status: to };
  }

  verify(systemOrderId: string, actor: Actor): Promise<StepResult> {
    return this.step(systemOrderId, 'awaiting_packing', actor);
  }

  handOver(systemOrderId: string, actor: Actor): Promise<StepResult> {
    return this.step(systemOrderId, 'awaiting_shipping', actor);
  }

  /**
   * The carrier collected the parcel → Shipped. With the carrier's own measurements the order's method
   * prices the parcel again: the difference from the fee charged at packing is debited or credited as
   * a `fee_adjustment` in the same transaction (once: the move from Awaiting Shipping happens once, and
   * the wallet writes one per order), and the order's fee becomes the final one.
   */
  async ship(
    systemOrderId: string,
    tracking: { number: string; lastMile: string },
    actor: Actor,
    lang: Lang,
    measured?: MeasuredParcel,
  ): Promise<StepResult & { final_fee: number | null; fee_adjustment: number }> {
    const changes = {
      tracking_number: tracking.number,
      last_mile_tracking_number: tracking.lastMile,
      shipped_at: this.now(),
    };
    if (!measured) {
      const { order } = await this.find(systemOrderId);
      const moved = await this.step(systemOrderId, 'shipped', actor, changes);
      return { ...moved, final_fee: order.final_fee_total, fee_adjustment: 0 };
    }
    const { order, scope } = await this.find(systemOrderId);
    assertMove(order.status as OrderStatus, 'shipped', actor);
    if (order.interception_requested) throw new AppError('INTERCEPTION_PENDING');
    const final = await finalFeeOf(this.deps, this.quotes, order, scope, measured, lang);
    const charged = order.final_fee ? (JSON.parse(order.final_fee) as StoredFinalFee) : null;
    const difference = feeDifference(charged?.lines ?? [], final.stored);
    const at = this.now();
    const finalFee = storedFinalFee(final.stored, measured, charged?.charged_at ?? at);
    await transaction(this.deps.db, async (tx) => {
      await this.deps.transitions.move(tx, scope, 'shipped', actor, at, [
        {
          order,
          changes: { ...changes, shipped_at: at, final_fee_total: final.total, final_fee: JSON.stringify(finalFee) },
        },
      ]);
      if (difference.total !== 0) {
        // Once per order: a retried shipping finds the first adjustment instead of writing another.
        await this.deps.charges.once(tx, scope, {
          type: 'fee_adjustment',
          reference: orderReference(order.id),
          amount: -difference.total,
          items: difference.lines,
          actor,
          remark: `${order.system_order_id} ${order.platform_order_no}`,
        });
      }
    });
    return {
      system_order_id: systemOrderId,
      status: 'shipped',
      final_fee: final.total,
      fee_adjustment: difference.total,
    };
  }

  /**
   * The measured parcel's fee by the order's method; stock deducted, the fee charged (its hold ends)
   * and the scanned serial numbers bound to the order's lines, all or nothing.
   */
  async pack(
    systemOrderId: string,
    parcel: MeasuredParcel,
    actor: Actor,
    lang: Lang,
    serialNumbers: ScannedSerial[] = [],
  ): Promise<StepResult & { final_fee: number }> {
    const { order, scope } = await this.find(systemOrderId);
    assertMove(order.status as OrderStatus, 'packaged', actor);
    if (order.interception_requested) throw new AppError('INTERCEPTION_PENDING');
    const { lines, ...fee } = await finalFeeOf(this.deps, this.quotes, order, scope, parcel, lang);
    const at = this.now();
    const orderId = order.id;
    await transaction(this.deps.db, async (tx) => {
      const reference = orderReference(orderId);
      await this.deps.stock.deduct(tx, scope, { reference, actor });
      if (serialNumbers.length) {
        const bound = await this.deps.serialNumbers.bind(tx, scope, {
          orderId,
          systemOrderId: order.system_order_id,
          platformOrderNo: order.platform_order_no,
          lines: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
          serialNumbers,
          at,
        });
        await this.deps.lines.setSerialNumbers(tx, scope, orderId, bound);
      }
      await this.deps.wallet.charge(tx, scope, {
        reference,
        amount: fee.total,
        items: fee.named.map(({ code, amount }) => ({ code, amount })),
        actor,
        remark: `${order.system_order_id} ${order.platform_order_no}`,
      });
      const finalFee = storedFinalFee(fee.stored, parcel, at);
      await this.deps.transitions.move(tx, scope, 'packaged', actor, at, [
        { order, changes: { final_fee_total: fee.total, final_fee: JSON.stringify(finalFee) } },
      ]);
    });
    return { system_order_id: systemOrderId, status: 'packaged', final_fee: fee.total };
  }

  /** A carrier's event, kept with the order; it moves the order when it says the parcel reached a new stage. */
  async addTrackingEvent(systemOrderId: string, event: TrackingEvent, actor: Actor): Promise<StepResult> {
    const { order, scope } = await this.find(systemOrderId);
    const status = order.status as OrderStatus;
    if (!TRACKED.includes(status)) assertMove(status, event.moves_to ?? 'in_transit', actor);
    const to = event.moves_to && event.moves_to !== status ? event.moves_to : undefined;
    if (to) assertMove(status, to, actor);
    const at = this.now();
    await transaction(this.deps.db, async (tx) => {
      await this.deps.history.addTrackingEvent(tx, scope, {
        order_id: order.id,
        source: event.source,
        status_text: event.status_text,
        location: event.location,
        occurred_at: new Date(event.occurred_at).toISOString(),
        created_at: at,
      });
      if (to) await this.deps.transitions.move(tx, scope, to, actor, at, [{ order }], event.status_text);
    });
    return { system_order_id: systemOrderId, status: to ?? status };
  }

  /**
   * An exception needing the merchant's reply: a parcel on its way goes to Alert; at the warehouse
   * (or already in Alert) the order keeps its status and is flagged as waiting for the reply.
   */
  async raiseException(systemOrderId: string, reason: string, actor: Actor) {
    const { order, scope } = await this.find(systemOrderId);
    const status = order.status as OrderStatus;
    const inTransit = IN_TRANSIT_STATUSES.includes(status);
    if (!inTransit && status !== 'alert' && !AT_WAREHOUSE_STATUSES.includes(status)) assertMove(status, 'alert', actor);
    const at = this.now();
    const exceptionId = await transaction(this.deps.db, async (tx) => {
      const id = await this.deps.history.addException(tx, scope, { order_id: order.id, reason, created_at: at });
      if (inTransit) {
        await this.deps.transitions.move(
          tx,
          scope,
          'alert',
          actor,
          at,
          [{ order, changes: { needs_reply: 1 } }],
          reason,
        );
      } else if (
        !(await this.deps.orders.updateIn(tx, scope, order.id, [status], { needs_reply: 1, updated_at: at }))
      ) {
        throw new AppError('CONFLICT');
      }
      await this.deps.transitions.exceptionRaised(tx, scope, order, id, reason);
      return id;
    });
    return {
      system_order_id: systemOrderId,
      status: inTransit ? ('alert' as const) : status,
      exception_id: exceptionId,
    };
  }

  /** Closes an exception; an Alert order with none left unresolved goes back to In Transit. */
  async resolveException(systemOrderId: string, exceptionId: number, resolution: string, actor: Actor) {
    const { order, scope } = await this.find(systemOrderId);
    const at = this.now();
    let status = order.status as OrderStatus;
    await transaction(this.deps.db, async (tx) => {
      const exception = await this.deps.history.findException(scope, order.id, exceptionId, tx);
      if (!exception) throw new AppError('NOT_FOUND');
      const closed = await this.deps.history.updateException(tx, scope, exceptionId, ['open', 'replied'], {
        state: 'resolved',
        resolution,
        resolved_at: at,
      });
      if (!closed) throw new AppError('EXCEPTION_NOT_OPEN');
      const open = await this.deps.history.countExceptions(tx, scope, order.id, ['open']);
      const unresolved = await this.deps.history.countExceptions(tx, scope, order.id, ['open', 'replied']);
      const needsReply = open > 0 ? 1 : 0;
      if (status === 'alert' && unresolved === 0) {
        await this.deps.transitions.move(tx, scope, 'in_transit', actor, at, [
          { order, changes: { needs_reply: needsReply } },
        ]);
        status = 'in_transit';
      } else {
        await this.deps.orders.updateIn(tx, scope, order.id, ORDER_STATUSES, {
          needs_reply: needsReply,
          updated_at: at,
        });
      }
    });
    return { system_order_id: systemOrderId, status };
  }

  /**
   * Staff's answer to an interception request. Approved before packing, the locked stock and the fee
   * hold are released; after packing the stock goes back on the shelf and the fee charged for the
   * work done stays charged. Rejected, the order goes on as it was.
   */
  async resolveInterception(systemOrderId: string, approve: boolean, remark: string, actor: Actor) {
    const { order, scope } = await this.find(systemOrderId);
    if (!order.interception_requested) throw new AppError('INTERCEPTION_NOT_REQUESTED');
    const status = order.status as OrderStatus;
    const at = this.now();
    if (!approve) {
      const answered = await transaction(this.deps.db, (tx) =>
        this.deps.orders.updateIn(tx, scope, order.id, [status], { interception_requested: 0, updated_at: at }),
      );
      if (!answered) throw new AppError('CONFLICT');
      return { system_order_id: systemOrderId, status };
    }
    assertMove(status, 'canceled', actor);
    const orderId = order.id;
    await transaction(this.deps.db, async (tx) => {
      if (holdsLockedStock(status)) {
        await this.deps.stock.release(tx, scope, { reference: orderReference(orderId), actor });
        await this.deps.wallet.releaseHold(tx, scope, { reference: orderReference(orderId) });
      } else {
        const lines = await this.deps.lines.linesOf(scope, [orderId], tx);
        // A packed parcel unpacked after an approved interception: its units are received back on the shelf.
        await this.deps.stock.receive(tx, scope, {
          reference: orderReference(orderId),
          warehouseId: order.warehouse_id,
          lines: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
          actor,
        });
        // Unpacked before it shipped: its units, and their serial numbers, are free again.
        await this.deps.serialNumbers.unbind(tx, scope, orderId);
        await this.deps.lines.setSerialNumbers(tx, scope, orderId, new Map());
      }
      await this.deps.transitions.move(
        tx,
        scope,
        'canceled',
        actor,
        at,
        [{ order, changes: { interception_requested: 0 } }],
        remark || order.interception_reason,
      );
    });
    return { system_order_id: systemOrderId, status: 'canceled' as const };
  }

  async markExpired(systemOrderId: string, reason: string, actor: Actor): Promise<StepResult> {
    const { order, scope } = await this.find(systemOrderId);
    assertMove(order.status as OrderStatus, 'expired', actor);
    const at = this.now();
    await transaction(this.deps.db, (tx) =>
      this.deps.transitions.move(tx, scope, 'expired', actor, at, [{ order }], reason),
    );
    return { system_order_id: systemOrderId, status: 'expired' };
  }

  async markDelivered(systemOrderId: string, actor: Actor): Promise<StepResult> {
    const { order, scope } = await this.find(systemOrderId);
    assertMove(order.status as OrderStatus, 'delivered', actor);
    const at = this.now();
    await transaction(this.deps.db, (tx) => this.deps.transitions.move(tx, scope, 'delivered', actor, at, [{ order }]));
    return { system_order_id: systemOrderId, status: 'delivered' };
  }
}
