import type { OrderStatus } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { TenantScope } from '../../http/viewer';
import type { Actor } from '../../platform/actor';
import type { OrderCountsRepository } from './order-counts-repository';
import type { OrderHistoryRepository } from './order-history-repository';
import type { OrderChanges, OrderRepository } from './order-repository';
import { canMove } from './order-state-machine';
import { ORDER_STATUS_LABELS } from './order-status-labels';

export interface Move {
  /** The order and the status the caller read it in. */
  order: { id: number; status: string };
  /** Columns written with the status (tracking numbers, fees). */
  changes?: OrderChanges;
}

/**
 * The one way an order's status changes: the state machine's table is checked, the status is written
 * only if the order is still where the caller read it (of two racing writers one wins, the other is
 * refused with CONFLICT), the transition is stored with its actor and reason, and the merchant's
 * counts per status follow, all in the caller's transaction.
 */
export class OrderTransitions {
  constructor(
    private readonly orders: OrderRepository,
    private readonly history: OrderHistoryRepository,
    private readonly counts: OrderCountsRepository,
  ) {}

  async move(tx: Tx, scope: TenantScope, to: OrderStatus, actor: Actor, at: string, moves: Move[], reason = '') {
    for (const { order } of moves) assertMove(order.status as OrderStatus, to, actor);
    const deltas = new Map<string, number>();
    // Rows are locked in id order, so two batches over the same orders cannot deadlock.
    for (const { order, changes } of [...moves].sort((a, b) => a.order.id - b.order.id)) {
      const moved = await this.orders.setStatus(tx, scope, order.id, { from: order.status, to, at }, changes);
      if (!moved) throw new AppError('CONFLICT');
      deltas.set(order.status, (deltas.get(order.status) ?? 0) - 1);
      deltas.set(to, (deltas.get(to) ?? 0) + 1);
    }
    await this.history.addTransitions(
      tx,
      scope,
      moves.map(({ order }) => transitionRow(order.id, order.status, to, actor, reason, at)),
    );
    await this.counts.apply(tx, scope, deltas);
  }

  /** New orders start in Approving: their first transition, and the count. */
  async created(tx: Tx, scope: TenantScope, orderIds: number[], actor: Actor, at: string, reason = '') {
    await this.history.addTransitions(
      tx,
      scope,
      orderIds.map((id) => transitionRow(id, null, 'approving', actor, reason, at)),
    );
    await this.counts.apply(tx, scope, new Map([['approving', orderIds.length]]));
  }

  /** Deleted orders leave the counts of the statuses they were in. */
  async deleted(tx: Tx, scope: TenantScope, statuses: string[]) {
    const deltas = new Map<string, number>();
    for (const status of statuses) deltas.set(status, (deltas.get(status) ?? 0) - 1);
    await this.counts.apply(tx, scope, deltas);
  }
}

/** Refuses a move the state machine does not allow, naming both statuses in the user's language. */
export function assertMove(from: OrderStatus, to: OrderStatus, actor: Actor): void {
  if (canMove(from, to, actor.kind)) return;
  throw new AppError('ORDER_TRANSITION_REFUSED', {
    params: { from: ORDER_STATUS_LABELS[from] ?? from, to: ORDER_STATUS_LABELS[to] },
  });
}

function transitionRow(orderId: number, from: string | null, to: string, actor: Actor, reason: string, at: string) {
  return {
    order_id: orderId,
    from_status: from,
    to_status: to,
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_label: actor.label,
    reason,
    created_at: at,
  };
}
