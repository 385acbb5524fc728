import { IN_TRANSIT_STATUSES, type Lang, type OrderStatus } from '@portal/contract';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../platform/actor';
import { feeDifference } from './fee-adjustment';
import { type OrderDeps, orderReference } from './order-deps';
import { OrderExceptionService } from './order-exception-service';
import { finalFeeOf, storedFinalFee } from './order-final-fee';
import { serialNumbersPerLine, stockLinesOf } from './order-package-lines';
import type { MeasuredParcel, ScannedSerial } from './order-ports';
import { OrderQuotes } from './order-shipments';
import { orderForStaff, type StepResult } from './order-staff-lookup';
import { assertMove } from './order-transitions';
import type { StoredFinalFee } from './order-views';

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
 * charged), hand over, ship, tracking events, expiry and delivery; exceptions and interceptions are
 * `OrderExceptionService`'s, answered here too so that staff code has one entry. Each
 * is one transaction through the one transition function; staff find orders by system order id.
 */
export class OrderFulfilmentService {
  private readonly quotes: OrderQuotes;
  private readonly exceptions: OrderExceptionService;

  constructor(private readonly deps: OrderDeps) {
    this.quotes = new OrderQuotes(deps);
    this.exceptions = new OrderExceptionService(deps);
  }

  /** Whose order the number names (the operation log files a staff step under it); undefined when none. */
  async merchantOf(systemOrderId: string): Promise<number | undefined> {
    return (await this.deps.orders.findForStaff(systemOrderId))?.customer_id;
  }

  private find(systemOrderId: string) {
    return orderForStaff(this.deps, systemOrderId);
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
      await this.deps.packaging.deduct(tx, scope, { reference, actor });
      if (serialNumbers.length) {
        const bound = await this.deps.serialNumbers.bind(tx, scope, {
          orderId,
          systemOrderId: order.system_order_id,
          platformOrderNo: order.platform_order_no,
          lines: stockLinesOf(lines).map((unit) => ({ sku: unit.sku, quantity: unit.quantity })),
          serialNumbers,
          at,
        });
        await this.deps.lines.setSerialNumbers(tx, scope, orderId, serialNumbersPerLine(lines, bound));
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
   * the order keeps its status and waits for the reply (`order-exception-service.ts`).
   */
  raiseException(systemOrderId: string, reason: string, actor: Actor) {
    return this.exceptions.raise(systemOrderId, reason, actor);
  }

  /** Closes an exception; an Alert order with none left unresolved goes back to In Transit. */
  resolveException(systemOrderId: string, exceptionId: number, resolution: string, actor: Actor) {
    return this.exceptions.resolve(systemOrderId, exceptionId, resolution, actor);
  }

  /** Staff's answer to an interception request: approved, the order is cancelled and its stock and fee settled. */
  resolveInterception(systemOrderId: string, approve: boolean, remark: string, actor: Actor) {
    return this.exceptions.resolveInterception(systemOrderId, approve, remark, actor);
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
