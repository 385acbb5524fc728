import { IN_TRANSIT_STATUSES, ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../platform/actor';
import { type OrderDeps, orderReference } from './order-deps';
import { stockLinesOf } from './order-package-lines';
import { orderForStaff } from './order-staff-lookup';
import { AT_WAREHOUSE_STATUSES, holdsLockedStock } from './order-state-machine';
import { assertMove } from './order-transitions';

/**
 * What interrupts an order's way to the recipient (operations API): exceptions the merchant must
 * answer and the merchant's interception requests. Each is one transaction through the one
 * transition function; staff find orders by system order id.
 */
export class OrderExceptionService {
  constructor(private readonly deps: OrderDeps) {}

  private find(systemOrderId: string) {
    return orderForStaff(this.deps, systemOrderId);
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * An exception needing the merchant's reply: a parcel on its way goes to Alert; at the warehouse
   * (or already in Alert) the order keeps its status and is flagged as waiting for the reply.
   */
  async raise(systemOrderId: string, reason: string, actor: Actor) {
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
  async resolve(systemOrderId: string, exceptionId: number, resolution: string, actor: Actor) {
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
        await this.deps.packaging.release(tx, scope, { reference: orderReference(orderId), actor });
        await this.deps.wallet.releaseHold(tx, scope, { reference: orderReference(orderId) });
      } else {
        const lines = await this.deps.lines.linesOf(scope, [orderId], tx);
        // A packed parcel unpacked after an approved interception: its units are received back on the shelf.
        await this.deps.stock.receive(tx, scope, {
          reference: orderReference(orderId),
          warehouseId: order.warehouse_id,
          // A package line's components go back on the shelf, as they were deducted.
          lines: stockLinesOf(lines).map((line) => ({ productId: line.productId, quantity: line.quantity })),
          actor,
        });
        // The merchant's packaging used for the parcel is not received back: the box was used.
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
}
