import { type AddressType, ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { OrderDeps } from './order-deps';
import { AT_WAREHOUSE_STATUSES, cancelMode, isAddressTypeChangeable, isDeletable } from './order-state-machine';
import { assertMove } from './order-transitions';

const ADDRESS_TYPE_STATUSES: readonly OrderStatus[] = ['approving', 'verifying', 'awaiting_packing'];

/** What the merchant does to an existing order: cancel (or ask to intercept), delete, answer an exception, fix the address type. */
export class OrderActionsService {
  constructor(private readonly deps: OrderDeps) {}

  /**
   * An Approving order is canceled (nothing is locked or held yet). Once with the warehouse an
   * interception request is recorded for staff to resolve; after that the order has left.
   */
  async cancel(scope: TenantScope, id: number, reason: string, actor: Actor) {
    const order = await this.deps.orders.find(scope, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const status = order.status as OrderStatus;
    const at = this.deps.clock.now().toISOString();
    switch (cancelMode(status)) {
      case 'cancel':
        await transaction(this.deps.db, (tx) =>
          this.deps.transitions.move(tx, scope, 'canceled', actor, at, [{ order }], reason),
        );
        return { status: 'canceled', interception_requested: false };
      case 'intercept': {
        if (order.interception_requested) throw new AppError('INTERCEPTION_PENDING');
        const recorded = await transaction(this.deps.db, (tx) =>
          this.deps.orders.updateIn(tx, scope, id, AT_WAREHOUSE_STATUSES, {
            interception_requested: 1,
            interception_reason: reason,
            interception_requested_at: at,
            updated_at: at,
          }),
        );
        if (!recorded) throw new AppError('CONFLICT');
        return { status, interception_requested: true };
      }
      default:
        if (status === 'canceled') assertMove(status, 'canceled', actor);
        throw new AppError('ORDER_NOT_CANCELABLE');
    }
  }

  /** All or none: Approving and Canceled orders only; the refusal names the others. */
  async remove(scope: TenantScope, ids: number[]) {
    const unique = [...new Set(ids)];
    return transaction(this.deps.db, async (tx) => {
      const orders = await this.deps.orders.byIds(scope, unique, tx);
      if (orders.length !== unique.length) throw new AppError('ORDER_NOT_FOUND');
      const kept = orders.filter((order) => !isDeletable(order.status as OrderStatus));
      if (kept.length) {
        throw new AppError('ORDER_NOT_DELETABLE', {
          params: { orders: kept.map((order) => order.platform_order_no).join(', ') },
        });
      }
      const before = await this.deps.transitions.figuresBefore(tx, scope, unique);
      const deleted = await this.deps.orders.deleteIn(tx, scope, unique, ['approving', 'canceled']);
      if (deleted !== unique.length) throw new AppError('CONFLICT');
      await this.deps.transitions.deleted(
        tx,
        scope,
        orders.map((order) => order.status),
        before,
        unique,
      );
      return { deleted };
    });
  }

  /** The merchant answers an open exception; staff read it and resolve. */
  async replyException(scope: TenantScope, id: number, exceptionId: number, reply: string) {
    const order = await this.deps.orders.find(scope, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const at = this.deps.clock.now().toISOString();
    return transaction(this.deps.db, async (tx) => {
      const exception = await this.deps.history.findException(scope, id, exceptionId, tx);
      if (!exception) throw new AppError('NOT_FOUND');
      const answered = await this.deps.history.updateException(tx, scope, exceptionId, ['open'], {
        state: 'replied',
        reply,
        replied_at: at,
      });
      if (!answered) throw new AppError('EXCEPTION_NOT_OPEN');
      const stillOpen = await this.deps.history.countExceptions(tx, scope, id, ['open']);
      await this.deps.orders.updateIn(tx, scope, id, ORDER_STATUSES, {
        needs_reply: stillOpen > 0 ? 1 : 0,
        updated_at: at,
      });
      return { state: 'replied' };
    });
  }

  /** Residential, business or military decides surcharges: it may change until the parcel is packed. */
  async updateAddressType(scope: TenantScope, id: number, addressType: AddressType) {
    const order = await this.deps.orders.find(scope, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (!isAddressTypeChangeable(order.status as OrderStatus)) throw new AppError('ADDRESS_TYPE_LOCKED');
    const at = this.deps.clock.now().toISOString();
    const changed = await transaction(this.deps.db, (tx) =>
      this.deps.orders.updateIn(tx, scope, id, ADDRESS_TYPE_STATUSES, { address_type: addressType, updated_at: at }),
    );
    if (!changed) throw new AppError('ADDRESS_TYPE_LOCKED');
    return { address_type: addressType };
  }
}
